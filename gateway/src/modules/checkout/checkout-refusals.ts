import { backendCodes } from '../../errors/error-catalogue.js';
import type { Messages } from '../../errors/error-catalogue.js';
import type { RefusalTable } from '../shared/refusals.js';

const notPlaceable = {
  code: 'ORDER_NOT_PLACEABLE',
  field: null,
  messages: backendCodes.CHECKOUT__CART_EMPTY!.messages,
};

/** POST /checkout/order: an empty cart, or one with an error that blocks the order (Shopware answers 500). */
export const placeOrderRefusals: RefusalTable = {
  CHECKOUT__CART_EMPTY: notPlaceable,
  CHECKOUT__CART_INVALID: notPlaceable,
};

const methodNotFound: Messages = {
  'de-DE': 'Diese Versand- oder Zahlungsart gibt es nicht.',
  'en-GB': 'This shipping or payment method does not exist.',
  'it-IT': 'Questo metodo di spedizione o di pagamento non esiste.',
  'nl-NL': 'Deze verzend- of betaalmethode bestaat niet.',
  'pl-PL': 'Ta metoda dostawy lub płatności nie istnieje.',
};

/**
 * PATCH /context refuses an unknown id with a violation on its field (an address not of the
 * customer is unknown to it too); `field: null` takes the field from the violation's pointer.
 */
export const methodRefusals: RefusalTable = {
  'VIOLATION::ENTITY_DOES_NOT_EXISTS': { code: 'METHOD_NOT_FOUND', field: null, messages: methodNotFound },
};

export const addressRefusals: RefusalTable = {
  'VIOLATION::ENTITY_DOES_NOT_EXISTS': {
    code: 'CUSTOMER_ADDRESS_NOT_FOUND',
    field: null,
    messages: backendCodes.CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND!.messages,
  },
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: {
    code: 'CUSTOMER_ADDRESS_NOT_FOUND',
    field: null,
    messages: backendCodes.CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND!.messages,
  },
};
