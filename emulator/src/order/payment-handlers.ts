import type { EmulatorDeps } from '../emulator-deps.js';
import type { PaymentMethodRecord } from '../catalogue/records.js';
import { orderErrors } from './order-errors.js';
import type { OrderRecord, OrderTransactionRecord } from './order-record.js';
import { paymentSessionsOf } from './payment-session-store.js';

export interface PaymentRequest {
  order: OrderRecord;
  transaction: OrderTransactionRecord;
  finishUrl: string | null;
  errorUrl: string | null;
}

/** AbstractPaymentHandler::pay(): a redirect for the shopper, or null when nothing is left to do; throws when the payment fails. */
export type PaymentHandler = (deps: EmulatorDeps, request: PaymentRequest) => string | null;

/** The behaviour of each PaymentMethodRecord.handler. */
export const paymentHandlers: Record<PaymentMethodRecord['handler'], PaymentHandler> = {
  /** Prepayment and invoice (Shopware's DefaultPayment): the transaction stays open until the money arrives. */
  sync: () => null,
  /** An external provider: the shopper confirms or aborts at the emulator's provider page. */
  redirect: (deps, request) => {
    const session = paymentSessionsOf(deps.db, deps.clock).create({
      orderId: request.order.id,
      transactionId: request.transaction.id,
      paymentMethodId: request.transaction.paymentMethodId,
      finishUrl: request.finishUrl,
      errorUrl: request.errorUrl,
    });
    return `${deps.config.publicUrl}/payment-provider/${session.id}`;
  },
  /** A card that is always declined: the handler throws, as a synchronous provider refusal does. */
  failing: (_deps, request) => {
    throw orderErrors.syncProcessInterrupted(request.transaction.id, 'Die Kreditkarte wurde abgelehnt.');
  },
};
