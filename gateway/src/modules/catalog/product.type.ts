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
  valuesConfig: {
    WINE: { description: 'A single wine (or any product that is not a package): shown with the wine card.' },
    PACKAGE: { description: "A package of several wines (property 'Weinart' Sortiment): shown with the package card." },
  },
});

export const ProductFlag = { SOLD_OUT: 'SOLD_OUT', TOP_SELLER: 'TOP_SELLER', NEW: 'NEW' } as const;
registerEnumType(ProductFlag, {
  name: 'ProductFlag',
  description: "The card's flag: SOLD_OUT when not available, else TOP_SELLER, else NEW.",
  valuesConfig: {
    SOLD_OUT: { description: 'The product cannot be bought (isAvailable is false).' },
    TOP_SELLER: { description: 'Available and marked as a top seller in the shop.' },
    NEW: { description: 'Available, not a top seller, and marked as new (isNew).' },
  },
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
  @Field(() => String, { description: 'The delivery time as the shop words it, e.g. "2-4 Werktage".' }) name!: string;
  @Field(() => Int, { nullable: true, description: 'The shortest delivery time, in `unit`s; null when not given.' })
  min!: number | null;
  @Field(() => Int, { nullable: true, description: 'The longest delivery time, in `unit`s; null when not given.' })
  max!: number | null;
  @Field(() => String, { nullable: true, description: 'hour, day, week, month or year.' }) unit!: string | null;
}

@ObjectType({ description: 'A property of a product (an option of a property group), e.g. Rebsorte: Riesling.' })
export class ProductProperty {
  @Field(() => ID, { description: 'The property option id (the id a listing filter takes).' }) id!: string;
  @Field(() => String, { description: "The option's name in the session's language, e.g. Riesling." }) name!: string;
  @Field(() => ID, { description: 'The property group the option belongs to (FilterGroup.id).' }) groupId!: string;
  @Field(() => String, { description: "The group's name in the session's language, e.g. Rebsorte." })
  groupName!: string;
}

@ObjectType({ description: 'A product (wine, package or voucher) as the shop shows it.' })
export class Product {
  @Field(() => ID, { description: 'The product id (addToCart, product(id:), wishlist).' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The main product when this is a variant (a voucher amount).' })
  parentId!: string | null;
  @Field(() => String, { description: "The shop's article number, e.g. WB-W-2001." }) productNumber!: string;
  @Field(() => String, { description: "The name in the session's language, e.g. Riesling trocken 2024." })
  name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Sanitised HTML (p, br, lists, strong/em/b/i, h2–h4, links with http(s), mailto, tel).',
  })
  descriptionHtml!: string | null;
  @Field(() => ProductType, { description: 'Which card shows it: wine or package.' }) type!: ProductTypeValue;
  @Field(() => ProductFlag, { nullable: true, description: "The card's flag; null when none applies." })
  flag!: ProductFlagValue | null;
  @Field(() => Boolean, { description: 'Top-seller cards have a border.' }) isTopSeller!: boolean;
  @Field(() => Boolean, { description: 'Marked as new in the shop (the NEW flag unless sold out or a top seller).' })
  isNew!: boolean;
  @Field(() => ProductPrice, { description: "What it costs, in the session's currency, gross." }) price!: ProductPrice;
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
  @Field(() => Int, {
    nullable: true,
    description: "Shopware's available stock: the stock less the items of open orders; null when not given.",
  })
  availableStock!: number | null;
  @Field(() => PurchaseQuantity, { description: 'The quantities the cart accepts for this product.' })
  purchaseQuantity!: PurchaseQuantity;
  @Field(() => DeliveryTime, { nullable: true, description: 'How long delivery takes; null when not given.' })
  deliveryTime!: DeliveryTime | null;
  @Field(() => Boolean, {
    description:
      'A main product of variants (the voucher, whose amounts are its variants): it cannot go into the cart itself; the shopper chooses a variant on its page (path).',
  })
  hasVariants!: boolean;
  @Field(() => Boolean, { description: 'Shipped free of charge (Shopware: shippingFree).' }) isShippingFree!: boolean;
  @Field(() => Float, { nullable: true, description: 'Average review rating (1–5); null without reviews.' })
  ratingAverage!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The e-label widget's id; show the nutrition button only with one.",
  })
  nutritionLabelId!: string | null;
  @Field(() => NutritionFacts, { nullable: true, description: 'Nutrition per 100 ml; null when not given.' })
  nutrition!: NutritionFacts | null;
  @Field(() => WineDetails, {
    nullable: true,
    description: 'Analysis, soil, cultivation …; null for packages and vouchers.',
  })
  wineDetails!: WineDetails | null;
  @Field(() => [ProductProperty], { description: 'Its properties (grape, taste, region …); empty when none.' })
  properties!: ProductProperty[];
  @Field(() => String, { nullable: true, description: "The producer's name; null when none is set." })
  manufacturerName!: string | null;
  @Field(() => String, { nullable: true, description: "The page's <title> as the shop set it; null when none." })
  metaTitle!: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description for search engines; null when none.' })
  metaDescription!: string | null;
  @Field(() => String, { nullable: true, description: 'The meta keywords, comma-separated; null when none.' })
  metaKeywords!: string | null;

  /** The main product whose variants make the configurator (null for products without variants). */
  variantParentId!: string | null;
  @Field(() => [ID], {
    description: "The variant's options (e.g. the voucher amount's option); empty for a product without variants.",
  })
  optionIds!: string[];
}
