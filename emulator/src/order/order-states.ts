import { stableId } from '../catalogue/ids.js';
import type { Locale } from '../catalogue/records.js';
import { ShopwareError } from '../http/shopware-error.js';

/**
 * Shopware's three order state machines as its migrations install them (OrderStates,
 * OrderTransactionStates, OrderDeliveryStates; transitions from Migration1536233560BasicData,
 * Migration1580746806AddPaymentStates, Migration1591361320ChargebackAndAuthorized,
 * Migration1628519513AddUnconfirmedTransactionState), with their German and English names.
 */
export type OrderStateName = 'open' | 'in_progress' | 'completed' | 'cancelled';
export type TransactionStateName =
  | 'open'
  | 'paid'
  | 'paid_partially'
  | 'refunded'
  | 'refunded_partially'
  | 'cancelled'
  | 'reminded'
  | 'authorized'
  | 'failed'
  | 'in_progress'
  | 'chargeback'
  | 'unconfirmed';
export type DeliveryStateName =
  'open' | 'shipped_partially' | 'shipped' | 'returned' | 'returned_partially' | 'cancelled';

interface StateMachine<S extends string> {
  technicalName: string;
  names: Record<S, [de: string, en: string]>;
  /** [action, from, to], in the order the migrations insert them. */
  transitions: [string, S, S][];
}

export const orderStates: StateMachine<OrderStateName> = {
  technicalName: 'order.state',
  names: {
    open: ['Offen', 'Open'],
    in_progress: ['In Bearbeitung', 'In progress'],
    completed: ['Abgeschlossen', 'Done'],
    cancelled: ['Abgebrochen', 'Cancelled'],
  },
  transitions: [
    ['process', 'open', 'in_progress'],
    ['cancel', 'open', 'cancelled'],
    ['cancel', 'in_progress', 'cancelled'],
    ['complete', 'in_progress', 'completed'],
    ['reopen', 'cancelled', 'open'],
    ['reopen', 'completed', 'open'],
  ],
};

const each = <S extends string>(action: string, froms: S[], to: S): [string, S, S][] =>
  froms.map((from) => [action, from, to]);

export const transactionStates: StateMachine<TransactionStateName> = {
  technicalName: 'order_transaction.state',
  names: {
    open: ['Offen', 'Open'],
    paid: ['Bezahlt', 'Paid'],
    paid_partially: ['Teilweise bezahlt', 'Paid (partially)'],
    refunded: ['Erstattet', 'Refunded'],
    refunded_partially: ['Teilweise erstattet', 'Refunded (partially)'],
    cancelled: ['Abgebrochen', 'Cancelled'],
    reminded: ['Erinnert', 'Reminded'],
    authorized: ['Autorisiert', 'Authorized'],
    failed: ['Fehlgeschlagen', 'Failed'],
    in_progress: ['In Bearbeitung', 'In Progress'],
    chargeback: ['Rückbuchung', 'Chargeback'],
    unconfirmed: ['Unbestätigt', 'Unconfirmed'],
  },
  transitions: [
    ...each('pay', ['open', 'reminded', 'paid_partially', 'failed'], 'paid'),
    ...each('pay_partially', ['open', 'reminded', 'in_progress', 'failed'], 'paid_partially'),
    ...each(
      'cancel',
      [
        'open',
        'reminded',
        'paid_partially',
        'paid',
        'refunded_partially',
        'in_progress',
        'unconfirmed',
        'authorized',
        'chargeback',
      ],
      'cancelled',
    ),
    ...each('remind', ['open', 'paid_partially'], 'reminded'),
    ...each('refund_partially', ['paid_partially', 'paid', 'cancelled'], 'refunded_partially'),
    ...each('refund', ['paid_partially', 'paid', 'refunded_partially', 'cancelled'], 'refunded'),
    ...each(
      'reopen',
      ['cancelled', 'in_progress', 'failed', 'reminded', 'paid_partially', 'paid', 'refunded_partially', 'unconfirmed'],
      'open',
    ),
    ...each('do_pay', ['open', 'failed', 'reminded', 'paid_partially'], 'in_progress'),
    ...each('fail', ['in_progress', 'failed', 'open', 'unconfirmed', 'authorized'], 'failed'),
    ...each('paid', ['in_progress', 'failed', 'unconfirmed', 'authorized', 'chargeback'], 'paid'),
    ...each('paid_partially', ['in_progress', 'failed', 'unconfirmed', 'authorized', 'chargeback'], 'paid_partially'),
    ...each('authorize', ['open', 'in_progress', 'reminded', 'unconfirmed'], 'authorized'),
    ...each('chargeback', ['paid', 'paid_partially'], 'chargeback'),
    ...each('process_unconfirmed', ['open', 'reminded', 'failed', 'cancelled', 'paid_partially'], 'unconfirmed'),
  ],
};

export const deliveryStates: StateMachine<DeliveryStateName> = {
  technicalName: 'order_delivery.state',
  names: {
    open: ['Offen', 'Open'],
    shipped: ['Versandt', 'Shipped'],
    shipped_partially: ['Teilweise versandt', 'Shipped (partially)'],
    returned: ['Retour', 'Returned'],
    returned_partially: ['Teilretour', 'Returned (partially)'],
    cancelled: ['Abgebrochen', 'Cancelled'],
  },
  transitions: [
    ...each('ship', ['open', 'shipped', 'shipped_partially'], 'shipped'),
    ['ship_partially', 'open', 'shipped_partially'],
    ...each('cancel', ['open', 'shipped', 'shipped_partially'], 'cancelled'),
    ...each('retour', ['shipped', 'shipped_partially'], 'returned'),
    ...each('retour_partially', ['shipped', 'shipped_partially'], 'returned_partially'),
  ],
};

export const stateId = <S extends string>(machine: StateMachine<S>, state: S): string =>
  stableId('state_machine_state', `${machine.technicalName}.${state}`);

/**
 * StateMachineRegistry::transition() → getTransitionDestinationById(): a transition whose target
 * is the current state is unnecessary (the state stays, no error, `changed: false`); otherwise
 * the transition from the current state, or IllegalTransitionException (400) naming the current
 * state's id and the actions possible from it.
 */
export function transition<S extends string>(
  machine: StateMachine<S>,
  current: S,
  action: string,
): { state: S; changed: boolean } {
  const withAction = machine.transitions.filter(([name]) => name === action);
  if (withAction.some(([, , to]) => to === current)) return { state: current, changed: false };
  const found = withAction.find(([, from]) => from === current);
  if (found) return { state: found[2], changed: true };
  const possible = machine.transitions.filter(([, from]) => from === current).map(([name]) => name);
  throw new ShopwareError(
    400,
    'SYSTEM__ILLEGAL_STATE_TRANSITION',
    'Illegal transition "{{ transition }}" from state "{{ currentState }}". Possible transitions are: {{ possibleTransitionsString }}',
    {
      transition: action,
      currentState: stateId(machine, current),
      possibleTransitionsString: possible.join(', '),
      possibleTransitions: possible,
    },
  );
}

/** The StateMachineState entity of a state, named in the language of the locale. */
export function presentState<S extends string>(machine: StateMachine<S>, state: S, locale: Locale) {
  const [de, en] = machine.names[state];
  const name = locale === 'de-DE' ? de : en;
  return {
    id: stateId(machine, state),
    technicalName: state,
    name,
    stateMachineId: stableId('state_machine', machine.technicalName),
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    translated: { name, customFields: {} },
    apiAlias: 'state_machine_state',
  };
}
