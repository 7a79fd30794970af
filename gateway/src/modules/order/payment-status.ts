/** The payment status of an order (docs/behaviour/states.md: created, paid, not paid). */
export type PaymentStatusValue = 'CREATED' | 'PAID' | 'NOT_PAID';

const PAID = new Set(['paid', 'paid_partially']);
const NOT_PAID = new Set([
  'failed',
  'cancelled',
  'reminded',
  'unconfirmed',
  'chargeback',
  'refunded',
  'refunded_partially',
]);

/**
 * A transaction state (Shopware's OrderTransactionStates) as the shop's payment status: paid or
 * partly paid is PAID; a payment that failed, was cancelled or reversed, or is overdue is NOT_PAID
 * (the shopper may pay again); open, in progress, authorized (and any state Shopware adds) is CREATED.
 */
export function paymentStatusOf(transactionState: string | null | undefined): PaymentStatusValue {
  if (!transactionState) return 'CREATED';
  if (PAID.has(transactionState)) return 'PAID';
  if (NOT_PAID.has(transactionState)) return 'NOT_PAID';
  return 'CREATED';
}

/** OrderService::ALLOWED_TRANSACTION_STATES: the payment method may change while the current transaction is in one of them. */
const CHANGEABLE = new Set(['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed']);

export const isChangeableTransactionState = (state: string | null | undefined): boolean =>
  !state || CHANGEABLE.has(state);
