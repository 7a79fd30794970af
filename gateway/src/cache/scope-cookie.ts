import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoreApiSession } from '../shopware/store-api-client.js';

export const SCOPE_COOKIE = 'sw-cache-scope';

/**
 * The scope of a session with a token, remembered in a cookie the gateway signs, as Shopware's
 * HTTP cache remembers it in `sw-cache-hash`: a shopper's next catalogue read is answered from the
 * cache without asking GET /context first. The value is `<scope id>.<issued at, s>.<HMAC>`; the
 * HMAC covers the session's token and language, so a cookie copied to another session, forged, or
 * older than `maxAgeSeconds` (time-bound rules may have changed the scope) is ignored.
 */
export interface ScopeCookie {
  maxAgeSeconds: number;
  issue(session: StoreApiSession, scopeId: string, nowMs?: number): string;
  /** The scope id the cookie vouches for in this session, or null. */
  verify(value: string | undefined, session: StoreApiSession, nowMs?: number): string | null;
}

export function createScopeCookie(secret: string, maxAgeSeconds: number): ScopeCookie {
  const signature = (session: StoreApiSession, scopeId: string, issuedAt: string): Buffer =>
    createHmac('sha256', secret)
      .update(`${session.contextToken ?? ''}\n${session.languageId ?? ''}\n${scopeId}\n${issuedAt}`)
      .digest();

  return {
    maxAgeSeconds,
    issue(session, scopeId, nowMs = Date.now()) {
      const issuedAt = String(Math.floor(nowMs / 1000));
      return `${scopeId}.${issuedAt}.${signature(session, scopeId, issuedAt).toString('base64url')}`;
    },
    verify(value, session, nowMs = Date.now()) {
      if (!value || !session.contextToken) return null;
      const [scopeId, issuedAt, signed, ...rest] = value.split('.');
      if (!scopeId || !issuedAt || !signed || rest.length || !/^\d+$/.test(issuedAt)) return null;
      const age = nowMs / 1000 - Number(issuedAt);
      if (age < 0 || age > maxAgeSeconds) return null;
      const expected = signature(session, scopeId, issuedAt);
      const given = Buffer.from(signed, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? scopeId : null;
    },
  };
}

/**
 * One request's dealings with the scope cookie: the scope id it vouched for at the start, believed
 * until the request changes something (a mutation: login, cart, language …, after which only
 * GET /context tells), and the value the answer leaves in the cookie.
 */
export class RequestScope {
  private readonly vouched: string | null;
  private changed = false;
  private learnedId: string | null | undefined;

  constructor(
    private readonly cookie: ScopeCookie,
    session: StoreApiSession,
    private readonly sent: string | undefined,
  ) {
    this.vouched = cookie.verify(sent, session);
  }

  recalled(): string | null {
    return this.changed ? null : this.vouched;
  }

  /** What GET /context said: a scope id, or null for a customer's session (never cached). */
  learned(scopeId: string | null): void {
    this.learnedId = scopeId;
  }

  markChanged(): void {
    this.changed = true;
  }

  /** The cookie's next value for the session as it ends the request: a value, '' to remove it, undefined to leave it. */
  nextValue(session: StoreApiSession): string | undefined {
    if (this.changed || this.learnedId === null) return this.sent ? '' : undefined;
    if (this.learnedId === undefined || this.learnedId === this.vouched) return undefined;
    return this.cookie.issue(session, this.learnedId);
  }
}
