import { placeOrder as placeOrderRule } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../../context.js';
import { validateInput } from '../../http/validate-input.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { withoutNulls } from '../shared/mutation-outcome.js';
import { attemptChange } from '../shared/refusals.js';
import type { RawOrder } from '../order/order-raw-types.js';
import { mapOrder } from '../order/order.mapper.js';
import { placeOrderRefusals } from './checkout-refusals.js';
import type { PlaceOrderInput, PlaceOrderPayload } from './checkout.type.js';

/**
 * POST /checkout/order from the session's cart, after the shared rule (terms accepted, comment at
 * most 1000 characters). An empty cart, or one with an error that blocks the order, is
 * ORDER_NOT_PLACEABLE. The answer is Shopware's order with its associations, so the summary needs
 * no second call; the products' stock changed, so the request's product loader is cleared.
 */
export async function placeOrder(context: GatewayContext, input: PlaceOrderInput): Promise<PlaceOrderPayload> {
  const checked = validateInput(placeOrderRule, withoutNulls({ ...input }), context.locale);
  if (!checked.ok) return { order: null, userErrors: checked.userErrors };
  const comment = checked.value.customerComment;
  const result = await attemptChange(context.locale, placeOrderRefusals, () =>
    context.storeApi.write<RawOrder>('POST', '/checkout/order', comment ? { customerComment: comment } : {}),
  );
  if (!result.ok) return { order: null, userErrors: result.userErrors };
  context.loaders.productsById.clearAll();
  return { order: mapOrder(result.value, currencyOf(context)), userErrors: [] };
}
