import { Field, ID, ObjectType } from 'type-graphql';
import { Image } from '../shared/image.type.js';
import { Money } from '../shared/money.type.js';

@ObjectType({ description: 'A payment method of the shop (the footer shows its logo, or its name when it has none).' })
export class PaymentMethod {
  @Field(() => ID, { description: 'The payment method id, as `setPaymentMethod` takes it.' }) id!: string;
  @Field(() => String, { description: "Its name in the session's language, e.g. PayPal." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The shop's text for the method, as configured in Shopware; for prepayment it holds the shop's bank details (lines separated by newlines).",
  })
  description!: string | null;
  @Field(() => Image, { nullable: true, description: 'Null when the method has no logo.' }) logo!: Image | null;
  @Field(() => Boolean, {
    description:
      "Whether the shopper pays by bank transfer before shipping (Shopware's prepayment, technical name payment_prepayment): an order then shows the description's bank details, the amount and the order number as the transfer's reference.",
  })
  isBankTransfer!: boolean;
}

@ObjectType({ description: 'A shipping method of the shop.' })
export class ShippingMethod {
  @Field(() => ID, { description: 'The shipping method id, as `setShippingMethod` takes it.' }) id!: string;
  @Field(() => String, { description: "Its name in the session's language, e.g. Standard." }) name!: string;
  @Field(() => String, { nullable: true, description: "The shop's short text about it; null when none." })
  description!: string | null;
  @Field(() => String, { nullable: true, description: 'The delivery time as the shop words it, e.g. "2-4 Werktage".' })
  deliveryTime!: string | null;
  @Field(() => Money, {
    nullable: true,
    description:
      "The method's base price in the session's currency (its first price row); the cart computes the real shipping costs.",
  })
  price!: Money | null;
  @Field(() => Money, {
    nullable: true,
    description:
      "The cart value (its positions: products less discounts) from which this method ships free, from the shop's shipping price rules; null when it never ships free, or always does.",
  })
  freeShippingFrom!: Money | null;
}

@ObjectType({ description: 'A state (federal state, canton, province) of a country.' })
export class CountryState {
  @Field(() => ID, { description: 'The state id, as `AddressInput.countryStateId` takes it.' }) id!: string;
  @Field(() => String, { description: "Its name in the session's language, e.g. Rheinland-Pfalz." }) name!: string;
  @Field(() => String, { description: 'ISO 3166-2 code, e.g. DE-RP.' }) shortCode!: string;
}

@ObjectType({ description: 'A country the shop sells to.' })
export class Country {
  @Field(() => ID, { description: 'The country id, as `AddressInput.countryId` takes it.' }) id!: string;
  @Field(() => String, { description: "Its name in the session's language, e.g. Deutschland." }) name!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code, e.g. DE.' }) iso!: string;
  @Field(() => [CountryState], {
    description: "Its states in the shop's order (position, then name); empty when it has none.",
  })
  states!: CountryState[];
  @Field(() => Boolean, { description: 'An address in this country needs a state.' }) stateRequired!: boolean;
  @Field(() => Boolean, { description: 'An address in this country needs a zip code (REQUIRED).' })
  postalCodeRequired!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'The pattern the whole zip code must match, case-sensitive, as Shopware checks it (a PCRE body like \\d{5}, without anchors); null when the country checks none. A zip code off it is refused with ZIPCODE_INVALID.',
  })
  postalCodePattern!: string | null;
}

@ObjectType({ description: 'A salutation for addresses and the customer account.' })
export class Salutation {
  @Field(() => ID, { description: 'The salutation id, as the inputs take it (salutationId).' }) id!: string;
  @Field(() => String, { description: "Shopware's key: mr, mrs, not_specified …" }) key!: string;
  @Field(() => String, { description: "The name in the session's language, e.g. Frau." }) displayName!: string;
}

@ObjectType({
  description:
    "A sales-channel domain: one address of the shop with its language, currency and snippet set (the storefront's domain configuration).",
})
export class SalesChannelDomain {
  @Field(() => String, { description: 'The full address, e.g. https://shop.example/en.' }) url!: string;
  @Field(() => String, { description: 'Scheme, host and port of the address.' }) origin!: string;
  @Field(() => String, { description: 'Host (and port) of the address.' }) host!: string;
  @Field(() => String, { description: 'The path the storefront runs under: / or e.g. /en.' }) pathPrefix!: string;
  @Field(() => ID, { description: "The domain entity's id." }) domainId!: string;
  @Field(() => ID, { description: 'The currency the shop uses under this address.' }) currencyId!: string;
  @Field(() => ID, { description: 'The snippet set (translations of the storefront) of this address.' })
  snippetSetId!: string;
  @Field(() => ID, { description: 'The language the shop uses under this address.' }) languageId!: string;
  @Field(() => String, { description: "The language's own name, e.g. Deutsch." }) languageName!: string;
  @Field(() => String, { description: 'The label of its locale for a language switch.' }) languageLabel!: string;
  @Field(() => String, { description: 'Locale code, e.g. de-DE.' }) languageLocaleCode!: string;
}
