import type { EmulatorDeps } from '../emulator-deps.js';
import { ShopwareError } from '../http/shopware-error.js';
import { errorCodeOf, orderErrors, withErrorCode } from './order-errors.js';
import type { OrderRecord } from './order-record.js';
import { orderStoreOf } from './order-store.js';
import { transitionTransaction } from './order-transitions.js';
import { paymentHandlers } from './payment-handlers.js';
import { paymentSessionsOf, type PaymentSession } from './payment-session-store.js';

/**
 * PaymentProcessor::pay(): the newest open transaction of the order is paid with its method's
 * handler. No open transaction: null when the order has transactions (nothing to pay), else
 * CHECKOUT__INVALID_ORDER_ID. When the handler fails, the transaction goes to 'failed' and the
 * answer is a redirect to `errorUrl?error-code=<code>` if an error URL was given, else the error.
 */
export function pay(
  deps: EmulatorDeps,
  order: OrderRecord,
  finishUrl: string | null,
  errorUrl: string | null,
): string | null {
  const transaction = [...order.transactions].reverse().find((candidate) => candidate.state === 'open');
  if (!transaction) {
    if (order.transactions.length > 0) return null;
    throw orderErrors.invalidOrder(order.id);
  }
  try {
    const method = deps.records.get('payment_method', transaction.paymentMethodId);
    if (!method) throw orderErrors.unknownPaymentMethod(transaction.paymentMethodId);
    return paymentHandlers[method.handler](deps, { order, transaction, finishUrl, errorUrl });
  } catch (error) {
    orderStoreOf(deps.db).update(transitionTransaction(order, transaction.id, ['fail'], deps.clock()));
    if (errorUrl !== null)
      return withErrorCode(errorUrl, error instanceof ShopwareError ? errorCodeOf(error) : 'CHECKOUT__PAYMENT_ERROR');
    throw error;
  }
}

export type ProviderOutcome = 'confirm' | 'abort';

/**
 * The provider's answer handed to Shopware's PaymentController::finalizeTransaction() in one
 * step: confirmed → the transaction is paid (do_pay, paid) and the shopper goes to finishUrl;
 * aborted → the handler reports CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT, the transaction
 * is cancelled and the shopper goes to `errorUrl?error-code=…`. Without the URL the answer is
 * null (Shopware: 204). A used session is refused as an invalidated token, also when its
 * transaction is no longer open (the payment method was changed meanwhile).
 */
export function finalize(deps: EmulatorDeps, sessionId: string, outcome: ProviderOutcome): string | null {
  const sessions = paymentSessionsOf(deps.db, deps.clock);
  const orders = orderStoreOf(deps.db);
  return deps.db
    .transaction((): string | null => {
      const session: PaymentSession | undefined = sessions.get(sessionId);
      if (!session) throw orderErrors.invalidToken(sessionId);
      const order = orders.get(session.orderId);
      const transaction = order?.transactions.find((candidate) => candidate.id === session.transactionId);
      if (session.status === 'done' || !order || transaction?.state !== 'open')
        throw orderErrors.tokenInvalidated(sessionId);
      sessions.finish(session);
      const now = deps.clock();
      if (outcome === 'confirm') {
        orders.update(transitionTransaction(order, transaction.id, ['do_pay', 'paid'], now));
        return session.finishUrl;
      }
      orders.update(transitionTransaction(order, transaction.id, ['cancel'], now));
      const code = errorCodeOf(
        orderErrors.customerCanceled(transaction.id, 'Die Zahlung wurde beim Zahlungsanbieter abgebrochen.'),
      );
      return session.errorUrl === null ? null : withErrorCode(session.errorUrl, code);
    })
    .immediate();
}
