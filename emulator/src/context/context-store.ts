import type { Db } from '../db/database.js';

/** What Shopware persists per context token (sales_channel_api_context.payload). */
export interface ContextState {
  languageId?: string;
  currencyId?: string;
  paymentMethodId?: string;
  shippingMethodId?: string;
  countryId?: string;
  countryStateId?: string | null;
  customerId?: string | null;
  billingAddressId?: string | null;
  shippingAddressId?: string | null;
}

/** Reads and writes context states by token. */
export class ContextStore {
  private readonly select;
  private readonly upsert;

  constructor(db: Db) {
    this.select = db.prepare<[string], { payload: string }>('SELECT payload FROM sales_channel_api_context WHERE token = ?');
    this.upsert = db.prepare(
      `INSERT INTO sales_channel_api_context (token, payload, customer_id, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(token) DO UPDATE SET payload = excluded.payload, customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
    );
  }

  load(token: string): ContextState {
    const row = this.select.get(token);
    return row ? (JSON.parse(row.payload) as ContextState) : {};
  }

  /** Merges changes into the token's state and persists it. */
  update(token: string, changes: ContextState): ContextState {
    const next = { ...this.load(token), ...changes };
    this.upsert.run(token, JSON.stringify(next), next.customerId ?? null, new Date().toISOString());
    return next;
  }
}
