import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Money } from '../shared/money.type.js';

@ObjectType({ description: 'One step of a tier-price scale.' })
export class TierPrice {
  @Field(() => Int, { description: 'First quantity of the tier.' }) fromQuantity!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Last quantity of the tier; null for the last tier ("from fromQuantity").',
  })
  toQuantity!: number | null;
  @Field(() => Money, { description: 'Price of one item in this tier.' }) unitPrice!: Money;
}

@ObjectType({
  description: 'Contents (filling quantity) and base price (price per litre or kilogram), for wines and packages.',
})
export class ReferencePrice {
  @Field(() => Float, {
    description:
      'Contents of one item in `unitCode`, e.g. 0.75; 1 when the product has no reference price ("1 {unit}").',
  })
  fillingQuantity!: number;
  @Field(() => String, {
    nullable: true,
    description: "The unit's short code, e.g. l; null when the product has no unit.",
  })
  unitCode!: string | null;
  @Field(() => String, { nullable: true, description: "The unit's name, e.g. Liter." }) unitName!: string | null;
  @Field(() => Float, { description: 'The quantity the base price refers to, e.g. 1 for "per 1 l".' })
  referenceQuantity!: number;
  @Field(() => Money, {
    nullable: true,
    description: 'Price per `referenceQuantity` `unitCode`; null when the product has no reference price.',
  })
  basePrice!: Money | null;
}

@ObjectType({
  description:
    'What a product costs. Show `specialPrice` with `regularPrice` struck through when there is a special price, otherwise `regularPrice`; with tier prices show the scale.',
})
export class ProductPrice {
  @Field(() => Money, {
    description:
      'What one item costs at the smallest quantity (the first tier with tier prices); what the cart charges.',
  })
  unitPrice!: Money;
  @Field(() => Money, {
    description:
      "The regular price: the list price when there is one, the first tier's price with tier prices, else the unit price.",
  })
  regularPrice!: Money;
  @Field(() => Money, {
    nullable: true,
    description: 'The reduced price, only when regular price > special price > 0 and the product has no tier prices.',
  })
  specialPrice!: Money | null;
  @Field(() => [TierPrice], { description: 'The tier-price scale (at least two tiers), empty without one.' })
  tierPrices!: TierPrice[];
  @Field(() => ReferencePrice, {
    nullable: true,
    description: 'Filling quantity and base price; for wines and packages only.',
  })
  referencePrice!: ReferencePrice | null;
  @Field(() => Boolean, {
    description:
      "True for a main product whose variants cost different amounts (e.g. a voucher of 25 to 150 €): show 'from `fromPrice`' instead of the price.",
  })
  hasPriceRange!: boolean;
  @Field(() => Money, {
    nullable: true,
    description:
      "What one item costs at the least, shown as 'from …' (e.g. 'ab 8,50 €'); the price the price sortings order by: the cheapest variant's price when `hasPriceRange` (Shopware's calculatedCheapestPrice), the cheapest tier's with tier prices; null when the product has one price.",
  })
  fromPrice!: Money | null;
}
