import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A currency of the shop.' })
export class Currency {
  @Field(() => ID, { description: 'The currency id.' }) id!: string;
  @Field(() => String, { description: 'ISO 4217 code, e.g. EUR.' }) isoCode!: string;
  @Field(() => String, { description: 'The sign to show with amounts, e.g. €.' }) symbol!: string;
  @Field(() => String, { description: "Its name in the session's language, e.g. Euro." }) name!: string;
}

@ObjectType({ description: 'A language of the shop.' })
export class Language {
  @Field(() => ID, { description: 'The language id.' }) id!: string;
  @Field(() => String, { description: 'Its own name, e.g. Deutsch.' }) name!: string;
  @Field(() => String, { description: 'Locale code, e.g. de-DE.' }) locale!: string;
}

@ObjectType({ description: 'The logged-in customer (or guest) of the session.' })
export class SessionCustomer {
  @Field(() => ID, { description: 'The customer id.' }) id!: string;
  @Field(() => String, { description: "The customer's first name (e.g. for the header's greeting)." })
  firstName!: string;
  @Field(() => String, { description: "The customer's last name." }) lastName!: string;
  @Field(() => String, { description: "The customer's e-mail address." }) email!: string;
  @Field(() => Boolean, { description: 'A guest session: ordered without a customer account.' }) isGuest!: boolean;
}

@ObjectType({
  description: "The shopper's session: who, in which currency and language, and what the header's badges count.",
})
export class Session {
  @Field(() => SessionCustomer, { nullable: true, description: 'Null for an anonymous visitor.' })
  customer!: SessionCustomer | null;
  @Field(() => Boolean, { description: 'A customer with an account is logged in (not a guest).' }) isLoggedIn!: boolean;
  @Field(() => Boolean, { description: 'A guest session.' }) isGuest!: boolean;
  @Field(() => Currency, { description: 'The currency of prices in this session.' }) currency!: Currency;
  @Field(() => Language, { description: 'The language of texts in this session.' }) language!: Language;
  @Field(() => Int, { description: 'Number of product items in the cart (sum of quantities).' }) cartItemCount!: number;
  @Field(() => Int, { description: 'Number of products on the wishlist (0 unless logged in).' }) wishlistCount!: number;
}
