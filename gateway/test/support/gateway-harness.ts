import request from 'supertest';
import { createEmulator } from '../../../emulator/src/app.js';
import { loadConfig as loadEmulatorConfig } from '../../../emulator/src/config.js';
import { openDatabase } from '../../../emulator/src/db/database.js';
import { loadConfig } from '../../src/config.js';
import type { LogDestination } from '../../src/observability/logger.js';
import type { GatewayMetrics } from '../../src/observability/metrics.js';
import type { Clock } from '../../src/cache/clock.js';
import { createServer } from '../../src/server.js';

export interface RunningShop {
  /** supertest against the gateway (real HTTP on loopback). */
  http: ReturnType<typeof request>;
  gatewayUrl: string;
  emulatorUrl: string;
  /** The emulator's database, for checks of what it stored (e.g. how many orders). */
  emulatorDb: ReturnType<typeof openDatabase>;
  /** The gateway's metrics (null with METRICS=off). */
  metrics?: GatewayMetrics | null;
  close(): Promise<void>;
}

export type RunningGateway = Pick<RunningShop, 'http' | 'gatewayUrl' | 'metrics' | 'close'>;

/** What a test may pass to the gateway beside its environment: a stream for its log lines, a clock it moves (support/test-clock.ts). */
export interface GatewayOptions {
  logDestination?: LogDestination;
  clock?: Clock;
}

/**
 * A gateway alone on a free loopback port, configured by `env` (NODE_ENV test unless given). The
 * catalogue cache and the rate limits are off unless `env` turns them on (CACHE: 'on', RATE_LIMITS: 'on'): most tests prove what reaches the
 * Store API (call counts, faults), which a cached answer from an earlier test would hide.
 */
export async function startGateway(env: Record<string, string>, options: GatewayOptions = {}): Promise<RunningGateway> {
  const { app, metrics } = await createServer(
    loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', CACHE: 'off', RATE_LIMITS: 'off', ...env }),
    options,
  );
  const gatewayUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { http: request(gatewayUrl), gatewayUrl, metrics, close: () => app.close() };
}

/**
 * Starts the Store API emulator (in-memory catalogue) and a gateway pointed at it, both listening
 * on free loopback ports. `gatewayEnv` overrides the gateway's configuration (e.g. a fault proxy).
 */
export async function startShop(
  options: { emulatorEnv?: Record<string, string>; gatewayEnv?: Record<string, string>; gateway?: GatewayOptions } = {},
): Promise<RunningShop> {
  const emulatorConfig = loadEmulatorConfig({
    EMULATOR_DB: ':memory:',
    EMULATOR_MEDIA_CACHE: '',
    ...options.emulatorEnv,
  });
  const db = openDatabase(emulatorConfig.databaseFile);
  const emulator = createEmulator({ config: emulatorConfig, db });
  const emulatorUrl = await emulator.listen({ port: 0, host: '127.0.0.1' });
  const gateway = await startGateway({ SHOPWARE_ENDPOINT: emulatorUrl, ...options.gatewayEnv }, options.gateway);
  return {
    ...gateway,
    emulatorUrl,
    emulatorDb: db,
    async close() {
      await gateway.close();
      await emulator.close();
      db.close();
    },
  };
}

/** A GraphQL operation as a browser sends it (JSON POST), with optional headers. */
export function graphql(
  shop: RunningGateway,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return shop.http
    .post('/graphql')
    .set({ 'content-type': 'application/json', ...headers })
    .send({ query, variables });
}

/** Asserts an answer without errors and returns its data. */
export function dataOf<T = any>(res: { status: number; body: { data?: T; errors?: unknown[] } }): T {
  if (res.body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(res.body.errors, null, 2)}`);
  expect(res.status).toBe(200);
  return res.body.data as T;
}

/** The Set-Cookie lines of an answer. */
export function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
}

/** The `sw-context-token` cookie a browser would keep from an answer. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const token = setCookies(res)
    .map((cookie) => /^sw-context-token=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!token) throw new Error('No sw-context-token cookie in the answer');
  return `sw-context-token=${token}`;
}
