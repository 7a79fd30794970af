import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ProductFlag as ProductFlagValue } from '../../domain/product-flag.js';
import type { ProductType as ProductTypeValue } from '../../domain/product-type.js';
import { Image } from '../shared/image.type.js';
import { ProductPrice } from './product-price.type.js';
import { NutritionFacts, WineDetails } from './wine-details.type.js';

export const ProductType = { WINE: 'WINE', PACKAGE: 'PACKAGE' } as const;
registerEnumType(ProductType, {
  name: 'ProductType',
  description:
    "Wine card or package card: 'Weinart' Sortiment is a PACKAGE; Rotwein, Weisswein, Sekt, anything else or none is a WINE.",
});

export const ProductFlag = { SOLD_OUT: 'SOLD_OUT', TOP_SELLER: 'TOP_SELLER', NEW: 'NEW' } as const;
registerEnumType(ProductFlag, {
  name: 'ProductFlag',
  description: "The card's flag: SOLD_OUT when not available, else TOP_SELLER, else NEW.",
});

@ObjectType({ description: 'How many items a shopper may put into the cart at once.' })
export class PurchaseQuantity {
  @Field(() => Int, { description: 'At least 1.' }) min!: number;
  @Field(() => Int, { description: 'At most 99; less for closeouts with little stock.' }) max!: number;
  @Field(() => Int, { description: 'Purchase steps: quantities go min, min + step, …' }) step!: number;
  @Field(() => [Int], {
    nullable: true,
    description: 'The quantities for a dropdown when step > 1; null for free entry (min..max).',
  })
  allowedQuantities!: number[] | null;
}

@ObjectType({ description: 'How long delivery takes, e.g. "2-4 Werktage".' })
export class DeliveryTime {
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) min!: number | null;
  @Field(() => Int, { nullable: true }) max!: number | null;
  @Field(() => String, { nullable: true, description: 'hour, day, week, month or year.' }) unit!: string | null;
}

@ObjectType({ description: 'A property of a product (an option of a property group), e.g. Rebsorte: Riesling.' })
export class ProductProperty {
  @Field(() => ID, { description: 'The property option id (the id a listing filter takes).' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => ID) groupId!: string;
  @Field(() => String) groupName!: string;
}

@ObjectType({ description: 'A product (wine, package or voucher) as the shop shows it.' })
export class Product {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'The main product when this is a variant (a voucher amount).' })
  parentId!: string | null;
  @Field(() => String) productNumber!: string;
  @Field(() => String) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Sanitised HTML (p, br, lists, strong/em/b/i, h2–h4, links with http(s), mailto, tel).',
  })
  descriptionHtml!: string | null;
  @Field(() => ProductType) type!: ProductTypeValue;
  @Field(() => ProductFlag, { nullable: true }) flag!: ProductFlagValue | null;
  @Field(() => Boolean, { description: 'Top-seller cards have a border.' }) isTopSeller!: boolean;
  @Field(() => Boolean) isNew!: boolean;
  @Field(() => ProductPrice) price!: ProductPrice;
  @Field(() => Image, { nullable: true, description: "The card's image." }) cover!: Image | null;
  @Field(() => [Image], { description: 'The gallery, by position.' }) images!: Image[];
  @Field(() => String, {
    description: 'Storefront path: the SEO path, e.g. /Riesling-trocken-2024/WB-W-2001, else /detail/{id}.',
  })
  path!: string;
  @Field(() => Boolean, { description: 'Can be bought; otherwise the card shows "Sold out" and no quantity selector.' })
  isAvailable!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: "Shopware's stock: the items in stock; a placed order lowers it, a cancelled one gives them back.",
  })
  stock!: number | null;
  @Field(() => Int, { nullable: true }) availableStock!: number | null;
  @Field(() => PurchaseQuantity) purchaseQuantity!: PurchaseQuantity;
  @Field(() => DeliveryTime, { nullable: true }) deliveryTime!: DeliveryTime | null;
  @Field(() => Boolean, {
    description:
      'A main product of variants (the voucher, whose amounts are its variants): it cannot go into the cart itself; the shopper chooses a variant on its page (path).',
  })
  hasVariants!: boolean;
  @Field(() => Boolean) isShippingFree!: boolean;
  @Field(() => Float, { nullable: true, description: 'Average review rating (1–5); null without reviews.' })
  ratingAverage!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The e-label widget's id; show the nutrition button only with one.",
  })
  nutritionLabelId!: string | null;
  @Field(() => NutritionFacts, { nullable: true }) nutrition!: NutritionFacts | null;
  @Field(() => WineDetails, {
    nullable: true,
    description: 'Analysis, soil, cultivation …; null for packages and vouchers.',
  })
  wineDetails!: WineDetails | null;
  @Field(() => [ProductProperty]) properties!: ProductProperty[];
  @Field(() => String, { nullable: true }) manufacturerName!: string | null;
  @Field(() => String, { nullable: true }) metaTitle!: string | null;
  @Field(() => String, { nullable: true }) metaDescription!: string | null;
  @Field(() => String, { nullable: true }) metaKeywords!: string | null;

  /** The main product whose variants make the configurator (null for products without variants). */
  variantParentId!: string | null;
  @Field(() => [ID], {
    description: "The variant's options (e.g. the voucher amount's option); empty for a product without variants.",
  })
  optionIds!: string[];
}
