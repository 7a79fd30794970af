import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { stepIndexFor, type BackoffPolicy } from './backoff-policy.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** An attempt let through (which can be taken back), or refused with the whole seconds to wait. */
export type BackoffAttempt = { accepted: true; forgive(): Promise<void> } | { accepted: false; waitSeconds: number };

/** Shopware's time_backoff for one kind of key (e.g. login per e-mail and address). */
export interface BackoffLimiter {
  attempt(key: string): Promise<BackoffAttempt>;
  /** Forgets the key's count and waits (Shopware's RateLimiter::reset, after a successful login). */
  reset(key: string): Promise<void>;
}

/** The count's limiter never refuses: the steps decide. */
const UNLIMITED = 2 ** 31 - 1;

/**
 * TimeBackoffLimiter with rate-limiter-flexible: one limiter counts a key's accepted attempts (points
 * without limit, forgotten `resetSeconds` after the first), and one limiter per step holds the key for
 * the step's interval (1 point per `intervalSeconds`). The n-th attempt takes the count (an atomic
 * increment, so concurrent attempts get distinct numbers), then, when a step applies to n, that step's
 * point: taken, the attempt is accepted and the next one waits the interval; held, it is refused with
 * the time the point has left, and the count is given back (a refused attempt counts for nothing, as in
 * Shopware). The attempt that enters a step starts that step's interval, so that the first attempt in a
 * step also waits from the last accepted one.
 */
export function createBackoffLimiter(store: RateLimitStore, name: string, policy: BackoffPolicy): BackoffLimiter {
  const count = store.limiter(`${name}:count`, UNLIMITED, policy.resetSeconds);
  const waits = policy.steps.map((step, index) => ({
    limiter: store.limiter(`${name}:step-${index}`, 1, step.intervalSeconds),
    seconds: step.intervalSeconds,
  }));
  const waitFor = (attempt: number) => {
    const index = stepIndexFor(policy.steps, attempt);
    return index === undefined ? undefined : waits[index];
  };
  return {
    async attempt(key) {
      const number = (await count.consume(key)).consumedPoints;
      const wait = waitFor(number);
      const held: RateLimiterAbstract[] = [];
      if (wait) {
        try {
          await wait.limiter.consume(key);
          held.push(wait.limiter);
        } catch (refusal) {
          await count.reward(key);
          if (refusal instanceof RateLimiterRes)
            return { accepted: false, waitSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
          throw refusal;
        }
      }
      const next = waitFor(number + 1);
      if (next && next !== wait) {
        await next.limiter.set(key, 1, next.seconds);
        held.push(next.limiter);
      }
      return {
        accepted: true,
        async forgive() {
          await Promise.all([count.reward(key), ...held.map((limiter) => limiter.delete(key))]);
        },
      };
    },
    async reset(key) {
      await Promise.all([count, ...waits.map((wait) => wait.limiter)].map((limiter) => limiter.delete(key)));
    },
  };
}
