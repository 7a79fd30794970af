import { backendCodes } from '../errors/error-catalogue.js';
import { messageFor } from '../i18n/texts.js';
import type { Locale } from '../i18n/locale.js';
import type { UserError } from '../errors/user-error.type.js';
import type { RateLimitedMutation } from './one-attempt-per-request.js';
import type { RateLimitedAttempt, RateLimiter } from './rate-limiter.js';
import type { StockClaim, StockClaimOutcome } from './stock-shares.js';

/** The request's side of the rate limits: its client address, session and language, bound once per request. */
export interface RequestAttempts {
  /**
   * Counts the attempt; a refusal as a UserError with the wait in the request's language, else null.
   * `email`: the one the mutation names (counted with the address); `unprovenEmail`: one nobody proved to
   * own, as a guest's order's (counted alone).
   */
  check(mutation: RateLimitedMutation, email?: string | null, unprovenEmail?: string | null): Promise<UserError | null>;
  /** The Store API accepted the attempt checked before (a login: its counts are forgiven). */
  succeeded(mutation: RateLimitedMutation): Promise<void>;
  /** An order's closeout lines against the shopper's share of their stock; accepted when limits are off. */
  claimStock(claims: StockClaim[], unprovenEmail?: string | null): Promise<StockClaimOutcome>;
}

const NOTHING_HELD: StockClaimOutcome = { accepted: true, release: async () => undefined };

/** Login says so in its own words (Shopware's CUSTOMER_AUTH_THROTTLED); the forms say RATE_LIMITED. */
const refusalOf = (mutation: RateLimitedMutation) =>
  mutation === 'login' ? backendCodes.CHECKOUT__CUSTOMER_AUTH_THROTTLED! : backendCodes.FRAMEWORK__RATE_LIMIT_EXCEEDED!;

/**
 * `onWait`: told the seconds of each refusal, for the answer's Retry-After header (server.ts). An app reads
 * the wait as a number there or in the UserError's retryAfterSeconds, not from the message.
 */
export function requestAttempts(
  limiter: RateLimiter | null,
  ip: string,
  session: string | null,
  locale: Locale,
  onWait: (seconds: number) => void = () => undefined,
): RequestAttempts {
  // One rate-limited mutation per request (one-attempt-per-request.ts): its accepted attempt.
  const accepted = new Map<RateLimitedMutation, Extract<RateLimitedAttempt, { accepted: true }>>();
  return {
    async check(mutation, email, unprovenEmail) {
      const attempt = limiter ? await limiter.attempt(mutation, { ip, session, email, unprovenEmail }) : null;
      if (!attempt) return null;
      if (attempt.accepted) {
        accepted.set(mutation, attempt);
        return null;
      }
      const refusal = refusalOf(mutation);
      onWait(attempt.waitSeconds);
      return {
        field: null,
        code: refusal.code,
        message: messageFor(refusal.text, locale, { seconds: attempt.waitSeconds }),
        retryAfterSeconds: attempt.waitSeconds,
      };
    },
    async succeeded(mutation) {
      await accepted.get(mutation)?.succeeded();
    },
    async claimStock(claims, unprovenEmail) {
      return limiter && claims.length ? limiter.claimStock({ ip, session, unprovenEmail }, claims) : NOTHING_HELD;
    },
  };
}
