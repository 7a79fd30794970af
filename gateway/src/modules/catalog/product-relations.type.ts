import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { Money } from '../shared/money.type.js';
import { Product } from './product.type.js';

@ObjectType({ description: 'One choice of a variant group, e.g. the voucher amount 50 €.' })
export class VariantOption {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
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
  @Field(() => Boolean) isAvailable!: boolean;
}

@ObjectType({ description: "A group of a product's variant choices (Shopware's configurator), e.g. Betrag." })
export class VariantGroup {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'text, color, media or select.' }) displayType!: string | null;
  @Field(() => [VariantOption]) options!: VariantOption[];
}

@ObjectType({ description: 'A cross-selling group of a product, e.g. "Passt dazu", with its products.' })
export class CrossSellingGroup {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => [Product]) products!: Product[];
}

@ObjectType({ description: 'A product review.' })
export class ProductReview {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => Float, { description: 'Points, 1 to 5.' }) rating!: number;
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time.' }) createdAt!: string | null;
}

@ObjectType({ description: "A page of a product's reviews, newest first." })
export class ProductReviewPage {
  @Field(() => [ProductReview]) reviews!: ProductReview[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
}
