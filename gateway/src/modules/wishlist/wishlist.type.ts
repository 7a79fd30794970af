import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Product } from '../catalog/product.type.js';
import { Notification } from '../shared/notification.type.js';
import { UserError } from '../../errors/user-error.type.js';

@ObjectType({ description: "A page of the customer's wishlist (favourites), newest first." })
export class Wishlist {
  @Field(() => [Product], { description: 'The products of this page.' }) products!: Product[];
  @Field(() => Int, { description: 'Products on the wishlist in all.' }) total!: number;
  @Field(() => Int, { description: 'The page answered, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Products per page.' }) limit!: number;
}

@ObjectType({ description: 'The answer of addToWishlist.' })
export class AddToWishlistPayload {
  @Field(() => Product, { nullable: true, description: 'The product added; null when refused.' })
  product!: Product | null;
  @Field(() => Notification, {
    nullable: true,
    description: "'{productName} has been added to wishlist.'; null when refused.",
  })
  notification!: Notification | null;
  @Field(() => [UserError], {
    description: 'WISHLIST_PRODUCT_DUPLICATE, NOT_FOUND (unknown product), WISHLIST_NOT_ACTIVATED …',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of removeFromWishlist.' })
export class RemoveFromWishlistPayload {
  @Field(() => ID, { nullable: true, description: 'The product removed; null when refused.' }) removedProductId!:
    string | null;
  @Field(() => [UserError], { description: 'WISHLIST_PRODUCT_NOT_FOUND, WISHLIST_NOT_FOUND …' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of mergeWishlist.' })
export class MergeWishlistPayload {
  @Field(() => [ID], {
    nullable: true,
    description: 'The products handed over (those unknown to the shop are skipped); null when refused.',
  })
  productIds!: string[] | null;
  @Field(() => [UserError], {
    description:
      'REQUIRED (no ids), TOO_LONG (more than 100), ID_INVALID (a malformed id, on productIds.{index}), WISHLIST_NOT_ACTIVATED …',
  })
  userErrors!: UserError[];
}
