import { backendCodes, messageFor } from '../errors/error-catalogue.js';
import type { Locale } from '../http/locale.js';
import type { UserError } from '../modules/shared/user-error.type.js';
import type { RateLimitedMutation } from './one-attempt-per-request.js';
import type { RateLimiter } from './rate-limiter.js';

/** The request's side of the rate limits: its client address and language, bound once per request. */
export interface RequestAttempts {
  /** Counts the attempt; a refusal as a UserError with the wait in the request's language, else null. */
  check(mutation: RateLimitedMutation, email?: string | null): Promise<UserError | null>;
  succeeded(mutation: RateLimitedMutation, email?: string | null): Promise<void>;
}

/** Login says so in its own words (Shopware's CUSTOMER_AUTH_THROTTLED); the forms say RATE_LIMITED. */
const refusalOf = (mutation: RateLimitedMutation) =>
  mutation === 'login' ? backendCodes.CHECKOUT__CUSTOMER_AUTH_THROTTLED! : backendCodes.FRAMEWORK__RATE_LIMIT_EXCEEDED!;

export function requestAttempts(limiter: RateLimiter | null, ip: string, locale: Locale): RequestAttempts {
  return {
    async check(mutation, email) {
      const seconds = limiter ? await limiter.attempt(mutation, { ip, email }) : null;
      if (seconds === null) return null;
      const refusal = refusalOf(mutation);
      return { field: null, code: refusal.code, message: messageFor(refusal.messages, locale, { seconds }) };
    },
    async succeeded(mutation, email) {
      await limiter?.succeeded(mutation, { ip, email });
    },
  };
}
