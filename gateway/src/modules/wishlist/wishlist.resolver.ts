import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Role } from '../../session/auth-checker.js';
import { checkPaging } from '../catalog/catalog.args.js';
import { MAX_LIMIT } from '../catalog/product-criteria.js';
import { addToWishlist, loadWishlist, mergeWishlist, removeFromWishlist } from './wishlist.service.js';
import { AddToWishlistPayload, MergeWishlistPayload, RemoveFromWishlistPayload, Wishlist } from './wishlist.type.js';
import { limitArg, PAGE_ARG } from '../shared/paging.args.js';

/**
 * The logged-in customer's wishlist. Guests and anonymous visitors get UNAUTHENTICATED: the client
 * keeps their wishlist and hands it to login (guestWishlistProductIds) or, after a registration, to
 * mergeWishlist.
 */
@Resolver()
export class WishlistResolver {
  @Authorized(Role.Customer)
  @Query(() => Wishlist, { nullable: true, description: 'The wishlist, newest first, paged (limit 1–100).' })
  wishlist(
    @Arg('page', () => Int, PAGE_ARG) page: number,
    @Arg('limit', () => Int, limitArg(MAX_LIMIT)) limit: number,
    @Ctx() context: GatewayContext,
  ): Promise<Wishlist> {
    checkPaging(page, limit, context.locale);
    return loadWishlist(context, page, limit);
  }

  @Authorized(Role.Customer)
  @Mutation(() => AddToWishlistPayload, { description: 'Adds a product to the wishlist.' })
  addToWishlist(
    @Arg('productId', () => ID, { description: 'Product.id of the product to add (ID_INVALID when not an id).' })
    productId: string,
    @Ctx() context: GatewayContext,
  ): Promise<AddToWishlistPayload> {
    return addToWishlist(context, productId);
  }

  @Authorized(Role.Customer)
  @Mutation(() => RemoveFromWishlistPayload, { description: 'Removes a product from the wishlist.' })
  removeFromWishlist(
    @Arg('productId', () => ID, { description: 'Product.id of the product to remove (ID_INVALID when not an id).' })
    productId: string,
    @Ctx() context: GatewayContext,
  ): Promise<RemoveFromWishlistPayload> {
    return removeFromWishlist(context, productId);
  }

  @Authorized(Role.Customer)
  @Mutation(() => MergeWishlistPayload, {
    description:
      "Adds the products of a visitor's wishlist kept by the client (1–100) to the customer's, in one call (after a registration; login takes them itself).",
  })
  mergeWishlist(
    @Arg('productIds', () => [ID], {
      description: 'The product ids of the guest wishlist: 1–100 (REQUIRED, TOO_LONG, ID_INVALID).',
    })
    productIds: string[],
    @Ctx() context: GatewayContext,
  ): Promise<MergeWishlistPayload> {
    return mergeWishlist(context, productIds);
  }
}
