import type { Db } from '../db/database.js';

/**
 * The row with this product id stands for the wishlist itself (Shopware's customer_wishlist):
 * a wishlist exists from the first add or merge on, and stays when its last product is removed,
 * so `wishlist_product` carries one such row per customer beside the product rows.
 */
const WISHLIST_ROW = '';

export interface WishlistProduct {
  productId: string;
  createdAt: string;
}

/** A customer's wishlist (one per customer; the emulator has one sales channel). */
export class WishlistStore {
  constructor(private readonly db: Db) {}

  /** When the wishlist was created, or undefined when the customer has none. */
  createdAt(customerId: string): string | undefined {
    return this.db
      .prepare<[string, string], { created_at: string }>(
        'SELECT created_at FROM wishlist_product WHERE customer_id = ? AND product_id = ?',
      )
      .get(customerId, WISHLIST_ROW)?.created_at;
  }

  /** The wishlist's products, the most recently added first. */
  products(customerId: string): WishlistProduct[] {
    return this.db
      .prepare<[string, string], { product_id: string; created_at: string }>(
        'SELECT product_id, created_at FROM wishlist_product WHERE customer_id = ? AND product_id <> ? ORDER BY created_at DESC, rowid DESC',
      )
      .all(customerId, WISHLIST_ROW)
      .map((row) => ({ productId: row.product_id, createdAt: row.created_at }));
  }

  has(customerId: string, productId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM wishlist_product WHERE customer_id = ? AND product_id = ?')
        .get(customerId, productId) !== undefined
    );
  }

  /** Creates the wishlist if needed and adds the products it does not hold yet, in one transaction. */
  add(customerId: string, productIds: string[], now: string): void {
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO wishlist_product (customer_id, product_id, created_at) VALUES (?, ?, ?)',
    );
    this.db.transaction(() => {
      insert.run(customerId, WISHLIST_ROW, now);
      for (const productId of productIds) insert.run(customerId, productId, now);
    })();
  }

  /** Removes a product; false when it was not on the wishlist. */
  remove(customerId: string, productId: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM wishlist_product WHERE customer_id = ? AND product_id = ?')
        .run(customerId, productId).changes > 0
    );
  }
}
