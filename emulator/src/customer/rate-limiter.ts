import type { Db } from '../db/database.js';

/** One step of Shopware's time_backoff policy: beyond `limit` attempts, wait `interval` seconds. */
interface BackoffLimit {
  limit: number;
  interval: number;
}

interface Policy {
  limits: BackoffLimit[];
  /** Seconds after the last accepted attempt when the counter is forgotten. */
  reset: number;
}

/** The limiters of Framework/Resources/config/packages/shopware.yaml (shopware.api.rate_limiter). */
export const RATE_LIMIT_POLICIES = {
  login: { reset: 24 * 3600, limits: [{ limit: 10, interval: 10 }, { limit: 15, interval: 30 }, { limit: 20, interval: 60 }] },
  guest_login: { reset: 24 * 3600, limits: [{ limit: 10, interval: 10 }, { limit: 15, interval: 30 }, { limit: 20, interval: 60 }] },
  reset_password: { reset: 24 * 3600, limits: [{ limit: 3, interval: 30 }, { limit: 5, interval: 60 }, { limit: 10, interval: 90 }] },
} satisfies Record<string, Policy>;

export type RateLimitRoute = keyof typeof RATE_LIMIT_POLICIES;

/** Thrown when a limiter refuses an attempt; `waitTime` is RateLimitExceededException::getWaitTime(). */
export class RateLimitExceeded extends Error {
  constructor(readonly waitTime: number) {
    super(`Too many requests, try again in ${waitTime} seconds.`);
  }
}

/** TimeBackoff::getLimit: the step that applies to the `count`-th attempt, if any. */
function limitFor(limits: BackoffLimit[], count: number): BackoffLimit | undefined {
  for (const [index, current] of limits.entries()) {
    const next = limits[index + 1];
    if (!next && count >= current.limit) return current;
    if (next && count > current.limit && count <= next.limit) return current;
  }
  return undefined;
}

/**
 * Shopware's RateLimiter with the TimeBackoffLimiter policy, persisted in the rate_limit table
 * (`window_start` holds the time of the last accepted attempt, in seconds).
 */
export class RateLimiter {
  private readonly select;
  private readonly upsert;
  private readonly remove;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {
    this.select = db.prepare<[string], { attempts: number; window_start: number }>('SELECT attempts, window_start FROM rate_limit WHERE key = ?');
    this.upsert = db.prepare(
      `INSERT INTO rate_limit (key, attempts, window_start) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET attempts = excluded.attempts, window_start = excluded.window_start`,
    );
    this.remove = db.prepare('DELETE FROM rate_limit WHERE key = ?');
  }

  /** Consumes one attempt (TimeBackoffLimiter::consume), or throws RateLimitExceeded. */
  ensureAccepted(route: RateLimitRoute, key: string): void {
    const policy: Policy = RATE_LIMIT_POLICIES[route];
    const id = `${route}-${key}`;
    const now = Math.floor(this.clock().getTime() / 1000);
    this.db.transaction(() => {
      const row = this.select.get(id);
      const fresh = !row || now - row.window_start > policy.reset;
      const attempts = fresh ? 0 : row.attempts;
      const timer = fresh ? now : row.window_start;
      const limit = limitFor(policy.limits, attempts + 1);
      if (limit && now - timer < limit.interval) throw new RateLimitExceeded(timer + limit.interval - now);
      this.upsert.run(id, attempts + 1, now);
    })();
  }

  reset(route: RateLimitRoute, key: string): void {
    this.remove.run(`${route}-${key}`);
  }
}
