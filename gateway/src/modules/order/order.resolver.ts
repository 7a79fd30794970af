import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Role } from '../../session/auth-checker.js';
import { DEFAULT_LIMIT } from '../catalog/product-criteria.js';
import { cancelOrder, changeOrderPaymentMethod, loadOrder, loadOrders } from './order.service.js';
import { openOrderByDeepLink } from './deep-link-order.service.js';
import { handlePayment } from './payment.service.js';
import { Order, OrderPage, OrderPayload, PaymentPayload } from './order.type.js';
import { limitArg, PAGE_ARG } from '../shared/paging.args.js';
import { reorder, ReorderPayload } from './reorder.js';

/**
 * Orders and their payment. The order history is the account's (customers only); a single order,
 * its payment and a change of its payment method are also the guest session's own (the success and
 * payment-failure pages). Nothing here is held by a loader, so the mutations clear none.
 */
/** The description of handlePayment's return addresses, checked by returnUrlErrors. */
const PAYMENT_RETURN_URL = (when: string) =>
  `Absolute http(s) address on one of the shop's own origins (STOREFRONT_URL; URL_INVALID otherwise) where the payment provider sends the shopper ${when}; null: Shopware's default.`;

@Resolver(() => Order)
export class OrderResolver {
  @Authorized(Role.Customer)
  @Query(() => OrderPage, { description: "The customer's orders, newest first (limit 1–100)." })
  orders(
    @Arg('page', () => Int, PAGE_ARG) page: number,
    @Arg('limit', () => Int, limitArg(DEFAULT_LIMIT)) limit: number,
    @Ctx() context: GatewayContext,
  ): Promise<OrderPage> {
    return loadOrders(context, page, limit);
  }

  @Authorized(Role.CustomerOrGuest)
  @Query(() => Order, { description: "An order of the session's customer or guest; NOT_FOUND for any other." })
  order(
    @Arg('id', () => ID, { description: 'Order.id (32 hex digits, else BAD_USER_INPUT).' }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    return loadOrder(context, id);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => ReorderPayload, {
    description:
      "Orders again ('Erneut bestellen'): the product lines of one of the session's orders go into the cart in their quantities; what is no longer sold is left out and named (unavailable, and a WARNING notification; an ERROR when nothing could be added). Another shopper's order is ORDER_NOT_FOUND.",
  })
  reorder(
    @Arg('orderId', () => ID, { description: 'The order to order again.' }) orderId: string,
    @Ctx() context: GatewayContext,
  ): Promise<ReorderPayload> {
    return reorder(context, orderId);
  }

  @Mutation(() => OrderPayload, {
    description:
      "Opens the order of a mail's link `/account/order/{deepLinkCode}` (Shopware's order confirmation and payment mails), for anyone. " +
      "The session's own order (a customer's, or the guest session's that placed it) needs only the code; anyone else gives the order's " +
      'e-mail address and the postal code of its billing address (a guest order; the Store API compares both without regard to case). ' +
      'userErrors: REQUIRED / EMAIL_INVALID / TOO_LONG naming deepLinkCode, email or zipcode; ORDER_ACCESS_DENIED (field null) for a wrong ' +
      'e-mail, a wrong postal code, or an unknown or expired code (older than 30 days), without saying which; LOGIN_REQUIRED when the order ' +
      "belongs to a customer account (log in, then call again); ORDER_NOT_FOUND (field deepLinkCode) when a logged-in customer's account " +
      'has no such order and no e-mail and postal code were given; CUSTOMER_AUTH_THROTTLED after 10 failed attempts for a code (the message says how long to wait).',
  })
  openOrderByDeepLink(
    @Arg('deepLinkCode', () => String, {
      description: "The last path segment of the mail's link /account/order/{deepLinkCode}.",
    })
    deepLinkCode: string,
    @Arg('email', () => String, {
      nullable: true,
      description: "The order's e-mail address; needed unless the order is the session's own.",
    })
    email: string | null,
    @Arg('zipcode', () => String, {
      nullable: true,
      description: "The postal code of the order's billing address; needed unless the order is the session's own.",
    })
    zipcode: string | null,
    @Ctx() context: GatewayContext,
  ): Promise<OrderPayload> {
    return openOrderByDeepLink(context, { deepLinkCode, email, zipcode });
  }

  @Authorized(Role.Customer)
  @Mutation(() => OrderPayload, {
    description: 'Cancels an open order (ORDER_NOT_CANCELLABLE once it is in progress or done).',
  })
  cancelOrder(
    @Arg('orderId', () => ID, { description: "Order.id of one of the customer's orders." }) orderId: string,
    @Ctx() context: GatewayContext,
  ): Promise<OrderPayload> {
    return cancelOrder(context, orderId);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => OrderPayload, {
    description:
      'Chooses another payment method for an order that is not paid (after a failed payment); call handlePayment next.',
  })
  changeOrderPaymentMethod(
    @Arg('orderId', () => ID, { description: "Order.id of the session's order." }) orderId: string,
    @Arg('paymentMethodId', () => ID, { description: 'PaymentMethod.id of the new payment method.' })
    paymentMethodId: string,
    @Ctx() context: GatewayContext,
  ): Promise<OrderPayload> {
    return changeOrderPaymentMethod(context, orderId, paymentMethodId);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => PaymentPayload, {
    description:
      "Pays an order with its payment method. finishUrl and errorUrl (absolute, the shop's) are where a payment provider returns the shopper; a failed payment answers ORDER_NOT_PAID.",
  })
  handlePayment(
    @Arg('orderId', () => ID, { description: "Order.id of the session's order (ID_INVALID when not an id)." })
    orderId: string,
    @Arg('finishUrl', () => String, { nullable: true, description: PAYMENT_RETURN_URL('after a payment') })
    finishUrl: string | null,
    @Arg('errorUrl', () => String, { nullable: true, description: PAYMENT_RETURN_URL('after a failed payment') })
    errorUrl: string | null,
    @Ctx() context: GatewayContext,
  ): Promise<PaymentPayload> {
    return handlePayment(context, orderId, finishUrl, errorUrl);
  }
}
