import { randomHex } from '../catalogue/ids.js';
import { transactionAmount } from '../cart/calculator.js';
import type { OrderRecord, OrderTransactionRecord } from './order-record.js';
import { orderStates, transactionStates, transition, type OrderStateName } from './order-states.js';

/**
 * State changes of an order and its transactions on the stored record (the record is not
 * changed; a new one is returned). Each step is a StateMachineRegistry::transition().
 */
export function transitionTransaction(
  order: OrderRecord,
  transactionId: string,
  actions: string[],
  now: Date,
): OrderRecord {
  return {
    ...order,
    updatedAt: now.toISOString(),
    transactions: order.transactions.map((transaction) => {
      if (transaction.id !== transactionId) return transaction;
      let state = transaction.state;
      for (const action of actions) state = transition(transactionStates, state, action).state;
      return state === transaction.state ? transaction : { ...transaction, state, updatedAt: now.toISOString() };
    }),
  };
}

export function transitionOrder(
  order: OrderRecord,
  action: string,
  now: Date,
): { order: OrderRecord; from: OrderStateName; changed: boolean } {
  const result = transition(orderStates, order.state, action);
  return {
    order: result.changed ? { ...order, state: result.state, updatedAt: now.toISOString() } : order,
    from: order.state,
    changed: result.changed,
  };
}

/** OrderService::ALLOWED_TRANSACTION_STATES: the payment method may change while the current transaction is in one of them. */
const CHANGEABLE = new Set(['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed']);

/** OrderService::isPaymentChangeableByTransactionState(): true without transactions. */
export const isPaymentChangeableByTransactionState = (order: OrderRecord): boolean => {
  const state = order.transactions.at(-1)?.state;
  return state === undefined || CHANGEABLE.has(state);
};

/** A new transaction over the order's whole amount (SetPaymentOrderRoute::setPaymentMethod()). */
export function newTransaction(order: OrderRecord, paymentMethodId: string, now: Date): OrderTransactionRecord {
  return {
    id: randomHex(),
    paymentMethodId,
    amount: transactionAmount(order.price),
    state: 'open',
    createdAt: now.toISOString(),
    updatedAt: null,
  };
}
