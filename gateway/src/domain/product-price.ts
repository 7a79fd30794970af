import type { Includes } from '../shopware/includes.js';
import type { RawCalculatedPrice, RawProduct } from '../shopware/store-api-types.js';
import { money, type Money } from './money.js';
import type { ProductType } from './product-type.js';

export interface TierPrice {
  /** First quantity of the tier. */
  fromQuantity: number;
  /** Last quantity of the tier; null for the last tier (open end). */
  toQuantity: number | null;
  unitPrice: Money;
}

export interface ReferencePrice {
  /** Contents of one item in `unitCode` (e.g. 0.75 l); 1 when the product has no reference price. */
  fillingQuantity: number;
  /** The unit's short code, e.g. l; null when the product has no unit. */
  unitCode: string | null;
  /** The unit's name, e.g. Liter. */
  unitName: string | null;
  /** The quantity the base price refers to (1 for "per 1 l"). */
  referenceQuantity: number;
  /** Price per `referenceQuantity` `unitCode`; null when the product has no reference price. */
  basePrice: Money | null;
}

export interface ProductPrice {
  unitPrice: Money;
  regularPrice: Money;
  specialPrice: Money | null;
  tierPrices: TierPrice[];
  referencePrice: ReferencePrice | null;
  /** True for a main product whose variants cost different amounts: its price reads 'from {fromPrice}'. */
  hasPriceRange: boolean;
  /** The cheapest variant's price when `hasPriceRange`, the cheapest tier's with tier prices, else null. */
  fromPrice: Money | null;
}

/**
 * What the price rules read of a product's calculated prices (`calculatedPrice`, the tiers in
 * `calculatedPrices`), their list and reference prices, and of its unit.
 */
export const PRICE_INCLUDES = {
  calculated_price: ['unitPrice', 'quantity', 'listPrice', 'referencePrice'],
  cart_list_price: ['price'],
  cart_price_reference: ['purchaseUnit', 'referenceUnit', 'unitName', 'price'],
  calculated_cheapest_price: ['unitPrice', 'hasRange'],
  unit: ['name', 'shortCode', 'translated'],
} as const satisfies Includes;

type PriceInput = Pick<
  RawProduct,
  'calculatedPrice' | 'calculatedPrices' | 'unit' | 'calculatedCheapestPrice' | 'childCount'
> & { parentId?: string | null };

/** Tier prices in Shopware's sense: a scale of at least two quantities (as Shopware Frontends shows them). */
function tiersOf(product: PriceInput): RawCalculatedPrice[] {
  const tiers = product.calculatedPrices ?? [];
  return tiers.length > 1 ? tiers : [];
}

/**
 * The price a shopper sees (docs/behaviour/prices.md): with tier prices the first tier's unit price is the regular
 * price and there is no special price; otherwise the list price is the regular price and the unit
 * price is a special price only when regular > special > 0.
 */
export function productPriceOf(product: PriceInput, type: ProductType, currency: string): ProductPrice {
  const tiers = tiersOf(product);
  const current = tiers[0] ?? product.calculatedPrices?.[0] ?? product.calculatedPrice;
  const unitPrice = current?.unitPrice ?? 0;
  const listPrice = tiers.length ? 0 : (current?.listPrice?.price ?? 0);
  const regular = listPrice > 0 ? listPrice : unitPrice;
  const hasSpecial = tiers.length === 0 && regular > unitPrice && unitPrice > 0;
  return {
    unitPrice: money(unitPrice, currency),
    regularPrice: money(regular, currency),
    specialPrice: hasSpecial ? money(unitPrice, currency) : null,
    tierPrices: tierPricesOf(tiers, currency),
    referencePrice: referencePriceOf(current, product.unit, type, currency),
    ...priceRangeOf(product, currency),
  };
}

/**
 * A main product of variants with different prices (the voucher: 25 to 150 €) shows its cheapest
 * variant's price as 'from …' (Shopware's calculatedCheapestPrice). So does a variant listed on its
 * own whose siblings cost less (Shopware Frontends' displayFromVariants: a parent id, `hasRange`,
 * and its own price is not the cheapest). A product with tier prices reads 'from' its cheapest tier
 * (Shopware Frontends' displayFrom), the price the price sortings order it by; it has no price range (docs/behaviour/prices.md).
 */
function priceRangeOf(product: PriceInput, currency: string): Pick<ProductPrice, 'hasPriceRange' | 'fromPrice'> {
  const cheapest = product.calculatedCheapestPrice;
  const own = product.calculatedPrices?.[0] ?? product.calculatedPrice;
  const isMain = (product.childCount ?? 0) > 0;
  const isCheaperSibling =
    !!product.parentId && own !== undefined && own !== null && cheapest?.unitPrice !== own.unitPrice;
  const variantFrom = cheapest?.hasRange === true && (isMain || isCheaperSibling) ? cheapest.unitPrice : undefined;
  if (variantFrom !== undefined) return { hasPriceRange: true, fromPrice: money(variantFrom, currency) };
  const tiers = tiersOf(product);
  if (tiers.length > 0)
    return { hasPriceRange: false, fromPrice: money(Math.min(...tiers.map((tier) => tier.unitPrice)), currency) };
  return { hasPriceRange: false, fromPrice: null };
}

/** Shopware's `quantity` of a tier is its last quantity; the next tier starts one above it. */
function tierPricesOf(tiers: RawCalculatedPrice[], currency: string): TierPrice[] {
  return tiers.map((tier, index) => {
    const previous = tiers[index - 1];
    const isLast = index === tiers.length - 1;
    return {
      fromQuantity: previous ? previous.quantity + 1 : 1,
      toQuantity: isLast ? null : tier.quantity,
      unitPrice: money(tier.unitPrice, currency),
    };
  });
}

/**
 * Filling quantity and base price (docs/behaviour/prices.md), for wines and packages only. Without a reference
 * price the filling quantity is "1 {unit}" and there is no base price.
 */
export function referencePriceOf(
  price: Pick<RawCalculatedPrice, 'referencePrice'> | undefined,
  unit: RawProduct['unit'],
  type: ProductType | null,
  currency: string,
): ReferencePrice | null {
  if (type !== 'WINE' && type !== 'PACKAGE') return null;
  const reference = price?.referencePrice;
  const unitCode = unit?.translated?.shortCode || unit?.shortCode || null;
  const unitName = unit?.translated?.name || unit?.name || reference?.unitName || null;
  if (!reference || !reference.purchaseUnit || reference.price === undefined) {
    return { fillingQuantity: 1, unitCode, unitName, referenceQuantity: 1, basePrice: null };
  }
  return {
    fillingQuantity: reference.purchaseUnit,
    unitCode: unitCode ?? unitName,
    unitName,
    referenceQuantity: reference.referenceUnit ?? 1,
    basePrice: money(reference.price, currency),
  };
}
