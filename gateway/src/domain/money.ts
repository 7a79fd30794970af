/** An amount in a currency. Formatting (`1 234,56 €`) is the client's: one function there. */
export interface Money {
  amount: number;
  /** ISO 4217, e.g. EUR. */
  currencyCode: string;
}

export const money = (amount: number, currencyCode: string): Money => ({ amount, currencyCode });
