import { createBackoffLimiter, type BackoffAttempt, type BackoffLimiter } from './backoff-limiter.js';
import { RATE_LIMITED_MUTATIONS, type RateLimitedMutation } from './one-attempt-per-request.js';
import { RATE_LIMIT_POLICIES } from './rate-limit-policies.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { createStockShares, type StockClaim, type StockClaimOutcome } from './stock-shares.js';

/** Who attempts: the client's address and, where the request has them, its session and the e-mail it names. */
export interface Attempter {
  ip: string;
  /** The session's context token; none for a request without one. */
  session?: string | null;
  /** The e-mail the mutation names (login, forms), counted together with the address. */
  email?: string | null;
  /** An e-mail nobody proved to own (a guest's order), counted alone from every address. */
  unprovenEmail?: string | null;
}

/** Let through (then `succeeded` when the Store API accepted it), or refused with the seconds to wait. */
export type RateLimitedAttempt =
  { accepted: true; succeeded(): Promise<void> } | { accepted: false; waitSeconds: number };

export interface RateLimiter {
  /** Counts the attempt under each of its keys; refused when any refuses it, and then counted by none. */
  attempt(mutation: RateLimitedMutation, who: Attempter): Promise<RateLimitedAttempt>;
  /** Counts an order's closeout lines against the shopper's share of their stock (stock-shares.ts), per key as attempts are. */
  claimStock(who: Attempter, claims: StockClaim[]): Promise<StockClaimOutcome>;
  close(): Promise<void>;
}

const KEY_KINDS = ['address', 'emailAtAddress', 'session', 'unprovenEmail'] as const;
type KeyKind = (typeof KEY_KINDS)[number];

const lowerCase = (email: string) => email.trim().toLowerCase();

/** The attempter's key of each kind, where it has one. */
const keysOf = ({ ip, session, email, unprovenEmail }: Attempter): Record<KeyKind, string | null> => ({
  address: ip,
  emailAtAddress: email ? `${lowerCase(email)}|${ip}` : null,
  session: session ?? null,
  unprovenEmail: unprovenEmail ? lowerCase(unprovenEmail) : null,
});

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const stockShares = createStockShares(store);
  const limiters = Object.fromEntries(
    RATE_LIMITED_MUTATIONS.map((mutation) => {
      const limits = RATE_LIMIT_POLICIES[mutation];
      const byKind = KEY_KINDS.flatMap((kind) => {
        const policy = limits[kind];
        return policy ? [[kind, createBackoffLimiter(store, `${mutation}:${KIND_NAMES[kind]}`, policy)] as const] : [];
      });
      return [mutation, byKind];
    }),
  ) as Record<RateLimitedMutation, (readonly [KeyKind, BackoffLimiter])[]>;
  return {
    async attempt(mutation, who) {
      const keys = keysOf(who);
      const counted = limiters[mutation].flatMap(([kind, limiter]) => {
        const key = keys[kind];
        return key ? [{ kind, key, limiter }] : [];
      });
      const attempts: BackoffAttempt[] = await Promise.all(counted.map(({ key, limiter }) => limiter.attempt(key)));
      const waits = attempts.flatMap((attempt) => (attempt.accepted ? [] : [attempt.waitSeconds]));
      if (waits.length) {
        await Promise.all(attempts.map((attempt) => (attempt.accepted ? attempt.forgive() : undefined)));
        return { accepted: false, waitSeconds: Math.max(...waits) };
      }
      return {
        accepted: true,
        async succeeded() {
          if (!RATE_LIMIT_POLICIES[mutation].forgivenOnSuccess) return;
          await Promise.all(
            counted.map(({ kind, key, limiter }, index) => {
              const attempt = attempts[index];
              if (kind === 'address') return attempt?.accepted ? attempt.forgive() : undefined;
              return kind === 'emailAtAddress' ? limiter.reset(key) : undefined;
            }),
          );
        },
      };
    },
    claimStock(who, claims) {
      const keys = keysOf(who);
      const shopperKeys = (['address', 'session', 'unprovenEmail'] as const).flatMap((kind) => {
        const key = keys[kind];
        return key ? [`${KIND_NAMES[kind]}:${key}`] : [];
      });
      return stockShares.claim(shopperKeys, claims);
    },
    close: () => store.close(),
  };
}

/** The store's key prefixes: `email-ip` and `ip` as before, so counts kept in Redis carry over. */
const KIND_NAMES: Record<KeyKind, string> = {
  address: 'ip',
  emailAtAddress: 'email-ip',
  session: 'session',
  unprovenEmail: 'email',
};
