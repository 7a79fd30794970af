import type { ProductRecord } from './records.js';

/** Rounds like Shopware's CashRounding with 2 decimals (half away from zero). */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON)) / factor;
}

/** The tax contained in a gross amount. */
export const taxOfGross = (gross: number, taxRate: number): number => round(gross - gross / (1 + taxRate / 100));

export interface ReferenceInfo {
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

/** A Store API CalculatedPrice for `quantity` items at a gross unit price. */
export function calculatedPrice(
  unitPrice: number,
  quantity: number,
  taxRate: number,
  listPrice: number | null,
  reference: ReferenceInfo | null,
) {
  const totalPrice = round(unitPrice * quantity);
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [
      { tax: taxOfGross(totalPrice, taxRate), taxRate, price: totalPrice, apiAlias: 'cart_tax_calculated' },
    ],
    taxRules: [{ taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: reference
      ? {
          purchaseUnit: reference.purchaseUnit,
          referenceUnit: reference.referenceUnit,
          unitName: reference.unitName,
          price: round((unitPrice / reference.purchaseUnit) * reference.referenceUnit),
          listPrice: null,
          regulationPrice: null,
          hasRange: false,
          apiAlias: 'cart_price_reference',
        }
      : null,
    listPrice:
      listPrice !== null && listPrice > unitPrice
        ? {
            price: listPrice,
            discount: round(unitPrice - listPrice),
            percentage: round(((listPrice - unitPrice) / listPrice) * 100),
            apiAlias: 'cart_list_price',
          }
        : null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** The price a shopper pays for one unit: the first tier's price when there are tiers. */
export function unitPriceOf(product: ProductRecord): number {
  return product.tierPrices[0]?.price ?? product.price;
}

/** The unit price for a quantity, following the tier the quantity falls in. */
export function unitPriceForQuantity(product: ProductRecord, quantity: number): number {
  const tier = product.tierPrices.find(
    (candidate) =>
      quantity >= candidate.quantityStart && (candidate.quantityEnd === null || quantity <= candidate.quantityEnd),
  );
  return tier?.price ?? product.price;
}
