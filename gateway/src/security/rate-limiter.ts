import type { RateLimitedMutation } from './one-attempt-per-request.js';
import { RATE_LIMIT_POLICIES } from './rate-limit-policies.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** Who attempts: the client's address and, when the mutation names one, the e-mail address. */
export interface Attempter {
  ip: string;
  email?: string | null;
}

export interface RateLimiter {
  /** Counts the attempt per IP and per e-mail; the seconds to wait when either count refuses it, else null. */
  attempt(mutation: RateLimitedMutation, who: Attempter): Promise<number | null>;
  /** A successful login forgets the e-mail's count, as Shopware's LoginRoute does (the IP's stays). */
  succeeded(mutation: RateLimitedMutation, who: Attempter): Promise<void>;
  close(): Promise<void>;
}

const emailKey = (mutation: RateLimitedMutation, email: string) => `${mutation}:email:${email.trim().toLowerCase()}`;

export function createRateLimiter(store: RateLimitStore, clock: () => number = Date.now): RateLimiter {
  return {
    async attempt(mutation, { ip, email }) {
      const limits = RATE_LIMIT_POLICIES[mutation];
      const now = Math.floor(clock() / 1000);
      const decisions = await Promise.all([
        store.consume(`${mutation}:ip:${ip}`, limits.ip, now),
        ...(limits.email && email ? [store.consume(emailKey(mutation, email), limits.email, now)] : []),
      ]);
      const waits = decisions.flatMap((decision) => (decision.accepted ? [] : [decision.waitSeconds]));
      return waits.length ? Math.max(...waits) : null;
    },
    async succeeded(mutation, { email }) {
      if (mutation === 'login' && email) await store.reset(emailKey(mutation, email));
    },
    close: () => store.close(),
  };
}
