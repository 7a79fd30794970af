import { backendCodes } from '../../errors/error-catalogue.js';
import type { RefusalTable } from '../shared/refusals.js';

const notPlaceable = { code: 'ORDER_NOT_PLACEABLE', field: null, text: backendCodes.CHECKOUT__CART_EMPTY!.text };

/** POST /checkout/order: an empty cart, or one with an error that blocks the order (Shopware answers 500). */
export const placeOrderRefusals: RefusalTable = {
  CHECKOUT__CART_EMPTY: notPlaceable,
  CHECKOUT__CART_INVALID: notPlaceable,
};

/**
 * PATCH /context refuses an unknown id with a violation on its field (an address not of the
 * customer is unknown to it too); `field: null` takes the field from the violation's pointer.
 */
export const methodRefusals: RefusalTable = {
  'VIOLATION::ENTITY_DOES_NOT_EXISTS': { code: 'METHOD_NOT_FOUND', field: null, text: 'checkout:methodNotFound' },
};

const addressNotFound = {
  code: 'CUSTOMER_ADDRESS_NOT_FOUND',
  field: null,
  text: backendCodes.CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND!.text,
};

export const addressRefusals: RefusalTable = {
  'VIOLATION::ENTITY_DOES_NOT_EXISTS': addressNotFound,
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: addressNotFound,
};
