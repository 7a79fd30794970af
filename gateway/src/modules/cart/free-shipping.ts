import { Field, ObjectType } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { money } from '../../domain/money.js';
import { Money } from '../shared/money.type.js';
import { loadShippingMethods } from '../system/system.service.js';
import type { Cart } from './cart.type.js';

@ObjectType({
  description:
    "How far the cart is from free shipping with the cart's shipping method, by the shop's shipping price rules.",
})
export class FreeShippingProgress {
  @Field(() => Money, {
    description: 'The cart value (positions: products less discounts) from which the method ships free.',
  })
  threshold!: Money;
  @Field(() => Money, { description: 'What is still missing to the threshold; 0 once it is reached.' })
  remaining!: Money;
  @Field(() => Boolean, { description: 'Whether the cart ships free by the threshold (remaining is 0).' })
  isReached!: boolean;
}

/** The progress for the cart's shipping method; null for an empty cart or a method that never (or always) ships free. */
export async function loadFreeShipping(context: GatewayContext, cart: Cart): Promise<FreeShippingProgress | null> {
  const methodId = cart.delivery?.shippingMethodId;
  if (cart.isEmpty || !methodId) return null;
  // A hint beside the cart: when the shipping methods cannot be read, the cart shows without it.
  const methods = await loadShippingMethods(context, false).catch((error: unknown) => {
    context.log?.warn({ err: error }, 'Shipping methods unreadable: the cart shows without its free-shipping progress');
    return [];
  });
  const threshold = methods.find((method) => method.id === methodId)?.freeShippingFrom;
  if (!threshold) return null;
  const missing = Math.max(0, Math.round((threshold.amount - cart.totals.positions.amount) * 100) / 100);
  return { threshold, remaining: money(missing, threshold.currencyCode), isReached: missing === 0 };
}
