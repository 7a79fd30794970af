import { Field, Float, ObjectType } from 'type-graphql';

/** Shared by every area that shows prices (catalogue, shipping methods, later the cart and orders). */
@ObjectType({ description: "An amount of money; formatting it (`6,90 €`) is the client's." })
export class Money {
  @Field(() => Float) amount!: number;
  @Field(() => String, { description: 'ISO 4217 code, e.g. EUR.' }) currencyCode!: string;
}
