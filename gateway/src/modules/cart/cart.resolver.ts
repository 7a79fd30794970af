import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import {
  addPromotionCode,
  addToCart,
  changeLineItemQuantity,
  loadCart,
  removeLineItem,
  removePromotionCode,
} from './cart.service.js';
import { Cart, CartPayload } from './cart.type.js';
import { FreeShippingProgress, loadFreeShipping } from './free-shipping.js';

/**
 * The session's cart. Its mutations change only the cart, which no loader holds, so they clear
 * nothing (the session context stays as it is).
 */
@Resolver(() => Cart)
export class CartResolver {
  @Query(() => Cart, { description: "The session's cart (empty for a new session)." })
  cart(@Ctx() context: GatewayContext): Promise<Cart> {
    return loadCart(context);
  }

  @FieldResolver(() => FreeShippingProgress, {
    nullable: true,
    description:
      "How far the cart is from free shipping with its shipping method ('34,10 € to free shipping'); null for an empty cart or when the method never (or always) ships free.",
  })
  freeShipping(@Root() cart: Cart, @Ctx() context: GatewayContext): Promise<FreeShippingProgress | null> {
    return loadFreeShipping(context, cart);
  }

  @Mutation(() => CartPayload, {
    description:
      "Puts a product into the cart (quantity 1–99, QUANTITY_OUT_OF_RANGE otherwise). The notification is '{productName} has been added to cart.' unless the cart reports an error (e.g. sold out; an ERROR with its message) or could not take the amount (product-stock-reached: a WARNING with Shopware's message, nothing said to be added); an amount raised to the minimum or the purchase steps is added and the correction told (an INFO). A main product of variants (the voucher) is refused with PRODUCT_VARIANT_NOT_FOUND on productId: choose a variant (Product.hasVariants). Limited per session (Shopware's cart_add_line_item), with quantity changes and reorders: from the 61st within an hour 2 s between two, from the 121st 10 s; a refusal is RATE_LIMITED with the wait in seconds.",
  })
  addToCart(
    @Arg('productId', () => ID, { description: 'The product (or variant) to add (ID_INVALID when not an id).' })
    productId: string,
    @Arg('quantity', () => Int, {
      defaultValue: 1,
      description: 'How many to add: 1–99 (QUANTITY_OUT_OF_RANGE), added to what the cart already holds.',
    })
    quantity: number,
    @Ctx() context: GatewayContext,
  ): Promise<CartPayload> {
    return addToCart(context, productId, quantity);
  }

  @Mutation(() => CartPayload, {
    description:
      "Sets a line's quantity (1–99); Shopware corrects it to the product's rules and the notification says so. Counted with addToCart's additions (RATE_LIMITED with the wait in seconds).",
  })
  changeLineItemQuantity(
    @Arg('lineItemId', () => ID, { description: 'CartLineItem.id (LINE_ITEM_NOT_FOUND when not in the cart).' })
    lineItemId: string,
    @Arg('quantity', () => Int, { description: 'The new quantity: 1–99 (QUANTITY_OUT_OF_RANGE).' }) quantity: number,
    @Ctx() context: GatewayContext,
  ): Promise<CartPayload> {
    return changeLineItemQuantity(context, lineItemId, quantity);
  }

  @Mutation(() => CartPayload, { description: 'Removes a line (LINE_ITEM_NOT_FOUND when it is not in the cart).' })
  removeLineItem(
    @Arg('lineItemId', () => ID, { description: 'CartLineItem.id of the line to remove.' }) lineItemId: string,
    @Ctx() context: GatewayContext,
  ): Promise<CartPayload> {
    return removeLineItem(context, lineItemId);
  }

  @Mutation(() => CartPayload, {
    description:
      "Applies a promotion code: 'Promotion code added successfully', or PROMOTION_NOT_FOUND ('Promotion code does not exist'), or PROMOTION_NOT_APPLIED with the reason. Every code tried counts, per session and per client address: from the 6th within a day 10 s between two, from the 11th 30 s, from the 21st 60 s (RATE_LIMITED with the wait in seconds; an address allows ten times as many). One per request.",
  })
  addPromotionCode(
    @Arg('code', () => String, {
      description: 'The code as the shopper typed it: required, at most 100 characters (REQUIRED, TOO_LONG).',
    })
    code: string,
    @Ctx() context: GatewayContext,
  ): Promise<CartPayload> {
    return addPromotionCode(context, code);
  }

  @Mutation(() => CartPayload, {
    description: "Removes a promotion code's discount; a code not in the cart leaves the cart unchanged.",
  })
  removePromotionCode(
    @Arg('code', () => String, { description: 'CartPromotion.code of the promotion to remove (any letter case).' })
    code: string,
    @Ctx() context: GatewayContext,
  ): Promise<CartPayload> {
    return removePromotionCode(context, code);
  }
}
