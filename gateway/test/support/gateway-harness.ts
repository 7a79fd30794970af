import type { LogDestination } from '../../src/observability/logger.js';
import type { Clock } from '../../src/cache/clock.js';
import { startGateway as startKitGateway, type RunningGateway } from '@weingut/testkit/gateway';
import { startShop as startKitShop, type RunningShop } from '@weingut/testkit/shop';

export type { RunningGateway, RunningShop };

/** What a test may pass to the gateway beside its environment: a stream for its log lines, a clock it moves (support/test-clock.ts). */
export interface GatewayOptions {
  logDestination?: LogDestination;
  clock?: Clock;
}

/*
 * The gateway's suites start the test kit's shop with the README's defaults, but no web client: they are about
 * /graphql and run without the web build (the page tests give WEB_DIST a build of their own).
 */

/** A gateway alone, in process, configured by `env` over the defaults. */
export function startGateway(env: Record<string, string>, options: GatewayOptions = {}): Promise<RunningGateway> {
  return startKitGateway({ env, web: 'none', ...options });
}

/** The Store API emulator (in memory) and a gateway pointed at it, in process; `gatewayEnv` over the defaults. */
export function startShop(
  options: { emulatorEnv?: Record<string, string>; gatewayEnv?: Record<string, string>; gateway?: GatewayOptions } = {},
): Promise<RunningShop> {
  return startKitShop({
    emulator: { env: options.emulatorEnv ?? {} },
    gateway: { env: options.gatewayEnv ?? {}, web: 'none', ...options.gateway },
  });
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
