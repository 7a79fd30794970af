import { ShopwareError } from '../http/shopware-error.js';

/** The HTTP errors of Shopware's Checkout/Cart/CartException.php that the cart routes raise. */
export const cartExceptions = {
  invalidQuantity: (quantity: number) =>
    new ShopwareError(
      400,
      'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      'The quantity must be a positive integer. Given: "{{ quantity }}"',
      {
        quantity,
      },
    ),
  lineItemNotFound: (id: string) =>
    new ShopwareError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', 'Line item with identifier {{ id }} not found.', {
      id,
    }),
  lineItemNotStackable: (id: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
      'Line item with identifier "{{ id }}" is not stackable and the quantity cannot be changed.',
      { id },
    ),
  lineItemTypeNotSupported: (type: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
      'Line item type "{{ type }}" is not supported.',
      { type },
    ),
  lineItemTypeNotUpdatable: (type: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE',
      'Line item type "{{ type }}" cannot be updated.',
      { type },
    ),
  mixedLineItemType: (id: string, type: string) =>
    new ShopwareError(
      409,
      'CHECKOUT__CART_MIXED_LINE_ITEM_TYPE',
      'Line item with id {{ id }} already exists with different type {{ type }}.',
      {
        id,
        type,
      },
    ),
  lineItemInvalid: (reason: string) =>
    new ShopwareError(400, 'CHECKOUT__CART_LINE_ITEM_INVALID', `Line item is invalid: ${reason}`),
  insufficientPermission: () => new ShopwareError(403, 'CHECKOUT__INSUFFICIENT_PERMISSION', 'Insufficient permission.'),
  /** Symfony's InputBag::all() on a non-array parameter (a BadRequestException, rendered with code "0"). */
  unexpectedValue: (parameter: string, got: string) =>
    new ShopwareError(400, '0', `Unexpected value for parameter "${parameter}": expecting "array", got "${got}".`),
};
