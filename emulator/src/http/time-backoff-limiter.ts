import type { Db } from '../db/database.js';

/** One step of a time_backoff policy: from `limit` attempts on, wait `intervalSeconds` between two. */
export interface BackoffLimit {
  limit: number;
  intervalSeconds: number;
}

export interface BackoffPolicy {
  /** The limiter's name in shopware.yaml (`shopware.api.rate_limiter.<name>`). */
  name: string;
  limits: BackoffLimit[];
  /** The state is forgotten this long after the last accepted attempt. */
  resetSeconds: number;
}

const formDefaults = (name: string): BackoffPolicy => ({
  name,
  limits: [
    { limit: 3, intervalSeconds: 30 },
    { limit: 5, intervalSeconds: 60 },
    { limit: 10, intervalSeconds: 90 },
  ],
  resetSeconds: 24 * 3600,
});

/** Shopware's defaults (Framework/Resources/config/packages/shopware.yaml, `rate_limiter`). */
export const backoffPolicies = {
  contactForm: formDefaults('contact_form'),
  newsletterForm: formDefaults('newsletter_form'),
};

export type BackoffResult = { accepted: true } | { accepted: false; waitSeconds: number };

/**
 * The limit that applies to the `count`-th attempt, as TimeBackoff::getLimit picks it:
 * none up to the first step's limit, then the step whose range holds the count.
 */
function limitFor(limits: BackoffLimit[], count: number): BackoffLimit | undefined {
  for (const [index, current] of limits.entries()) {
    const next = limits[index + 1];
    if (!next && count >= current.limit) return current;
    if (next && count > current.limit && count <= next.limit) return current;
  }
  return undefined;
}

/**
 * Shopware's `time_backoff` rate limiter (Framework/RateLimiter/Policy/TimeBackoffLimiter),
 * kept in the `rate_limit` table: `attempts` counts accepted attempts, `window_start` is the
 * time (seconds) of the last accepted one. A refused attempt changes nothing.
 */
export class TimeBackoffLimiter {
  private readonly select;
  private readonly upsert;

  constructor(db: Db) {
    this.select = db.prepare<[string], { attempts: number; window_start: number }>('SELECT attempts, window_start FROM rate_limit WHERE key = ?');
    this.upsert = db.prepare(
      `INSERT INTO rate_limit (key, attempts, window_start) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET attempts = excluded.attempts, window_start = excluded.window_start`,
    );
  }

  /** RateLimiter::ensureAccepted: counts an attempt of `clientKey` (the client IP) or refuses it. */
  consume(policy: BackoffPolicy, clientKey: string, now: Date): BackoffResult {
    const key = `${policy.name}-${clientKey}`;
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const row = this.select.get(key);
    const fresh = !row || nowSeconds - row.window_start >= policy.resetSeconds;
    const attempts = fresh ? 0 : row.attempts;
    const timer = fresh ? nowSeconds : row.window_start;

    const limit = limitFor(policy.limits, attempts + 1);
    if (limit && nowSeconds - timer < limit.intervalSeconds) {
      return { accepted: false, waitSeconds: timer + limit.intervalSeconds - nowSeconds };
    }
    this.upsert.run(key, attempts + 1, nowSeconds);
    return { accepted: true };
  }
}
