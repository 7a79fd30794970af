import { placeOrder as placeOrderRule } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { withoutNulls } from '../shared/mutation-outcome.js';
import { attemptChange } from '../shared/refusals.js';
import type { RawOrder } from '../order/order-raw-types.js';
import { mapOrder } from '../order/order.mapper.js';
import { placeOrderRefusals } from './checkout-refusals.js';
import type { PlaceOrderInput, PlaceOrderPayload } from './checkout.type.js';
import { closeoutClaims, lineLabelOf } from './closeout-claims.js';
import { loadRawCart } from '../cart/cart.service.js';
import { gatewayMessages } from '../../errors/error-catalogue.js';
import { messageFor } from '../../i18n/texts.js';
import type { UserError } from '../../errors/user-error.type.js';

/**
 * POST /checkout/order from the session's cart, after the shared rule (terms accepted, comment at
 * most 1000 characters). An empty cart, or one with an error that blocks the order, is
 * ORDER_NOT_PLACEABLE. The answer is Shopware's order with its associations, so the summary needs
 * no second call; the products' stock changed, so the request's product loader is cleared.
 */
export async function placeOrder(context: GatewayContext, input: PlaceOrderInput): Promise<PlaceOrderPayload> {
  const checked = validateInput(placeOrderRule, withoutNulls({ ...input }), context.locale);
  if (!checked.ok) return { order: null, userErrors: checked.userErrors };
  const limited = await orderLimits(context);
  if (!limited.ok) return { order: null, userErrors: limited.userErrors };
  const comment = checked.value.customerComment;
  const result = await attemptChange(context.locale, placeOrderRefusals, () =>
    context.storeApi.write<RawOrder>('POST', '/checkout/order', comment ? { customerComment: comment } : {}),
  );
  if (!result.ok) {
    await limited.release();
    return { order: null, userErrors: result.userErrors };
  }
  context.loaders.productsById.clearAll();
  return { order: mapOrder(result.value, currencyOf(context)), userErrors: [] };
}

/**
 * The limits on orders (docs/adr/0029): the count per session, client address and a guest's e-mail (the
 * address the confirmation goes to; a customer's own is not counted), then the closeout lines against the
 * shopper's share of their stock. Read before the order: the session's customer and cart.
 */
async function orderLimits(
  context: GatewayContext,
): Promise<{ ok: true; release(): Promise<void> } | { ok: false; userErrors: UserError[] }> {
  const [{ customer }, cart] = await Promise.all([context.loaders.salesChannelContext(), loadRawCart(context)]);
  const unprovenEmail = customer?.guest ? customer.email : null;
  const throttled = await context.attempts.check('placeOrder', null, unprovenEmail);
  if (throttled) return { ok: false, userErrors: [throttled] };
  const claim = await context.attempts.claimStock(closeoutClaims(cart), unprovenEmail);
  if (claim.accepted) return { ok: true, release: claim.release };
  const parameters = { product: lineLabelOf(cart, claim.productId), quantity: claim.available };
  const refusal = claim.available > 0 ? gatewayMessages.orderQuantityLimited : gatewayMessages.orderQuantityNoneLeft;
  return {
    ok: false,
    userErrors: [{ field: null, code: refusal.code, message: messageFor(refusal.text, context.locale, parameters) }],
  };
}
