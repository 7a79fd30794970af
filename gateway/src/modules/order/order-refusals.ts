import { backendCodes, gatewayMessages } from '../../errors/error-catalogue.js';
import type { Refusal, RefusalTable } from '../shared/refusals.js';

export const orderNotFound: Refusal = { code: 'ORDER_NOT_FOUND', field: 'orderId', text: 'order:orderNotFound' };

const orderNotPaid: Refusal = {
  code: 'ORDER_NOT_PAID',
  field: null,
  text: backendCodes.CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED!.text,
};

/** The refusals of the order routes (cancel, change of payment method). */
export const orderRefusals: RefusalTable = {
  CHECKOUT__ORDER_ORDER_NOT_FOUND: orderNotFound,
  SYSTEM__ILLEGAL_STATE_TRANSITION: {
    code: 'ORDER_NOT_CANCELLABLE',
    field: 'orderId',
    text: 'order:orderNotCancellable',
  },
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE: {
    code: 'PAYMENT_METHOD_NOT_CHANGEABLE',
    field: 'orderId',
    text: 'order:paymentMethodNotChangeable',
  },
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE: {
    code: 'PAYMENT_METHOD_NOT_AVAILABLE',
    field: 'paymentMethodId',
    text: 'order:paymentMethodNotAvailable',
  },
};

/** The refusals of POST /handle-payment: a payment that failed is 'Order was not paid' (docs/behaviour/messages.md). */
export const paymentRefusals: RefusalTable = {
  CHECKOUT__INVALID_ORDER_ID: orderNotFound,
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: orderNotPaid,
  CHECKOUT__ASYNC_PAYMENT_PROCESS_INTERRUPTED: orderNotPaid,
  CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT: orderNotPaid,
  CHECKOUT__PAYMENT_ERROR: orderNotPaid,
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: orderNotPaid,
};

/** The payment's status could not be read after handle-payment ('Error while checking payment status.', docs/behaviour/messages.md). */
export const paymentStatusError = gatewayMessages.paymentStatusError;
