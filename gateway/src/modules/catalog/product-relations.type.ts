import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { Money } from '../shared/money.type.js';
import { Product } from './product.type.js';

@ObjectType({ description: 'One choice of a variant group, e.g. the voucher amount 50 €.' })
export class VariantOption {
  @Field(() => ID, { description: 'The property option id of this choice.' }) id!: string;
  @Field(() => String, { description: "The choice's name in the session's language, e.g. 50 €." }) name!: string;
  @Field(() => String, { nullable: true, description: 'For colour groups (displayType color).' }) colorHexCode!:
    string | null;
  @Field(() => Image, { nullable: true, description: "The option's image, for media groups (displayType media)." })
  media!: Image | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The variant to put into the cart for this choice; null when no variant has it.',
  })
  variantId!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "That variant's own storefront path (its SEO path, else /detail/{id}): choosing the option opens it, as Shopware's storefront switches variants, so the choice and its product number survive a reload; null when no variant has it.",
  })
  path!: string | null;
  @Field(() => Money, { nullable: true, description: "That variant's unit price." }) price!: Money | null;
  @Field(() => Boolean, { description: 'The product asked for is this variant.' }) isSelected!: boolean;
  @Field(() => Boolean, { description: 'Its variant can be bought (false when sold out or when no variant has it).' })
  isAvailable!: boolean;
}

@ObjectType({ description: "A group of a product's variant choices (Shopware's configurator), e.g. Betrag." })
export class VariantGroup {
  @Field(() => ID, { description: 'The property group id.' }) id!: string;
  @Field(() => String, { description: "The group's name in the session's language, e.g. Betrag." }) name!: string;
  @Field(() => String, { nullable: true, description: 'text, color, media or select.' }) displayType!: string | null;
  @Field(() => [VariantOption], { description: "The group's choices, in the shop's order." })
  options!: VariantOption[];
}

@ObjectType({ description: 'A cross-selling group of a product, e.g. "Passt dazu", with its products.' })
export class CrossSellingGroup {
  @Field(() => ID, { description: 'The cross-selling id.' }) id!: string;
  @Field(() => String, { description: 'Its heading in the session\'s language, e.g. "Passt dazu".' }) name!: string;
  @Field(() => [Product], { description: "Its products, in the shop's order." }) products!: Product[];
}

@ObjectType({ description: 'A product review.' })
export class ProductReview {
  @Field(() => ID, { description: 'The review id.' }) id!: string;
  @Field(() => String, { description: "The review's headline." }) title!: string;
  @Field(() => String, { description: 'The review text as the reviewer wrote it.' }) content!: string;
  @Field(() => Float, { description: 'Points, 1 to 5.' }) rating!: number;
  @Field(() => String, { nullable: true, description: "The reviewer's name as shown; null when not given." })
  authorName!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time.' }) createdAt!: string | null;
}

@ObjectType({ description: "A page of a product's reviews, newest first." })
export class ProductReviewPage {
  @Field(() => [ProductReview], { description: 'The reviews of this page.' }) reviews!: ProductReview[];
  @Field(() => Int, { description: 'All reviews of the product.' }) total!: number;
  @Field(() => Int, { description: 'The page answered, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Reviews per page.' }) limit!: number;
}
