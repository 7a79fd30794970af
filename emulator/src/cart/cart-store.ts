import type { Db } from '../db/database.js';
import type { StoredCart } from './stored-cart.js';

/**
 * Carts by context token in the `cart` table (Shopware's CartPersister): only what the shopper
 * chose is kept; prices, deliveries and errors are recalculated on every read. All calls are
 * synchronous, so a request's load-change-save runs without another request in between.
 */
export class CartStore {
  private readonly select;
  private readonly upsert;
  private readonly remove;
  private readonly latest;

  constructor(
    db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.select = db.prepare<[string], { data: string }>('SELECT data FROM cart WHERE token = ?');
    this.upsert = db.prepare(
      `INSERT INTO cart (token, data, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(token) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
    );
    this.remove = db.prepare('DELETE FROM cart WHERE token = ?');
    this.latest = db.prepare<[string, string, string], { data: string }>(
      `SELECT data FROM cart WHERE json_extract(data, '$.customerId') = ? AND token NOT IN (?, ?) ORDER BY updated_at DESC LIMIT 1`,
    );
  }

  load(token: string): StoredCart | undefined {
    const row = this.select.get(token);
    return row ? (JSON.parse(row.data) as StoredCart) : undefined;
  }

  /** Saves the cart; a cart without items (or comment, codes of origin) is deleted instead (AbstractCartPersister::shouldPersist). */
  save(token: string, cart: StoredCart): void {
    const worthKeeping =
      cart.lineItems.length > 0 ||
      cart.affiliateCode !== null ||
      cart.campaignCode !== null ||
      cart.customerComment !== null;
    if (!worthKeeping) {
      this.remove.run(token);
      return;
    }
    this.upsert.run(token, JSON.stringify(cart), this.clock().toISOString());
  }

  delete(token: string): void {
    this.remove.run(token);
  }

  /** The customer's most recently saved cart under another token than the given ones. */
  latestOfCustomer(customerId: string, except: [string, string]): StoredCart | undefined {
    const row = this.latest.get(customerId, ...except);
    return row ? (JSON.parse(row.data) as StoredCart) : undefined;
  }
}
