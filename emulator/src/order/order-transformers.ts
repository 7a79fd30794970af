import { randomHex } from '../catalogue/ids.js';
import { cartPrice, summedPrice, type CalculatedPrice } from '../cart/calculator.js';
import type { CalculatedCart } from '../cart/calculated-cart.js';
import { presentLineItem } from '../cart/line-item-view.js';
import { postalFields, type CustomerAddressRecord } from '../customer/customer-records.js';
import type { OrderAddressRecord, OrderLineItemRecord } from './order-record.js';

/** Shopware's Checkout/Cart/Order/Transformer/*: parts of the cart as order data. */

/** AddressTransformer::transform(): a copy of the customer address under a new id. */
export function orderAddress(address: CustomerAddressRecord): OrderAddressRecord {
  return { id: randomHex(), salutationId: address.salutationId, ...postalFields(address) };
}

/** LineItemTransformer::transformCollection(): new ids, the cart item's id kept as `identifier`. */
export function lineItemsOf(cart: CalculatedCart): OrderLineItemRecord[] {
  return cart.lineItems.map((item, index) => {
    const presented = presentLineItem(item);
    const payload = presented.payload as Record<string, unknown>;
    return {
      id: randomHex(),
      identifier: item.stored.id,
      productId: item.stored.type === 'product' ? item.stored.referencedId : null,
      promotionId: item.stored.type === 'promotion' ? String(payload['promotionId']) : null,
      referencedId: item.stored.referencedId,
      quantity: item.stored.quantity,
      type: item.stored.type,
      label: item.label,
      description: presented.description,
      good: item.good,
      removable: item.stored.removable,
      stackable: item.stored.stackable,
      position: index + 1,
      price: item.price,
      coverId: (presented.cover as { id?: string } | null)?.id ?? null,
      payload,
      states: presented.states,
    };
  });
}

/** Cart::getShippingCosts(): the deliveries' costs summed (PriceCollection::sum()). */
export function shippingCostsOf(cart: CalculatedCart): CalculatedPrice {
  const costs = cart.deliveries.map((delivery) => delivery.shippingCosts);
  return summedPrice(
    costs.reduce((total, price) => total + price.unitPrice, 0),
    cartPrice([], costs),
  );
}
