import type request from 'supertest';
import { DEFAULT_ACCESS_KEY } from '../../src/config.js';

export { startEmulator, type RunningEmulator } from '@weingut/testkit/emulator';

export const ACCESS_KEY = DEFAULT_ACCESS_KEY;

type Agent = ReturnType<typeof request>;

/** A Store API POST with the access key and a JSON body. */
export const post = (http: Agent, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  http
    .post(`/store-api${path}`)
    .set({ 'sw-access-key': ACCESS_KEY, ...headers })
    .send(body as object);

export const get = (http: Agent, path: string, headers: Record<string, string> = {}) =>
  http.get(`/store-api${path}`).set({ 'sw-access-key': ACCESS_KEY, ...headers });

import { expectStoreApiResponse, validateStoreApiResponse, type ExpectStoreApiOptions } from './store-api-schema.js';

type Response = Awaited<ReturnType<typeof post>>;

/**
 * Asserts a 2xx answer and validates it against the official schema (with SCHEMA_CORRECTIONS);
 * returns the body. `validateAs` checks it against another operation's schema (e.g. POST
 * /checkout/cart, which Shopware serves like GET but the document leaves out).
 */
export function ok<T = any>(res: Response, validateAs?: ExpectStoreApiOptions): T {
  if (res.status >= 300) throw new Error(`Expected success, got ${res.status}: ${res.text.slice(0, 500)}`);
  expectStoreApiResponse(res, validateAs);
  return res.body as T;
}

/**
 * Asserts a Shopware error answer with the status and code, shaped as the schema's `failure`
 * (statuses the document leaves undocumented for an operation, such as 412, are checked
 * against the `failure` schema of its documented 401 answer, which every operation has).
 */
export function shopwareError(
  res: Response,
  status: number,
  code: string,
): { code: string; detail: string; meta: { parameters: any }; source?: { pointer: string } } {
  expect(res.status).toBe(status);
  const first = (res.body as { errors?: { code: string }[] }).errors?.[0];
  expect(first?.code).toBe(code);
  // supertest exposes the Node request as `req` at runtime; its types leave it out.
  const { method, path } = (res as unknown as { req: { method: string; path: string } }).req;
  const checked = validateStoreApiResponse({ method, path, status, body: res.body });
  if (!checked.valid) {
    const fallback = validateStoreApiResponse({ method, path, status: 401, body: res.body });
    if (!fallback.valid)
      throw new Error(`Error body is not a Shopware failure: ${[...checked.errors, ...fallback.errors].join('; ')}`);
  }
  return first as never;
}
