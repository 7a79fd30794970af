import type { RawProduct } from '../shopware/store-api-types.js';

/** The quantity a shopper may enter freely (docs/behaviour/limits.md). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export interface PurchaseQuantity {
  min: number;
  max: number;
  step: number;
  /** The quantities a dropdown offers when the product is sold in steps > 1; null otherwise. */
  allowedQuantities: number[] | null;
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);
const finite = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const positiveInt = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null;

/**
 * Min, max and steps of the quantity selector: Shopware's minPurchase, purchaseSteps and
 * calculatedMaxPurchase (the maximum capped by stock for closeouts), within 1..99, max on the step grid.
 */
export function purchaseQuantityOf(
  product: Pick<RawProduct, 'minPurchase' | 'maxPurchase' | 'calculatedMaxPurchase' | 'purchaseSteps'>,
): PurchaseQuantity {
  const min = clamp(positiveInt(product.minPurchase) ?? MIN_QUANTITY, MIN_QUANTITY, MAX_QUANTITY);
  const step = positiveInt(product.purchaseSteps) ?? 1;
  const configured = finite(product.calculatedMaxPurchase) ?? finite(product.maxPurchase) ?? MAX_QUANTITY;
  const upper = clamp(Math.floor(configured), min, MAX_QUANTITY);
  const max = upper - ((upper - min) % step);
  const allowedQuantities =
    step > 1 ? Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step) : null;
  return { min, max, step, allowedQuantities };
}
