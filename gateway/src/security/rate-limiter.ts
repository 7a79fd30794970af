import { createBackoffLimiter, type BackoffAttempt, type BackoffLimiter } from './backoff-limiter.js';
import { RATE_LIMITED_MUTATIONS, type RateLimitedMutation } from './one-attempt-per-request.js';
import { RATE_LIMIT_POLICIES } from './rate-limit-policies.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** Who attempts: the client's address and, when the mutation names one, the e-mail address. */
export interface Attempter {
  ip: string;
  email?: string | null;
}

/** Let through (then `succeeded` when the Store API accepted it), or refused with the seconds to wait. */
export type RateLimitedAttempt =
  { accepted: true; succeeded(): Promise<void> } | { accepted: false; waitSeconds: number };

export interface RateLimiter {
  /** Counts the attempt per address and per e-mail and address; refused when either refuses it, and then counted by neither. */
  attempt(mutation: RateLimitedMutation, who: Attempter): Promise<RateLimitedAttempt>;
  close(): Promise<void>;
}

const emailAtAddress = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const limiters = Object.fromEntries(
    RATE_LIMITED_MUTATIONS.map((mutation) => {
      const limits = RATE_LIMIT_POLICIES[mutation];
      return [
        mutation,
        {
          address: createBackoffLimiter(store, `${mutation}:ip`, limits.address),
          emailAtAddress: createBackoffLimiter(store, `${mutation}:email-ip`, limits.emailAtAddress),
        },
      ];
    }),
  ) as Record<RateLimitedMutation, { address: BackoffLimiter; emailAtAddress: BackoffLimiter }>;
  return {
    async attempt(mutation, { ip, email }) {
      const { address, emailAtAddress: perEmail } = limiters[mutation];
      const key = email ? emailAtAddress(email, ip) : null;
      const attempts: BackoffAttempt[] = await Promise.all([
        address.attempt(ip),
        ...(key ? [perEmail.attempt(key)] : []),
      ]);
      const waits = attempts.flatMap((attempt) => (attempt.accepted ? [] : [attempt.waitSeconds]));
      if (waits.length) {
        await Promise.all(attempts.map((attempt) => (attempt.accepted ? attempt.forgive() : undefined)));
        return { accepted: false, waitSeconds: Math.max(...waits) };
      }
      const [atAddress] = attempts;
      return {
        accepted: true,
        async succeeded() {
          if (!RATE_LIMIT_POLICIES[mutation].forgivenOnSuccess || !atAddress?.accepted) return;
          await Promise.all([atAddress.forgive(), key ? perEmail.reset(key) : undefined]);
        },
      };
    },
    close: () => store.close(),
  };
}
