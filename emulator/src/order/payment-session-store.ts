import { randomHex } from '../catalogue/ids.js';
import type { Db } from '../db/database.js';

/**
 * A payment at the emulator's payment provider, begun by handle-payment for a redirecting
 * method: it plays the part of Shopware's payment token (_sw_payment_token), which knows the
 * transaction and where to send the shopper afterwards, and can be used once.
 */
export interface PaymentSession {
  id: string;
  orderId: string;
  transactionId: string;
  paymentMethodId: string;
  finishUrl: string | null;
  errorUrl: string | null;
  /** 'done' once confirmed or aborted (Shopware invalidates the token). */
  status: 'pending' | 'done';
}

export class PaymentSessionStore {
  private readonly insertRow;
  private readonly updateRow;
  private readonly selectOne;

  constructor(
    db: Db,
    private readonly clock: () => Date,
  ) {
    this.insertRow = db.prepare('INSERT INTO payment_session (id, data, created_at) VALUES (?, ?, ?)');
    this.updateRow = db.prepare('UPDATE payment_session SET data = ? WHERE id = ?');
    this.selectOne = db.prepare<[string], { data: string }>('SELECT data FROM payment_session WHERE id = ?');
  }

  create(session: Omit<PaymentSession, 'id' | 'status'>): PaymentSession {
    const created: PaymentSession = { ...session, id: randomHex(), status: 'pending' };
    this.insertRow.run(created.id, JSON.stringify(created), this.clock().toISOString());
    return created;
  }

  get(id: string): PaymentSession | undefined {
    const row = this.selectOne.get(id);
    return row ? (JSON.parse(row.data) as PaymentSession) : undefined;
  }

  finish(session: PaymentSession): void {
    this.updateRow.run(JSON.stringify({ ...session, status: 'done' }), session.id);
  }
}

const stores = new WeakMap<Db, PaymentSessionStore>();

export function paymentSessionsOf(db: Db, clock: () => Date): PaymentSessionStore {
  let store = stores.get(db);
  if (!store) {
    store = new PaymentSessionStore(db, clock);
    stores.set(db, store);
  }
  return store;
}
