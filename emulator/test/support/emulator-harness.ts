import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { createEmulator } from '../../src/app.js';
import { DEFAULT_ACCESS_KEY, loadConfig } from '../../src/config.js';
import { openDatabase, type Db } from '../../src/db/database.js';

export const ACCESS_KEY = DEFAULT_ACCESS_KEY;

export interface RunningEmulator {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  /** A supertest agent against the listening server (real HTTP on loopback). */
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** Starts an emulator on a free loopback port with an in-memory (or given) database. */
export async function startEmulator(
  options: {
    databaseFile?: string;
    env?: Record<string, string>;
    /** "now" for the emulator (tests move time). */ clock?: () => Date;
  } = {},
): Promise<RunningEmulator> {
  const config = loadConfig({
    EMULATOR_DB: options.databaseFile ?? ':memory:',
    EMULATOR_MEDIA_CACHE: '',
    ...options.env,
  });
  const db = openDatabase(config.databaseFile);
  const app = createEmulator({ config, db, ...(options.clock ? { clock: options.clock } : {}) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    baseUrl: address,
    http: request(address),
    async close() {
      await app.close();
      db.close();
    },
  };
}

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
