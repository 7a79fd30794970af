import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { Money } from '../shared/money.type.js';
import { Notification } from '../shared/notification.type.js';
import { UserError } from '../../errors/user-error.type.js';
import { PurchaseQuantity } from '../catalog/product.type.js';
import type { RawLinePrice } from './cart-raw-types.js';

export const CartMessageLevel = { NOTICE: 'NOTICE', WARNING: 'WARNING', ERROR: 'ERROR' } as const;
export type CartMessageLevelValue = (typeof CartMessageLevel)[keyof typeof CartMessageLevel];
registerEnumType(CartMessageLevel, {
  name: 'CartMessageLevel',
  description: "Shopware's cart error levels: 0 notice, 10 warning, 20 error.",
  valuesConfig: {
    NOTICE: { description: 'Level 0: for information only (e.g. promotion-discount-added).' },
    WARNING: { description: 'Level 10: the cart corrected something (e.g. a quantity lowered to the stock).' },
    ERROR: { description: 'Level 20: the cart cannot be ordered as it is (e.g. a product sold out).' },
  },
});

@ObjectType({
  description:
    'What the cart reports about its last calculation (a Shopware cart error), e.g. a quantity lowered to the stock.',
})
export class CartMessage {
  @Field(() => String, { description: "Shopware's messageKey, e.g. product-stock-reached, promotion-not-found." })
  key!: string;
  @Field(() => CartMessageLevel, { description: 'How serious it is (Shopware level 0, 10 or 20).' })
  level!: CartMessageLevelValue;
  @Field(() => String, {
    description: "In the request's language for the keys the shop knows, else Shopware's message.",
  })
  message!: string;
}

@ObjectType({ description: 'A position of the cart (a product, or another kind of line except promotions).' })
export class CartLineItem {
  @Field(() => ID, { description: 'The line item id (changeLineItemQuantity, removeLineItem).' }) id!: string;
  @Field(() => String, { description: "Shopware's line item type: product, custom, credit, container …" })
  type!: string;
  @Field(() => ID, { nullable: true, description: 'The product of a product line.' }) productId!: string | null;
  @Field(() => String, { description: "The line's name in the session's language (a product's name)." })
  label!: string;
  @Field(() => Int, { description: 'How many (bottles, packages …) the line holds, at least 1.' }) quantity!: number;
  @Field(() => Money, { description: 'The price of one unit as the cart calculated it for this quantity.' })
  unitPrice!: Money;
  @Field(() => Money, { description: 'Unit price × quantity.' }) totalPrice!: Money;
  @Field(() => Money, {
    nullable: true,
    description: 'The regular unit price to strike through, when it is above the unit price.',
  })
  listPrice!: Money | null;
  @Field(() => Image, { nullable: true, description: "The product's cover image; null when it has none." })
  cover!: Image | null;
  @Field(() => PurchaseQuantity, {
    description: "The quantities the line accepts (the product's minimum, maximum and steps, at most 99).",
  })
  quantityRules!: PurchaseQuantity;
  @Field(() => Boolean, { description: 'Whether removeLineItem may remove it (Shopware: removable).' })
  isRemovable!: boolean;
  @Field(() => Boolean, { description: 'Whether changeLineItemQuantity may change it.' })
  isQuantityChangeable!: boolean;
  @Field(() => String, { nullable: true, description: 'e.g. "2-4 Werktage".' }) deliveryTime!: string | null;

  /** The line's calculated price, for the reference price (which needs the product's type and unit). */
  rawPrice!: RawLinePrice | null;
}

@ObjectType({ description: 'A promotion code applied to the cart, with what it takes off.' })
export class CartPromotion {
  @Field(() => ID, { description: 'The discount line item.' }) lineItemId!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The code as entered, e.g. WEINFREUNDE10; null for an automatic promotion (no code), which the shopper cannot remove.',
  })
  code!: string | null;
  @Field(() => String, { description: 'The promotion, e.g. "Weinfreunde-Rabatt 10 %".' }) label!: string;
  @Field(() => Money, { description: 'The amount taken off (positive).' }) discount!: Money;
}

@ObjectType({ description: 'One VAT rate of a cart or order: the tax and the gross amount it is contained in.' })
export class TaxAmount {
  @Field(() => Float, { description: 'e.g. 19.' }) rate!: number;
  @Field(() => Money, { description: 'The VAT at this rate.' }) tax!: Money;
  @Field(() => Money, { description: 'The gross amount taxed at this rate.' }) base!: Money;
}

@ObjectType({ description: 'The delivery of the cart: method, costs and the expected delivery dates.' })
export class CartDelivery {
  @Field(() => ID, {
    nullable: true,
    description: 'The chosen shipping method (ShippingMethod.id); null when unknown.',
  })
  shippingMethodId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The shipping method's name in the session's language; null when unknown.",
  })
  shippingMethodName!: string | null;
  @Field(() => Money, { description: 'The shipping costs, gross (the same as Cart.shippingCosts).' }) costs!: Money;
  @Field(() => String, { nullable: true, description: 'ISO date-time.' }) earliestDeliveryDate!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO date-time.' }) latestDeliveryDate!: string | null;
}

@ObjectType({ description: 'The sums of a cart or order.' })
export class PriceTotals {
  @Field(() => Money, {
    description:
      "The goods' subtotal: the sum of the product lines' totals (every line but promotions), before discounts and shipping. What a summary prints first, so that goods − each discount + shipping = total.",
  })
  goods!: Money;
  @Field(() => Money, { description: 'Sum of the positions (products less discounts), without shipping.' })
  positions!: Money;
  @Field(() => Money, { description: 'The total without VAT.' }) net!: Money;
  @Field(() => Money, { description: 'What the shopper pays, shipping included.' }) total!: Money;
  @Field(() => String, { description: 'gross, net or tax-free.' }) taxStatus!: string;
}

@ObjectType({ description: "The session's cart." })
export class Cart {
  @Field(() => [CartLineItem], { description: 'Products (and other positions), without promotions.' })
  lineItems!: CartLineItem[];
  @Field(() => [CartPromotion], { description: 'The promotions applied (with or without a code); empty when none.' })
  promotions!: CartPromotion[];
  @Field(() => Int, { description: 'Product items counted by quantity (the cart badge).' }) itemCount!: number;
  @Field(() => Boolean, { description: 'The cart has no line at all (no products and no promotions).' })
  isEmpty!: boolean;
  @Field(() => Money, { description: 'Shipping costs of all deliveries.' }) shippingCosts!: Money;
  @Field(() => CartDelivery, { nullable: true, description: 'Null while the cart is empty.' })
  delivery!: CartDelivery | null;
  @Field(() => [TaxAmount], { description: 'The VAT breakdown by rate.' }) taxes!: TaxAmount[];
  @Field(() => PriceTotals, { description: 'Subtotal, positions, net and total of the cart.' }) totals!: PriceTotals;
  @Field(() => [CartMessage], {
    description: 'What the last calculation reported (stock, quantities, promotion codes).',
  })
  messages!: CartMessage[];
}

@ObjectType({
  description:
    'The answer of a cart mutation: the cart afterwards, a notification for the shopper, or why it was refused.',
})
export class CartPayload {
  @Field(() => Cart, { nullable: true, description: 'Null when the input was refused before any change.' })
  cart!: Cart | null;
  @Field(() => Notification, {
    nullable: true,
    description: 'What to tell the shopper about the change (a toast); null when there is nothing to tell.',
  })
  notification!: Notification | null;
  @Field(() => [UserError], { description: 'Why the change was refused; empty when it was done.' })
  userErrors!: UserError[];
}
