import { Field, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { id } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { messageFor } from '../../i18n/texts.js';
import { validateInput } from '../shared/validate-input.js';
import type { RawCart } from '../cart/cart-raw-types.js';
import { cartRefusals } from '../cart/cart-refusals.js';
import { mapCart } from '../cart/cart.mapper.js';
import { loadCart } from '../cart/cart.service.js';
import { Cart } from '../cart/cart.type.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { Notification } from '../shared/notification.type.js';
import { attemptChange } from '../shared/refusals.js';
import { UserError } from '../../errors/user-error.type.js';
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
  @Field(() => Notification, {
    nullable: true,
    description:
      'What to tell the shopper: SUCCESS when every product went into the cart, WARNING when some are no longer available, ERROR when none is; null with userErrors.',
  })
  notification!: Notification | null;
  @Field(() => [UserError], { description: 'ORDER_NOT_FOUND (field orderId); REQUIRED or ID_INVALID on orderId.' })
  userErrors!: UserError[];
}

/** The notice of a reorder, by how much of the order went into the cart (texts/<locale>/order.json). */
const reorderNotices = {
  allAdded: 'order:reorderAllAdded',
  someAdded: 'order:reorderSomeAdded',
  noneAdded: 'order:reorderNoneAdded',
} as const;

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
      message: messageFor(orderNotFound.text, context.locale),
    };
    return { cart: null, unavailable: [], notification: null, userErrors: [userError] };
  }
  const lines = order.lineItems.filter((line) => line.type === 'product' && line.productId);
  if (lines.length === 0) return { cart: await loadCart(context), unavailable: [], notification: null, userErrors: [] };
  // Adding an order's lines again is one addition to the cart, counted as addToCart is.
  const throttled = await context.attempts.check('addToCart');
  if (throttled) return { cart: null, unavailable: [], notification: null, userErrors: [throttled] };
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
