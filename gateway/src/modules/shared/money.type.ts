import { Field, Float, ObjectType } from 'type-graphql';

/** Shared by every area that shows prices (catalogue, shipping methods, later the cart and orders). */
@ObjectType({ description: "An amount of money; formatting it (`6,90 €`) is the client's." })
export class Money {
  @Field(() => Float, {
    description:
      "The amount in currencyCode's major unit (euros, not cents), e.g. 6.9. Prices are gross (VAT included) unless the field says otherwise (e.g. PriceTotals.net, TaxAmount.tax).",
  })
  amount!: number;
  @Field(() => String, { description: 'ISO 4217 code, e.g. EUR.' }) currencyCode!: string;
}
