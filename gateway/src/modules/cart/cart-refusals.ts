import type { RefusalTable } from '../shared/refusals.js';

/** The Store API's refusals of the cart routes, in the shop's words. */
export const cartRefusals: RefusalTable = {
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: {
    code: 'LINE_ITEM_NOT_FOUND',
    field: 'lineItemId',
    text: 'cart:lineItemNotFound',
  },
  CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE: {
    code: 'LINE_ITEM_NOT_CHANGEABLE',
    field: 'lineItemId',
    text: 'cart:lineItemNotChangeable',
  },
};
