import { backendCodes, gatewayMessages } from '../../errors/error-catalogue.js';
import type { RefusalTable } from '../shared/refusals.js';

export const orderNotFound = {
  code: 'ORDER_NOT_FOUND',
  field: 'orderId',
  messages: {
    'de-DE': 'Die Bestellung wurde nicht gefunden.',
    'en-GB': 'The order could not be found.',
    'it-IT': "L'ordine non è stato trovato.",
    'nl-NL': 'De bestelling is niet gevonden.',
    'pl-PL': 'Nie znaleziono zamówienia.',
  },
};

const orderNotPaid = {
  code: 'ORDER_NOT_PAID',
  field: null,
  messages: backendCodes.CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED!.messages,
};

/** The refusals of the order routes (cancel, change of payment method). */
export const orderRefusals: RefusalTable = {
  CHECKOUT__ORDER_ORDER_NOT_FOUND: orderNotFound,
  SYSTEM__ILLEGAL_STATE_TRANSITION: {
    code: 'ORDER_NOT_CANCELLABLE',
    field: 'orderId',
    messages: {
      'de-DE': 'Diese Bestellung kann nicht mehr storniert werden.',
      'en-GB': 'This order can no longer be cancelled.',
      'it-IT': 'Questo ordine non può più essere annullato.',
      'nl-NL': 'Deze bestelling kan niet meer worden geannuleerd.',
      'pl-PL': 'Tego zamówienia nie można już anulować.',
    },
  },
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE: {
    code: 'PAYMENT_METHOD_NOT_CHANGEABLE',
    field: 'orderId',
    messages: {
      'de-DE': 'Die Zahlungsart dieser Bestellung kann nicht mehr geändert werden.',
      'en-GB': 'The payment method of this order can no longer be changed.',
      'it-IT': 'Il metodo di pagamento di questo ordine non può più essere modificato.',
      'nl-NL': 'De betaalmethode van deze bestelling kan niet meer worden gewijzigd.',
      'pl-PL': 'Metody płatności tego zamówienia nie można już zmienić.',
    },
  },
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE: {
    code: 'PAYMENT_METHOD_NOT_AVAILABLE',
    field: 'paymentMethodId',
    messages: {
      'de-DE': 'Diese Zahlungsart ist nicht verfügbar.',
      'en-GB': 'This payment method is not available.',
      'it-IT': 'Questo metodo di pagamento non è disponibile.',
      'nl-NL': 'Deze betaalmethode is niet beschikbaar.',
      'pl-PL': 'Ta metoda płatności jest niedostępna.',
    },
  },
};

/** The refusals of POST /handle-payment: a payment that failed is 'Order was not paid' (spec §8). */
export const paymentRefusals: RefusalTable = {
  CHECKOUT__INVALID_ORDER_ID: orderNotFound,
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: orderNotPaid,
  CHECKOUT__ASYNC_PAYMENT_PROCESS_INTERRUPTED: orderNotPaid,
  CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT: orderNotPaid,
  CHECKOUT__PAYMENT_ERROR: orderNotPaid,
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: orderNotPaid,
};

/** The payment's status could not be read after handle-payment (spec §8 'error while checking payment status'). */
export const paymentStatusError = gatewayMessages.paymentStatusError;
