import { loadConfig } from '@weingut/gateway/config';
import type { GatewayMetrics } from '@weingut/gateway/observability/metrics';
import { createServer, type CreateServerOptions } from '@weingut/gateway/server';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { freePort } from './free-port.js';
import { requireWebBuild } from './gateway-process.js';

export interface RunningGateway {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  gatewayUrl: string;
  /** supertest against the gateway (real HTTP on loopback). */
  http: ReturnType<typeof request>;
  /** Its metrics (null with METRICS=off); not served on a port of their own, as main.ts does. */
  metrics: GatewayMetrics | null;
  close(): Promise<void>;
}

export interface GatewayOptions extends CreateServerOptions {
  /** Settings over the README's defaults; a test that sets one says why. */
  env?: Record<string, string>;
  /** Its port; a free loopback port unless given. */
  port?: number;
  /** 'built' (the default, as `npm start` serves the shop) or 'none' (see gateway-process.ts). */
  web?: 'built' | 'none';
}

/**
 * The gateway in the test's own process (`createServer`, as gateway/src/main.ts makes it) on a free loopback port,
 * with the README's defaults; its Store API is the one `env` names (SHOPWARE_ENDPOINT). Beside the port, one setting
 * is the kit's: LOG_LEVEL=silent, the test's output not being the shop's log (a test about logs sets a level and
 * passes `logDestination`).
 */
export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const { env, web, logDestination, clock } = options;
  if (web !== 'none') requireWebBuild(env?.WEB_DIST);
  const port = options.port ?? (await freePort());
  // PORT stays the README's 4000, as STOREFRONT_URL's default (http://localhost:4000), which the tests' links name.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...(web === 'none' ? { WEB_DIST: '/nonexistent' } : {}),
    ...env,
  });
  const { app, metrics } = await createServer(config, { logDestination, clock });
  const gatewayUrl = await app.listen({ port, host: config.host });
  return { app, gatewayUrl, http: request(gatewayUrl), metrics, close: () => app.close() };
}
