import { Field, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { id } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../../context.js';
import { messageFor, type Messages } from '../../errors/error-catalogue.js';
import { validateInput } from '../../http/validate-input.js';
import type { RawCart } from '../cart/cart-raw-types.js';
import { cartRefusals } from '../cart/cart-refusals.js';
import { mapCart } from '../cart/cart.mapper.js';
import { loadCart } from '../cart/cart.service.js';
import { Cart } from '../cart/cart.type.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { Notification } from '../shared/notification.type.js';
import { attemptChange } from '../shared/refusals.js';
import { UserError } from '../shared/user-error.type.js';
import { orderNotFound } from './order-refusals.js';
import { findOrder } from './order.service.js';

@ObjectType({
  description: "The answer of reorder: the cart with the order's available products, and what is no longer sold.",
})
export class ReorderPayload {
  @Field(() => Cart, { nullable: true, description: 'Null when the order was not found.' }) cart!: Cart | null;
  @Field(() => [String], {
    description: "The labels of the order's products that could not go into the cart (no longer sold or sold out).",
  })
  unavailable!: string[];
  @Field(() => Notification, { nullable: true }) notification!: Notification | null;
  @Field(() => [UserError], { description: 'ORDER_NOT_FOUND (field orderId); REQUIRED or ID_INVALID on orderId.' })
  userErrors!: UserError[];
}

const reorderNotices = {
  allAdded: {
    'de-DE': 'Die Artikel der Bestellung {orderNumber} liegen im Warenkorb.',
    'en-GB': 'The items of order {orderNumber} are in your cart.',
    'it-IT': "Gli articoli dell'ordine {orderNumber} sono nel carrello.",
    'nl-NL': 'De artikelen van bestelling {orderNumber} liggen in de winkelwagen.',
    'pl-PL': 'Artykuły z zamówienia {orderNumber} są w koszyku.',
  },
  someAdded: {
    'de-DE':
      'Die noch erhältlichen Artikel der Bestellung {orderNumber} liegen im Warenkorb. Nicht mehr erhältlich: {names}.',
    'en-GB': 'The items of order {orderNumber} still available are in your cart. No longer available: {names}.',
    'it-IT':
      "Gli articoli ancora disponibili dell'ordine {orderNumber} sono nel carrello. Non più disponibili: {names}.",
    'nl-NL':
      'De nog verkrijgbare artikelen van bestelling {orderNumber} liggen in de winkelwagen. Niet meer verkrijgbaar: {names}.',
    'pl-PL': 'Dostępne jeszcze artykuły z zamówienia {orderNumber} są w koszyku. Niedostępne: {names}.',
  },
  noneAdded: {
    'de-DE': 'Die Artikel der Bestellung {orderNumber} sind nicht mehr erhältlich: {names}.',
    'en-GB': 'The items of order {orderNumber} are no longer available: {names}.',
    'it-IT': "Gli articoli dell'ordine {orderNumber} non sono più disponibili: {names}.",
    'nl-NL': 'De artikelen van bestelling {orderNumber} zijn niet meer verkrijgbaar: {names}.',
    'pl-PL': 'Artykuły z zamówienia {orderNumber} nie są już dostępne: {names}.',
  },
} satisfies Record<string, Messages>;

const reorderRule = z.object({ orderId: id });

/**
 * Puts the product lines of one of the session's orders into the cart again, in their quantities, in
 * one POST /checkout/cart/line-item. Shopware drops what it no longer sells (product-not-found,
 * product-out-of-stock): a product missing from the cart afterwards is named as unavailable.
 */
export async function reorder(context: GatewayContext, orderId: string): Promise<ReorderPayload> {
  const input = validateInput(reorderRule, { orderId }, context.locale);
  if (!input.ok) return { cart: null, unavailable: [], notification: null, userErrors: input.userErrors };
  const order = await findOrder(context, input.value.orderId);
  if (!order) {
    const userError = {
      code: orderNotFound.code,
      field: orderNotFound.field,
      message: messageFor(orderNotFound.messages, context.locale),
    };
    return { cart: null, unavailable: [], notification: null, userErrors: [userError] };
  }
  const lines = order.lineItems.filter((line) => line.type === 'product' && line.productId);
  if (lines.length === 0) return { cart: await loadCart(context), unavailable: [], notification: null, userErrors: [] };
  const items = lines.map((line) => ({
    type: 'product',
    id: line.productId,
    referencedId: line.productId,
    quantity: line.quantity,
  }));
  const result = await attemptChange(context.locale, cartRefusals, () =>
    context.storeApi.write<RawCart>('POST', '/checkout/cart/line-item', { items }),
  );
  if (!result.ok) return { cart: null, unavailable: [], notification: null, userErrors: result.userErrors };
  const inCart = new Set((result.value.lineItems ?? []).map((item) => item.referencedId ?? item.id));
  const unavailable = lines.filter((line) => !inCart.has(line.productId!)).map((line) => line.label);
  const parameters = { orderNumber: order.orderNumber, names: unavailable.join(', ') };
  const notification: Notification =
    unavailable.length === 0
      ? { type: 'SUCCESS', message: messageFor(reorderNotices.allAdded, context.locale, parameters) }
      : unavailable.length < lines.length
        ? { type: 'WARNING', message: messageFor(reorderNotices.someAdded, context.locale, parameters) }
        : { type: 'ERROR', message: messageFor(reorderNotices.noneAdded, context.locale, parameters) };
  return {
    cart: mapCart(result.value, currencyOf(context), context.locale),
    unavailable,
    notification,
    userErrors: [],
  };
}
