import { calculatedPrice, unitPriceForQuantity } from '../catalogue/price.js';
import type { ProductRecord } from '../catalogue/records.js';
import { calculatedMaxPurchase, type ProductDoc } from '../catalogue/views/product-view.js';
import {
  minOrderQuantity,
  productNotFound,
  productOutOfStock,
  productStockReached,
  purchaseSteps,
  type CartErrors,
} from './cart-errors.js';
import type { CalculatedLineItem, CartContext } from './calculated-cart.js';
import type { StoredCart, StoredLineItem } from './stored-cart.js';

/** Shopware's QuantityInformation of a product line item. */
export function quantityInformation(record: ProductRecord) {
  return {
    minPurchase: record.minPurchase || 1,
    maxPurchase: calculatedMaxPurchase(record),
    purchaseSteps: record.purchaseSteps || 1,
  };
}

/** ProductCartProcessor::fixQuantity(): down to the purchase-step grid starting at the minimum. */
const fixQuantity = (min: number, current: number, steps: number) => Math.floor((current - min) / steps) * steps + min;

/** The line's price: the tier the quantity falls in, the reference price per unit for wines. */
export function linePrice(record: ProductRecord, doc: ProductDoc, quantity: number) {
  const unit = doc['unit'] as { translated?: { name?: string } } | null | undefined;
  const reference =
    record.purchaseUnit && record.referenceUnit
      ? {
          purchaseUnit: record.purchaseUnit,
          referenceUnit: record.referenceUnit,
          unitName: unit?.translated?.name ?? '',
        }
      : null;
  const listPrice = record.tierPrices.length ? null : record.listPrice;
  return calculatedPrice(unitPriceForQuantity(record, quantity), quantity, record.taxRate, listPrice, reference);
}

/**
 * ProductCartProcessor::collect() and process(): every product item is looked up, named, checked
 * (gone → product-not-found, a variant parent → dropped, sold out → product-out-of-stock, more than
 * available → product-stock-reached, below the minimum → min-order-quantity, off the step grid →
 * purchase-steps-quantity) and priced. Fixes are written into the stored cart, as Shopware does to
 * the original cart.
 */
export function processProducts(cart: StoredCart, context: CartContext, errors: CartErrors): CalculatedLineItem[] {
  const calculated: CalculatedLineItem[] = [];
  const remove = (item: StoredLineItem) => {
    cart.lineItems = cart.lineItems.filter((candidate) => candidate !== item);
  };
  for (const item of [...cart.lineItems]) {
    if (item.type !== 'product') continue;
    const record = context.product(item.referencedId);
    const doc = context.view.products.get(item.referencedId);
    if (!record || !doc) {
      errors.add(productNotFound(item.label || item.id));
      remove(item);
      continue;
    }
    item.label = doc.name;
    if (Number(doc['childCount'] ?? 0) > 0) {
      // A parent of variants can never be bought (validateParents): dropped without an error.
      remove(item);
      continue;
    }
    const { minPurchase, maxPurchase, purchaseSteps: steps } = quantityInformation(record);
    if (maxPurchase < minPurchase) {
      remove(item);
      errors.add(productOutOfStock(item.referencedId, item.label));
      continue;
    }
    if (maxPurchase < item.quantity) {
      item.quantity = fixQuantity(minPurchase, maxPurchase, steps);
      errors.add(productStockReached(item.referencedId, item.label, item.quantity));
    } else if (item.quantity < minPurchase) {
      item.quantity = minPurchase;
      errors.add(minOrderQuantity(item.referencedId, item.label, minPurchase));
    } else {
      const fixed = fixQuantity(minPurchase, item.quantity, steps);
      if (fixed !== item.quantity) {
        item.quantity = fixed;
        errors.add(purchaseSteps(item.referencedId, item.label, fixed));
      }
    }
    calculated.push({
      stored: item,
      label: item.label,
      good: true,
      price: linePrice(record, doc, item.quantity),
      product: { record, doc },
    });
  }
  return calculated;
}

/**
 * ProductLineItemValidator: several items of one product together beyond what may be bought
 * give an unresolved product-stock-reached (level 20, not fixed in the cart).
 */
export function validateProductTotals(items: CalculatedLineItem[], errors: CartErrors): void {
  const byProduct = new Map<string, { quantity: number; item: CalculatedLineItem }>();
  for (const item of items) {
    if (!item.product) continue;
    const entry = byProduct.get(item.stored.referencedId) ?? { quantity: 0, item };
    entry.quantity += item.stored.quantity;
    byProduct.set(item.stored.referencedId, entry);
  }
  for (const [productId, { quantity, item }] of byProduct) {
    const { minPurchase, maxPurchase, purchaseSteps: steps } = quantityInformation(item.product!.record);
    if (maxPurchase >= quantity) continue;
    errors.add(productStockReached(productId, item.label, fixQuantity(minPurchase, maxPurchase, steps), false));
  }
}
