import { describe, expect, it } from 'vitest';
import { canPayAgain, isCancellable } from './order-page';
import { pageCount } from './orders-page';

const order = (
  technicalName: string,
  paymentStatus: 'CREATED' | 'PAID' | 'NOT_PAID',
  isPaymentMethodChangeable = true,
) => ({
  state: { __typename: 'StateMachineState' as const, technicalName, name: technicalName },
  paymentStatus,
  isPaymentMethodChangeable,
});

describe('account rules', () => {
  it('pages the orders 10 at a time', () => {
    expect([0, 1, 10, 11, 25].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 3]);
  });

  it('cancels open orders only and pays again unpaid, changeable, not cancelled ones', () => {
    expect(
      ['open', 'in_progress', 'completed', 'cancelled'].map((state) => isCancellable(order(state, 'CREATED'))),
    ).toEqual([true, false, false, false]);
    expect(canPayAgain(order('open', 'NOT_PAID'))).toBe(true);
    expect(canPayAgain(order('open', 'PAID'))).toBe(false);
    expect(canPayAgain(order('cancelled', 'NOT_PAID'))).toBe(false);
    expect(canPayAgain(order('open', 'NOT_PAID', false))).toBe(false);
  });
});
