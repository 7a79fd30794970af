import type { Db } from '../db/database.js';
import { randomHex } from '../catalogue/ids.js';

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

/** Told when a token is replaced by a new one (login, logout, register …), e.g. to move the cart. */
export type TokenRotationListener = (oldToken: string, newToken: string, state: ContextState) => void;

/** Reads and writes context states by token. */
export class ContextStore {
  private readonly select;
  private readonly upsert;
  private readonly remove;
  private readonly rotationListeners: TokenRotationListener[] = [];

  constructor(private readonly db: Db) {
    this.select = db.prepare<[string], { payload: string }>(
      'SELECT payload FROM sales_channel_api_context WHERE token = ?',
    );
    this.upsert = db.prepare(
      `INSERT INTO sales_channel_api_context (token, payload, customer_id, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(token) DO UPDATE SET payload = excluded.payload, customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
    );
    this.remove = db.prepare('DELETE FROM sales_channel_api_context WHERE token = ?');
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

  onRotate(listener: TokenRotationListener): void {
    this.rotationListeners.push(listener);
  }

  /**
   * Replaces a token by a new random one carrying the old state plus the changes, in one
   * transaction with whatever the listeners move along (the cart). The old token is forgotten.
   */
  rotate(oldToken: string, changes: ContextState): { token: string; state: ContextState } {
    const token = randomHex();
    let state: ContextState = {};
    this.db.transaction(() => {
      state = { ...this.load(oldToken), ...changes };
      this.upsert.run(token, JSON.stringify(state), state.customerId ?? null, new Date().toISOString());
      this.remove.run(oldToken);
      for (const listener of this.rotationListeners) listener(oldToken, token, state);
    })();
    return { token, state };
  }
}
