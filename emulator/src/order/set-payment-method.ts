import type { EmulatorDeps } from '../emulator-deps.js';
import { isHexId } from '../catalogue/ids.js';
import type { CustomerRecord } from '../customer/customer-records.js';
import { ShopwareError } from '../http/shopware-error.js';
import type { StoreRequest } from '../http/store-request.js';
import { orderErrors } from './order-errors.js';
import type { OrderRecord } from './order-record.js';
import { orderStoreOf } from './order-store.js';
import { transactionStates, transition } from './order-states.js';
import { isPaymentChangeableByTransactionState, newTransaction } from './order-transitions.js';

/** Uuid::isValid() (lowercase hex), else OrderException::invalidUuid(). */
function uuidOf(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (!isHexId(text))
    throw new ShopwareError(400, 'FRAMEWORK__INVALID_UUID', 'Value is not a valid UUID: {{ input }}', { input: text });
  return text;
}

/**
 * SetPaymentOrderRoute::tryTransition(): when the current (last) transaction already uses the
 * method it is kept (reopened if it failed or was cancelled); otherwise every transaction that
 * is neither cancelled nor failed is cancelled, and the caller adds a new one.
 */
function tryTransition(order: OrderRecord, paymentMethodId: string, now: Date): { order: OrderRecord; done: boolean } {
  const last = order.transactions.at(-1);
  if (!last) return { order, done: false };
  let transactions = order.transactions;
  for (const candidate of order.transactions) {
    if (candidate.paymentMethodId === paymentMethodId && candidate.id === last.id) {
      if (candidate.state === 'open') return { order, done: true };
      try {
        const reopened = transition(transactionStates, candidate.state, 'reopen').state;
        const updated = transactions.map((item) =>
          item.id === candidate.id ? { ...item, state: reopened, updatedAt: now.toISOString() } : item,
        );
        return { order: { ...order, transactions: updated, updatedAt: now.toISOString() }, done: true };
      } catch {
        // cannot reopen: a new transaction replaces it
      }
    }
    if (candidate.state === 'cancelled' || candidate.state === 'failed') continue;
    const cancelled = transition(transactionStates, candidate.state, 'cancel').state;
    transactions = transactions.map((item) =>
      item.id === candidate.id ? { ...item, state: cancelled, updatedAt: now.toISOString() } : item,
    );
  }
  return { order: { ...order, transactions, updatedAt: now.toISOString() }, done: false };
}

/**
 * POST /order/payment as Shopware 6.7's SetPaymentOrderRoute: both ids must be UUIDs, the order
 * the customer's (else CHECKOUT__ORDER_ORDER_NOT_FOUND), the method available (else
 * CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE) and allowed after the order (afterOrderEnabled),
 * and the current transaction changeable (open, cancelled, reminded, failed, chargeback,
 * unconfirmed; else CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE, a paid order included). The
 * new transaction (state open) becomes the primary one, so handle-payment can pay again.
 */
export function setPaymentMethod(
  deps: EmulatorDeps,
  store: StoreRequest,
  customer: CustomerRecord,
  data: Record<string, unknown>,
): void {
  const paymentMethodId = uuidOf(data['paymentMethodId']);
  const orderId = uuidOf(data['orderId']);
  const orders = orderStoreOf(deps.db);
  deps.db
    .transaction(() => {
      const order = orders.getOfCustomer(orderId, customer.id);
      if (!order) throw orderErrors.orderNotFound(orderId);
      const method = store.view.paymentMethods.find((candidate) => candidate.id === paymentMethodId);
      if (!method) throw orderErrors.paymentMethodNotAvailable(paymentMethodId);
      if (!method.afterOrderEnabled || !isPaymentChangeableByTransactionState(order))
        throw orderErrors.paymentMethodNotChangeable();

      const now = deps.clock();
      const attempt = tryTransition(order, paymentMethodId, now);
      const changed = attempt.done
        ? attempt.order
        : {
            ...attempt.order,
            transactions: [...attempt.order.transactions, newTransaction(order, paymentMethodId, now)],
          };
      orders.update(changed);
    })
    .immediate();
}
