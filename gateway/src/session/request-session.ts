import type { FastifyReply, FastifyRequest } from 'fastify';
import { SCOPE_COOKIE } from '../cache/scope-cookie.js';
import type { StoreApiSession } from '../shopware/store-api-client.js';

export const CONTEXT_TOKEN = 'sw-context-token';
export const LANGUAGE_ID = 'sw-language-id';
const ONE_YEAR_SECONDS = 31536000;

/**
 * Shopware's context tokens are 32 letters and digits (Random::getAlphanumericString(32)); up to 64
 * leaves room for another issuer's. Anything else (control characters, spaces, non-ASCII, kilobytes)
 * is no token: the visitor is treated as one without a session instead of the value reaching a header.
 */
const CONTEXT_TOKEN_FORMAT = /^[A-Za-z0-9]{32,64}$/;
/** A language id is a Shopware id: 32 hexadecimal characters. */
const LANGUAGE_ID_FORMAT = /^[0-9a-f]{32}$/i;

export const isContextToken = (value: unknown): value is string =>
  typeof value === 'string' && CONTEXT_TOKEN_FORMAT.test(value);
export const isLanguageId = (value: unknown): value is string =>
  typeof value === 'string' && LANGUAGE_ID_FORMAT.test(value);

/** A request's cookies without a session cookie that is not well-formed (what a server render passes on). */
export function wellFormedCookies(cookies: Record<string, string | undefined>): Record<string, string | undefined> {
  const copy = { ...cookies };
  if (copy[CONTEXT_TOKEN] !== undefined && !isContextToken(copy[CONTEXT_TOKEN])) delete copy[CONTEXT_TOKEN];
  if (copy[LANGUAGE_ID] !== undefined && !isLanguageId(copy[LANGUAGE_ID])) delete copy[LANGUAGE_ID];
  return copy;
}

/**
 * The shopper's session as the gateway keeps it: the Shopware context token and language id,
 * from the `sw-context-token` / `sw-language-id` request headers (apps) or the HttpOnly cookies of
 * the same names (browsers). The web client never reads the token. A value that is not well-formed
 * counts as none (a new visitor), so no such value reaches the Store API's headers.
 */
export function readSession(request: FastifyRequest): StoreApiSession {
  const read = (name: string, wellFormed: (value: unknown) => value is string): string | null => {
    const header = request.headers[name];
    const value = typeof header === 'string' && header.trim() !== '' ? header.trim() : request.cookies[name];
    return wellFormed(value) ? value : null;
  };
  return { contextToken: read(CONTEXT_TOKEN, isContextToken), languageId: read(LANGUAGE_ID, isLanguageId) };
}

function cookieOptions(request: FastifyRequest, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge, secure: request.protocol === 'https' };
}

/**
 * Writes the session back when it changed (a new or rotated token, another language): as cookies
 * (HttpOnly, SameSite=Lax, path /, one year, Secure behind HTTPS) and as response headers for apps.
 */
export function writeSession(
  request: FastifyRequest,
  reply: FastifyReply,
  before: StoreApiSession,
  after: StoreApiSession,
): void {
  const options = cookieOptions(request, ONE_YEAR_SECONDS);
  if (after.contextToken) {
    reply.header(CONTEXT_TOKEN, after.contextToken);
    // A browser's cookie is renewed when it differs from the token; an app that keeps its token in
    // the header gets a cookie only with a new token (not one on every answer).
    const cookie = request.cookies[CONTEXT_TOKEN];
    if (after.contextToken !== before.contextToken || (cookie !== undefined && cookie !== after.contextToken)) {
      reply.setCookie(CONTEXT_TOKEN, after.contextToken, options);
    }
  }
  if (after.languageId && after.languageId !== before.languageId) {
    reply.header(LANGUAGE_ID, after.languageId);
    reply.setCookie(LANGUAGE_ID, after.languageId, options);
  }
}

/** The signed scope (src/cache/scope-cookie.ts) a client sends back: the header of apps, or the browser's cookie. */
export function readScopeCookie(request: FastifyRequest): string | undefined {
  const header = request.headers[SCOPE_COOKIE];
  return (typeof header === 'string' && header !== '' ? header : undefined) ?? request.cookies[SCOPE_COOKIE];
}

/**
 * Sets the signed scope to `value` (as a cookie, and as a header of the same name for apps), removes
 * it for '', leaves it for undefined.
 */
export function writeScopeCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string | undefined,
  maxAgeSeconds: number,
): void {
  if (value === undefined) return;
  reply.header(SCOPE_COOKIE, value);
  if (value === '') reply.clearCookie(SCOPE_COOKIE, { path: '/' });
  else reply.setCookie(SCOPE_COOKIE, value, cookieOptions(request, Math.ceil(maxAgeSeconds)));
}
