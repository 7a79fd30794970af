import type { RecordStore } from './record-store.js';

/** A change of one product's stock: negative when goods leave (an order), positive when they return. */
export interface StockChange {
  productId: string;
  delta: number;
}

/**
 * Shopware's StockStorage::alter(): `stock = stock + delta, sales = sales - delta` for each
 * product (an order takes its quantities out of stock and adds them to sales; a cancellation
 * gives them back), written in one RecordStore.put. Unknown products are skipped, as the SQL
 * UPDATE finds no row for them. Call it inside the caller's transaction to make it part of it.
 */
export function alterStock(records: RecordStore, changes: StockChange[]): string[] {
  const byProduct = new Map<string, number>();
  for (const change of changes) byProduct.set(change.productId, (byProduct.get(change.productId) ?? 0) + change.delta);
  const updated = [...byProduct].flatMap(([productId, delta]) => {
    const product = records.get('product', productId);
    return product && delta !== 0 ? [{ ...product, stock: product.stock + delta, sales: product.sales - delta }] : [];
  });
  if (updated.length > 0) records.put('product', updated);
  return updated.map((product) => product.id);
}
