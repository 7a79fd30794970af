import { round, type calculatedPrice } from '../catalogue/price.js';

/**
 * Shopware's gross price arithmetic (Checkout/Cart/Price/*, Tax/PercentageTaxRuleBuilder.php)
 * with the context's rounding: 2 decimals, interval 0.01 (the only currency is the euro).
 */
export type CalculatedPrice = ReturnType<typeof calculatedPrice>;
export interface TaxRule {
  taxRate: number;
  percentage: number;
}

const taxRuleJson = (rule: TaxRule) => ({
  taxRate: rule.taxRate,
  percentage: rule.percentage,
  apiAlias: 'cart_tax_rule',
});

/**
 * QuantityPriceDefinition through GrossPriceCalculator: a gross unit price split over tax rules
 * (each rule taxes its percentage of the price), taxes rounded per rule after multiplying.
 */
export function grossPrice(unitPrice: number, quantity: number, rules: TaxRule[]): CalculatedPrice {
  const unit = round(unitPrice);
  return {
    unitPrice: unit,
    quantity,
    totalPrice: round(unit * quantity),
    calculatedTaxes: rules.map((rule) => {
      const portion = (unit * rule.percentage) / 100;
      return {
        tax: round((portion / (100 + rule.taxRate)) * rule.taxRate * quantity),
        taxRate: rule.taxRate,
        price: round(portion * quantity),
        apiAlias: 'cart_tax_calculated',
      };
    }),
    taxRules: rules.map(taxRuleJson),
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** PercentageTaxRuleBuilder::buildRules(): the share of each tax rate in a sum of prices. */
export function taxRulesOf(prices: CalculatedPrice[]): TaxRule[] {
  const total = prices.reduce((sum, price) => sum + price.totalPrice, 0);
  return sumTaxes(prices).map((tax) => ({
    taxRate: tax.taxRate,
    percentage: total > 0 ? (tax.price / total) * 100 : 0,
  }));
}

/** PriceCollection::getCalculatedTaxes() rounded: taxes of all prices merged per tax rate. */
export function sumTaxes(prices: CalculatedPrice[]) {
  const byRate = new Map<number, { tax: number; price: number }>();
  for (const tax of prices.flatMap((price) => price.calculatedTaxes)) {
    const entry = byRate.get(tax.taxRate) ?? { tax: 0, price: 0 };
    entry.tax += tax.tax;
    entry.price += tax.price;
    byRate.set(tax.taxRate, entry);
  }
  return [...byRate.entries()].map(([taxRate, entry]) => ({
    tax: round(entry.tax),
    taxRate,
    price: round(entry.price),
    apiAlias: 'cart_tax_calculated',
  }));
}

/** The tax rules of a sum of prices (TaxRuleCollection keyed by rate: the first rule of a rate wins). */
function mergedRules(prices: CalculatedPrice[]) {
  const byRate = new Map<number, { taxRate: number; percentage: number; apiAlias: string }>();
  for (const rule of prices.flatMap((price) => price.taxRules)) {
    if (!byRate.has(rule.taxRate)) byRate.set(rule.taxRate, taxRuleJson(rule));
  }
  return [...byRate.values()];
}

/**
 * AmountCalculator::calculateGrossAmount() with horizontal tax calculation: line items and
 * shipping costs summed, taxes summed per rate, the net price what remains without them.
 */
export function cartPrice(linePrices: CalculatedPrice[], shippingCosts: CalculatedPrice[]) {
  const all = [...linePrices, ...shippingCosts];
  const total = all.reduce((sum, price) => sum + price.totalPrice, 0);
  const calculatedTaxes = sumTaxes(all);
  const taxAmount = calculatedTaxes.reduce((sum, tax) => sum + tax.tax, 0);
  return {
    netPrice: round(total - taxAmount),
    totalPrice: round(total),
    calculatedTaxes,
    taxRules: mergedRules(all),
    positionPrice: round(linePrices.reduce((sum, price) => sum + price.totalPrice, 0)),
    rawTotal: round(total),
    taxStatus: 'gross' as const,
    apiAlias: 'cart_price',
  };
}
export type CartPrice = ReturnType<typeof cartPrice>;

/**
 * `new CalculatedPrice($unitPrice, $sum->getTotalPrice(), $sum->getCalculatedTaxes(), $sum->getTaxRules())`:
 * quantity 1, no reference, list or regulation price; for amounts and costs summed from other prices.
 */
export function summedPrice(
  unitPrice: number,
  sum: Pick<CartPrice, 'totalPrice' | 'calculatedTaxes' | 'taxRules'>,
): CalculatedPrice {
  return {
    unitPrice,
    quantity: 1,
    totalPrice: sum.totalPrice,
    calculatedTaxes: sum.calculatedTaxes,
    taxRules: sum.taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** A transaction's amount: the whole cart (or order) price (TransactionProcessor, SetPaymentOrderRoute). */
export const transactionAmount = (price: CartPrice): CalculatedPrice => summedPrice(price.totalPrice, price);

/** TransactionProcessor::process(): one transaction over the whole amount with the context's payment method. */
export function transactionsOf(price: CartPrice, paymentMethodId: string) {
  return [{ paymentMethodId, amount: transactionAmount(price), validationStruct: null, apiAlias: 'cart_transaction' }];
}
