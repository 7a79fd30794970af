import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** How long a password recovery hash is valid (ResetPasswordRoute::checkHash, PT2H). */
export const RECOVERY_VALIDITY_MS = 2 * 60 * 60 * 1000;

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Shopware's Random::getAlphanumericString, without modulo bias. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

export interface RecoveryRecord {
  hash: string;
  customerId: string;
  createdAt: Date;
}

/** The customer_recovery table: at most one recovery hash per customer. */
export class RecoveryStore {
  constructor(private readonly db: Db) {}

  /** Replaces the customer's recovery by a new one and returns its hash. */
  create(customerId: string, now: Date): string {
    const hash = randomAlphanumeric(32);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM customer_recovery WHERE customer_id = ?').run(customerId);
      this.db
        .prepare('INSERT INTO customer_recovery (hash, customer_id, created_at) VALUES (?, ?, ?)')
        .run(hash, customerId, now.toISOString());
    })();
    return hash;
  }

  find(hash: string): RecoveryRecord | undefined {
    const row = this.db
      .prepare<[string], { hash: string; customer_id: string; created_at: string }>(
        'SELECT * FROM customer_recovery WHERE hash = ?',
      )
      .get(hash);
    return row ? { hash: row.hash, customerId: row.customer_id, createdAt: new Date(row.created_at) } : undefined;
  }

  /** Uses a hash up; false if it was already gone (a parallel confirmation won). */
  delete(hash: string): boolean {
    return this.db.prepare('DELETE FROM customer_recovery WHERE hash = ?').run(hash).changes > 0;
  }

  /** CustomerRecoveryIsExpiredRoute::isExpired: older than two hours. */
  static isExpired(recovery: RecoveryRecord, now: Date): boolean {
    return now.getTime() - recovery.createdAt.getTime() > RECOVERY_VALIDITY_MS;
  }

  /** ResetPasswordRoute::checkHash: created less than two hours ago. */
  static isUsable(recovery: RecoveryRecord | undefined, now: Date): recovery is RecoveryRecord {
    return recovery !== undefined && now.getTime() - recovery.createdAt.getTime() < RECOVERY_VALIDITY_MS;
  }
}
