import { isChangeableTransactionState, paymentStatusOf } from './payment-status.js';

test.each([
  ['paid', 'PAID'],
  ['paid_partially', 'PAID'],
  ['failed', 'NOT_PAID'],
  ['cancelled', 'NOT_PAID'],
  ['reminded', 'NOT_PAID'],
  ['unconfirmed', 'NOT_PAID'],
  ['chargeback', 'NOT_PAID'],
  ['refunded', 'NOT_PAID'],
  ['refunded_partially', 'NOT_PAID'],
  ['open', 'CREATED'],
  ['in_progress', 'CREATED'],
  ['authorized', 'CREATED'],
  ['some_new_state', 'CREATED'],
  [null, 'CREATED'],
])('transaction state %p is the payment status %p', (state, status) => {
  expect(paymentStatusOf(state)).toBe(status);
});

test("the payment method may change in Shopware's allowed transaction states only", () => {
  expect(
    ['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed', null].every(isChangeableTransactionState),
  ).toBe(true);
  expect(['paid', 'paid_partially', 'in_progress', 'authorized', 'refunded'].some(isChangeableTransactionState)).toBe(
    false,
  );
});
