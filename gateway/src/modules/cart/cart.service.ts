import { z } from 'zod';
import { id, quantity, requiredText } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { backendCodes, userErrorOf } from '../../errors/error-catalogue.js';
import { validateInput } from '../shared/validate-input.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { attemptChange } from '../shared/refusals.js';
import type { RawCart } from './cart-raw-types.js';
import {
  addToCartNotification,
  blockingErrorOf,
  productLineOf,
  promotionOutcome,
  quantityChangeNotification,
} from './cart-notification.js';
import { cartRefusals } from './cart-refusals.js';
import { isPromotion, mapCart, promotionCodeOf } from './cart.mapper.js';
import type { Cart, CartPayload } from './cart.type.js';
import { shopText } from '../../domain/shop-text.js';

const LINE_ITEM = '/checkout/cart/line-item';
const addRule = z.object({ productId: id, quantity });
const changeRule = z.object({ lineItemId: requiredText(), quantity });
const lineItemRule = z.object({ lineItemId: requiredText() });
const codeRule = z.object({ code: requiredText(100) });

const refused = (userErrors: CartPayload['userErrors']): CartPayload => ({
  cart: null,
  notification: null,
  userErrors,
});
const cartOf = (context: GatewayContext, raw: RawCart): Cart => mapCart(raw, currencyOf(context), context.locale);

/** GET /checkout/cart (the session's cart; Shopware makes an empty one for a new token). */
export async function loadRawCart({ storeApi }: Pick<GatewayContext, 'storeApi'>): Promise<RawCart> {
  return storeApi.read<RawCart>('/checkout/cart');
}

export async function loadCart(context: GatewayContext): Promise<Cart> {
  return cartOf(context, await loadRawCart(context));
}

/** POST /checkout/cart/line-item with the product id as line id (as Shopware Frontends adds products). */
export async function addToCart(context: GatewayContext, productId: string, amount: number): Promise<CartPayload> {
  const input = validateInput(addRule, { productId, quantity: amount }, context.locale);
  if (!input.ok) return refused(input.userErrors);
  const throttled = await context.attempts.check('addToCart');
  if (throttled) return refused([throttled]);
  const item = { type: 'product', id: productId, referencedId: productId, quantity: amount };
  const result = await attemptChange(context.locale, cartRefusals, () =>
    context.storeApi.write<RawCart>('POST', LINE_ITEM, { items: [item] }),
  );
  if (!result.ok) return refused(result.userErrors);
  const raw = result.value;
  const line = productLineOf(raw, productId);
  // Shopware drops a main product of variants without an error: the shopper has to choose a variant.
  if (!line && !blockingErrorOf(raw))
    return refused([userErrorOf(backendCodes.CONTENT__PRODUCT_VARIANT_NOT_FOUND!, 'productId', context.locale)]);
  return {
    cart: cartOf(context, raw),
    notification: addToCartNotification(raw, productId, shopText(line?.label) ?? '', context.locale),
    userErrors: [],
  };
}

/** PATCH /checkout/cart/line-item: Shopware corrects the quantity to the product's rules and says so. */
export async function changeLineItemQuantity(
  context: GatewayContext,
  lineItemId: string,
  amount: number,
): Promise<CartPayload> {
  const input = validateInput(changeRule, { lineItemId, quantity: amount }, context.locale);
  if (!input.ok) return refused(input.userErrors);
  // A change can raise a line as an addition does: counted with them.
  const throttled = await context.attempts.check('addToCart');
  if (throttled) return refused([throttled]);
  const change = () =>
    context.storeApi.write<RawCart>('PATCH', LINE_ITEM, { items: [{ id: input.value.lineItemId, quantity: amount }] });
  const result = await attemptChange(context.locale, cartRefusals, change);
  if (!result.ok) return refused(result.userErrors);
  return {
    cart: cartOf(context, result.value),
    notification: quantityChangeNotification(result.value, context.locale),
    userErrors: [],
  };
}

/** POST /checkout/cart/line-item/delete (the DELETE with ?ids[] is deprecated). */
export async function removeLineItem(context: GatewayContext, lineItemId: string): Promise<CartPayload> {
  const input = validateInput(lineItemRule, { lineItemId }, context.locale);
  if (!input.ok) return refused(input.userErrors);
  const result = await attemptChange(context.locale, cartRefusals, () =>
    context.storeApi.write<RawCart>('POST', `${LINE_ITEM}/delete`, { ids: [input.value.lineItemId] }),
  );
  if (!result.ok) return refused(result.userErrors);
  return { cart: cartOf(context, result.value), notification: null, userErrors: [] };
}

/** A promotion code is a line item of type promotion with the code as referencedId. */
export async function addPromotionCode(context: GatewayContext, code: string): Promise<CartPayload> {
  const input = validateInput(codeRule, { code }, context.locale);
  if (!input.ok) return refused(input.userErrors);
  // Every code tried counts, found or not: a guesser's hundreds are slowed per session and client address.
  const throttled = await context.attempts.check('addPromotionCode');
  if (throttled) return refused([throttled]);
  const item = { type: 'promotion', referencedId: input.value.code };
  const result = await attemptChange(
    context.locale,
    cartRefusals,
    () => context.storeApi.write<RawCart>('POST', LINE_ITEM, { items: [item] }),
    {
      referencedId: 'code',
    },
  );
  if (!result.ok) return refused(result.userErrors);
  const { notification, userErrors } = promotionOutcome(result.value, input.value.code, context.locale);
  return { cart: cartOf(context, result.value), notification, userErrors };
}

/** Removes the code's discount line(s); a code that is not in the cart leaves the cart as it is. */
export async function removePromotionCode(context: GatewayContext, code: string): Promise<CartPayload> {
  const input = validateInput(codeRule, { code }, context.locale);
  if (!input.ok) return refused(input.userErrors);
  const current = await loadRawCart(context);
  const wanted = input.value.code.toLowerCase();
  const ids = (current.lineItems ?? [])
    .filter((item) => isPromotion(item) && promotionCodeOf(item).toLowerCase() === wanted)
    .map((item) => item.id);
  if (ids.length === 0) return { cart: cartOf(context, current), notification: null, userErrors: [] };
  const result = await attemptChange(context.locale, cartRefusals, () =>
    context.storeApi.write<RawCart>('POST', `${LINE_ITEM}/delete`, { ids }),
  );
  if (!result.ok) return refused(result.userErrors);
  return { cart: cartOf(context, result.value), notification: null, userErrors: [] };
}
