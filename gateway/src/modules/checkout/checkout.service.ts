import { z } from 'zod';
import { id } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import { inputText } from '../../i18n/texts.js';
import { loadCart } from '../cart/cart.service.js';
import { attemptChange, type RefusalTable } from '../shared/refusals.js';
import { loadPaymentMethods, loadShippingMethods } from '../system/system.service.js';
import { addressRefusals, methodRefusals } from './checkout-refusals.js';
import { mapCheckout } from './checkout.mapper.js';
import type { Checkout, CheckoutPayload } from './checkout.type.js';

/** The session context, the cart and the available methods, in parallel (one GET /context, shared). */
export async function loadCheckout(context: GatewayContext): Promise<Checkout> {
  const [salesChannelContext, cart, shippingMethods, paymentMethods] = await Promise.all([
    context.loaders.salesChannelContext(),
    loadCart(context),
    loadShippingMethods(context, true),
    loadPaymentMethods(context, true),
  ]);
  return mapCheckout(salesChannelContext, cart, shippingMethods, paymentMethods);
}

/**
 * PATCH /context (the token stays), then the checkout as it is now: the session context is read
 * again (its loader is cleared), the cart is repriced with the new choice.
 */
async function switchContext(
  context: GatewayContext,
  changes: Record<string, string>,
  refusals: RefusalTable,
  fieldMap: Record<string, string>,
): Promise<CheckoutPayload> {
  const result = await attemptChange(
    context.locale,
    refusals,
    () => context.storeApi.write('PATCH', '/context', changes),
    fieldMap,
  );
  if (!result.ok) return { checkout: null, userErrors: result.userErrors };
  context.loaders.salesChannelContext.clear();
  return { checkout: await loadCheckout(context), userErrors: [] };
}

export async function setShippingMethod(context: GatewayContext, methodId: string): Promise<CheckoutPayload> {
  const input = validateInput(z.object({ id }), { id: methodId }, context.locale);
  if (!input.ok) return { checkout: null, userErrors: input.userErrors };
  return switchContext(context, { shippingMethodId: methodId }, methodRefusals, { shippingMethodId: 'id' });
}

export async function setPaymentMethod(context: GatewayContext, methodId: string): Promise<CheckoutPayload> {
  const input = validateInput(z.object({ id }), { id: methodId }, context.locale);
  if (!input.ok) return { checkout: null, userErrors: input.userErrors };
  return switchContext(context, { paymentMethodId: methodId }, methodRefusals, { paymentMethodId: 'id' });
}

const addressesRule = z.object({ billingAddressId: id.optional(), shippingAddressId: id.optional() });

/** The order's billing and delivery address, from the customer's own addresses (Shopware refuses others). */
export async function setCheckoutAddresses(
  context: GatewayContext,
  billingAddressId?: string | null,
  shippingAddressId?: string | null,
): Promise<CheckoutPayload> {
  const ids = {
    ...(billingAddressId ? { billingAddressId } : {}),
    ...(shippingAddressId ? { shippingAddressId } : {}),
  };
  if (Object.keys(ids).length === 0) {
    const message = inputText('REQUIRED', context.locale);
    return { checkout: null, userErrors: [{ field: 'billingAddressId', code: 'REQUIRED', message }] };
  }
  const input = validateInput(addressesRule, ids, context.locale);
  if (!input.ok) return { checkout: null, userErrors: input.userErrors };
  return switchContext(context, ids, addressRefusals, {});
}
