import type { Db } from '../db/database.js';
import { ShopwareError } from './shopware-error.js';

/** One step of a time_backoff policy: from `limit` attempts on, wait `intervalSeconds` between two. */
export interface BackoffLimit {
  limit: number;
  intervalSeconds: number;
}

export interface BackoffPolicy {
  limits: BackoffLimit[];
  /** The state is forgotten this long after the last accepted attempt. */
  resetSeconds: number;
}

const DAY = 24 * 3600;
/** The steps of login, guest_login, oauth and notification: 10/10 s, 15/30 s, 20/60 s. */
const loginSteps: BackoffLimit[] = [
  { limit: 10, intervalSeconds: 10 },
  { limit: 15, intervalSeconds: 30 },
  { limit: 20, intervalSeconds: 60 },
];
/** The steps of reset_password, user_recovery, contact_form and newsletter_form: 3/30 s, 5/60 s, 10/90 s. */
const formSteps: BackoffLimit[] = [
  { limit: 3, intervalSeconds: 30 },
  { limit: 5, intervalSeconds: 60 },
  { limit: 10, intervalSeconds: 90 },
];

/**
 * Shopware's limiters (Framework/Resources/config/packages/shopware.yaml, `shopware.api.rate_limiter`),
 * by the names of the RateLimiter constants. `cart_add_line_item` is a `system_config` policy
 * (SystemConfigLimiter): its limit is core.cart.lineItemAddLimit per 60 s, and that setting's default
 * 0 means PHP_INT_MAX, so out of the box it never refuses.
 */
export const RATE_LIMIT_POLICIES = {
  login: { resetSeconds: DAY, limits: loginSteps },
  guest_login: { resetSeconds: DAY, limits: loginSteps },
  oauth: { resetSeconds: DAY, limits: loginSteps },
  reset_password: { resetSeconds: DAY, limits: formSteps },
  user_recovery: { resetSeconds: DAY, limits: formSteps },
  contact_form: { resetSeconds: DAY, limits: formSteps },
  notification: { resetSeconds: DAY, limits: loginSteps },
  newsletter_form: { resetSeconds: DAY, limits: formSteps },
  cart_add_line_item: { resetSeconds: 3600, limits: [{ limit: Number.MAX_SAFE_INTEGER, intervalSeconds: 60 }] },
} satisfies Record<string, BackoffPolicy>;

export type RateLimitRoute = keyof typeof RATE_LIMIT_POLICIES;

export type BackoffResult = { accepted: true } | { accepted: false; waitSeconds: number };

/**
 * Framework/RateLimiter/Exception/RateLimitExceededException (429): what RateLimiter::ensureAccepted
 * throws. Routes that answer with their own exception catch it and use `waitTime`.
 */
export class RateLimitExceeded extends ShopwareError {
  constructor(readonly waitTime: number) {
    super(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 'Too many requests, try again in {{ seconds }} seconds.', {
      seconds: waitTime,
    });
  }
}

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
 * Shopware's RateLimiter with its TimeBackoffLimiter policy, kept in the `rate_limit` table under
 * `<route>-<key>`: `attempts` counts accepted attempts, `window_start` is the time (seconds) of the
 * last accepted one. A refused attempt changes nothing. The state expires `resetSeconds` after the
 * last accepted attempt (the cache item's lifetime in Shopware).
 */
export class RateLimiter {
  private readonly select;
  private readonly upsert;
  private readonly remove;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {
    this.select = db.prepare<[string], { attempts: number; window_start: number }>(
      'SELECT attempts, window_start FROM rate_limit WHERE key = ?',
    );
    this.upsert = db.prepare(
      `INSERT INTO rate_limit (key, attempts, window_start) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET attempts = excluded.attempts, window_start = excluded.window_start`,
    );
    this.remove = db.prepare('DELETE FROM rate_limit WHERE key = ?');
  }

  /** TimeBackoffLimiter::consume: counts one attempt of `key`, or refuses it with the seconds to wait. */
  consume(route: RateLimitRoute, key: string): BackoffResult {
    const policy: BackoffPolicy = RATE_LIMIT_POLICIES[route];
    const id = `${route}-${key}`;
    const now = Math.floor(this.clock().getTime() / 1000);
    return this.db.transaction((): BackoffResult => {
      const row = this.select.get(id);
      const fresh = !row || now - row.window_start >= policy.resetSeconds;
      const attempts = fresh ? 0 : row.attempts;
      const timer = fresh ? now : row.window_start;
      const limit = limitFor(policy.limits, attempts + 1);
      if (limit && now - timer < limit.intervalSeconds)
        return { accepted: false, waitSeconds: timer + limit.intervalSeconds - now };
      this.upsert.run(id, attempts + 1, now);
      return { accepted: true };
    })();
  }

  /** RateLimiter::ensureAccepted: consumes one attempt or throws RateLimitExceeded. */
  ensureAccepted(route: RateLimitRoute, key: string): void {
    const result = this.consume(route, key);
    if (!result.accepted) throw new RateLimitExceeded(result.waitSeconds);
  }

  /** RateLimiter::reset: forgets the attempts of `key`. */
  reset(route: RateLimitRoute, key: string): void {
    this.remove.run(`${route}-${key}`);
  }
}
