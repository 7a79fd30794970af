import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Role } from '../../session/auth-checker.js';
import { loadCheckout, setCheckoutAddresses, setPaymentMethod, setShippingMethod } from './checkout.service.js';
import { Checkout, CheckoutPayload, PlaceOrderInput, PlaceOrderPayload } from './checkout.type.js';
import { placeOrder } from './place-order.service.js';

/**
 * The checkout: choices live in the session context (PATCH /context), so each choice clears the
 * request's salesChannelContext before the checkout is read again.
 */
@Resolver(() => Checkout)
export class CheckoutResolver {
  @Query(() => Checkout, {
    description: 'The checkout of the session: chosen and available methods, addresses, the cart.',
  })
  checkout(@Ctx() context: GatewayContext): Promise<Checkout> {
    return loadCheckout(context);
  }

  @Mutation(() => CheckoutPayload, { description: 'Chooses the shipping method (METHOD_NOT_FOUND for an unknown id).' })
  setShippingMethod(
    @Arg('id', () => ID, { description: 'ShippingMethod.id of one of Checkout.shippingMethods.' }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<CheckoutPayload> {
    return setShippingMethod(context, id);
  }

  @Mutation(() => CheckoutPayload, { description: 'Chooses the payment method (METHOD_NOT_FOUND for an unknown id).' })
  setPaymentMethod(
    @Arg('id', () => ID, { description: 'PaymentMethod.id of one of Checkout.paymentMethods.' }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<CheckoutPayload> {
    return setPaymentMethod(context, id);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => CheckoutPayload, {
    description:
      "Chooses the order's billing and/or delivery address among the customer's own (CUSTOMER_ADDRESS_NOT_FOUND otherwise).",
  })
  setCheckoutAddresses(
    @Arg('billingAddressId', () => ID, {
      nullable: true,
      description:
        'CustomerAddress.id for the bill; null keeps the current one (give at least one of the two: REQUIRED).',
    })
    billingAddressId: string | null,
    @Arg('shippingAddressId', () => ID, {
      nullable: true,
      description: 'CustomerAddress.id to deliver to; null keeps the current one.',
    })
    shippingAddressId: string | null,
    @Ctx() context: GatewayContext,
  ): Promise<CheckoutPayload> {
    return setCheckoutAddresses(context, billingAddressId, shippingAddressId);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => PlaceOrderPayload, {
    description:
      "Places the order from the cart; then pay it with handlePayment. One per request, limited per session, per client address (ten times as many) and per guest's e-mail: from the 4th order within a day 60 s between two, from the 6th 10 minutes, from the 11th a day (RATE_LIMITED with the wait in seconds). Of a closeout (sold no further than its stock) one shopper may order two cases (12) a day, beyond that at most half of the stock there was: ORDER_QUANTITY_LIMITED names the product and how many may still be ordered; the cart is left as it was.",
  })
  placeOrder(
    @Arg('input', () => PlaceOrderInput, {
      description: "The confirmations of the checkout page and the shopper's comment.",
    })
    input: PlaceOrderInput,
    @Ctx() context: GatewayContext,
  ): Promise<PlaceOrderPayload> {
    return placeOrder(context, input);
  }
}
