import type { CartError } from './cart-errors.js';
import type { CalculatedCart, CalculatedDelivery, DeliveryDate } from './calculated-cart.js';
import { presentLineItem } from './line-item-view.js';

/** DateTime as Shopware's JSON writes it (RFC 3339 with offset). */
const isoDate = (date: Date) => date.toISOString().replace('Z', '+00:00');

/** Error::jsonSerialize() for each error, in an object keyed by id; PHP's empty array when none. */
export function presentErrors(errors: CartError[]) {
  if (errors.length === 0) return [];
  const byKey: Record<string, unknown> = {};
  for (const error of errors) {
    byKey[error.key] = {
      ...error.vars,
      message: error.message,
      code: 0,
      key: error.key,
      level: error.level,
      messageKey: error.messageKey,
      parameters: error.parameters,
      block: error.block,
      blockResubmit: error.block,
    };
  }
  return byKey;
}

const presentDate = (date: DeliveryDate) => ({
  earliest: isoDate(date.earliest),
  latest: isoDate(date.latest),
  apiAlias: 'cart_delivery_date',
});

function presentDelivery(delivery: CalculatedDelivery, shippingMethod: unknown) {
  return {
    positions: delivery.positions.map((position) => ({
      identifier: position.item.stored.id,
      lineItem: presentLineItem(position.item),
      quantity: position.item.stored.quantity,
      price: position.item.price,
      deliveryDate: presentDate(position.deliveryDate),
      apiAlias: 'cart_delivery_position',
    })),
    location: { ...delivery.location, apiAlias: 'cart_delivery_shipping_location' },
    deliveryDate: presentDate(delivery.deliveryDate),
    shippingMethod,
    shippingCosts: delivery.shippingCosts,
    apiAlias: 'cart_delivery',
  };
}

/** The Store API Cart (CartResponse). `shippingMethodDoc` is the context's method as a Store API entity. */
export function presentCart(cart: CalculatedCart, shippingMethodDoc: unknown) {
  return {
    token: cart.token,
    price: cart.price,
    lineItems: cart.lineItems.map(presentLineItem),
    errors: presentErrors(cart.errors),
    deliveries: cart.deliveries.map((delivery) => presentDelivery(delivery, shippingMethodDoc)),
    transactions: cart.transactions,
    modified: false,
    customerComment: cart.stored.customerComment,
    affiliateCode: cart.stored.affiliateCode,
    campaignCode: cart.stored.campaignCode,
    source: null,
    hash: cart.hash,
    states: [],
    extensions: {},
    apiAlias: 'cart',
  };
}
