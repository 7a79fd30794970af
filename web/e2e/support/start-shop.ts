/**
 * Starts the shop as `npm start` does, for the browser tests: the Store API emulator with an
 * in-memory catalogue and the gateway serving the built web client (web/dist), both on free
 * loopback ports; a second such shop with double opt-in registration; a gateway whose Store
 * API is a closed port (the 502 page); and a third shop whose Store API sits behind the gateway
 * tests' fault proxy, failing on demand through a small control endpoint (support/faults.ts); and
 * gateways of the main shop with one setting of their own (the e-label script, trusted documents).
 * Prints one JSON line with the addresses, then runs until SIGTERM or until stdin closes.
 * Run with tsx and the gateway's tsconfig (type-graphql's decorators):
 *   tsx --tsconfig ../gateway/tsconfig.json e2e/support/start-shop.ts
 */
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '@weingut/testkit/emulator';
import { startFaultProxy, type Fault, type FaultProxy } from '@weingut/testkit/fault-proxy';
import { freePort } from '@weingut/testkit/free-port';
import { startGateway } from '@weingut/testkit/gateway';
import { startFakeLabelProvider } from './fake-label-provider.js';

const HOST = '127.0.0.1';

/**
 * The gateway's settings here are the defaults, except:
 * - NODE_ENV=production, as the container runs it (the shop as shoppers meet it online); `npm start`'s
 *   development mode is what e2e/readme-start/readme-start.start.ts starts;
 * - RATE_LIMITS=off: every shopper of the suite comes from 127.0.0.1, so the per-address limits would
 *   throttle the suite (the limits are the gateway tests' subject: rate-limits*.test.ts);
 * - the ports: free loopback ports (the test kit's), so that the suite runs beside a shop started with `npm start`;
 * - LOG_LEVEL=warn: the first line this process prints must be the addresses' JSON (Fastify logs its listening at info).
 */
const gatewayEnv: Record<string, string> = {
  NODE_ENV: 'production',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  // E2E_WEB_DIST lets a second build (another working copy's) be tested without touching web/dist.
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
};

/**
 * An emulator (in memory, seeded) and the gateway in front of it, each on a free port; with
 * `storeApi`, the gateway reaches the emulator through that proxy (with these settings of its own).
 */
async function startShop({
  doubleOptIn,
  storeApi,
}: {
  doubleOptIn: boolean;
  storeApi?: { proxy: FaultProxy; gatewayEnv: Record<string, string> };
}) {
  const gatewayPort = await freePort();
  const gatewayUrl = `http://${HOST}:${gatewayPort}`;
  // Each run starts from the seeded catalogue (the test kit's emulator: a database in memory); the
  // sales channel's domain is this gateway's address; the shop's other settings are the emulator's defaults.
  const emulator = await startEmulator({
    env: { STOREFRONT_URL: gatewayUrl, EMULATOR_DOUBLE_OPT_IN: doubleOptIn ? '1' : '0' },
  });
  const emulatorUrl = emulator.url;
  storeApi?.proxy.forwardTo(emulatorUrl);
  // Behind the proxy, the media (on the emulator's address) come from another origin than the Store API: the CSP's img-src needs it.
  const endpoint = storeApi
    ? { SHOPWARE_ENDPOINT: storeApi.proxy.url, MEDIA_ORIGIN: emulatorUrl, ...storeApi.gatewayEnv }
    : { SHOPWARE_ENDPOINT: emulatorUrl };
  const gateway = await startGateway({
    port: gatewayPort,
    env: { ...gatewayEnv, STOREFRONT_URL: gatewayUrl, ...endpoint },
  });
  const close = async () => {
    await gateway.close();
    await emulator.close();
  };
  return { gatewayUrl, emulatorUrl, close };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body ? JSON.parse(body) : {};
}

/** What the browser tests send to POST /fail: the proxy's fault, how many requests, which ("METHOD /path" regex source). */
export interface FailRequest {
  fault: Fault;
  times?: number;
  only?: string;
}

/**
 * The fault proxy's remote control for the test worker (the proxy lives in this process):
 * POST /fail with a FailRequest, POST /heal; 204 when done, 400 for anything else.
 */
async function startFaultControl(proxy: FaultProxy): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const act = async () => {
      if (request.method === 'POST' && request.url === '/heal') return proxy.heal();
      if (request.method !== 'POST' || request.url !== '/fail')
        throw new Error(`${request.method} ${request.url}: only POST /fail and POST /heal`);
      const { fault, times, only } = (await readJson(request)) as FailRequest;
      return proxy.fail(fault, times ?? Number.POSITIVE_INFINITY, only === undefined ? undefined : new RegExp(only));
    };
    act().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${HOST}:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The fault-matrix shop's Store API time-out: short, so that the time-out cases are quick. */
const FAULTY_TIMEOUT_MS = 1500;
const proxy = await startFaultProxy();

// Registrations are logged in at once in the main shop (most journeys need no confirmation mail);
// the second shop asks for the e-mail's confirmation, as a real Shopware does by default.
const [main, confirming, faulty, control, closedPort] = await Promise.all([
  startShop({ doubleOptIn: false }),
  startShop({ doubleOptIn: true }),
  // No catalogue cache there: every read meets the fault (the cache's own answer to an outage is the gateway tests').
  startShop({
    doubleOptIn: false,
    storeApi: { proxy, gatewayEnv: { SHOPWARE_TIMEOUT_MS: String(FAULTY_TIMEOUT_MS), CACHE: 'off' } },
  }),
  startFaultControl(proxy),
  freePort(),
]);
/** Another gateway with `env` over the shop's settings, on a port of its own that is also its public origin (STOREFRONT_URL). */
async function extraGateway(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const { app } = await startGateway({ port, env: { ...gatewayEnv, STOREFRONT_URL: url, ...env } });
  return { app, url };
}

const { app: brokenGateway, url: brokenGatewayUrl } = await extraGateway({
  SHOPWARE_ENDPOINT: `http://${HOST}:${closedPort}`,
  SHOPWARE_TIMEOUT_MS: '2000',
});

// A gateway of the main shop with the e-label provider's script set (PRODUCT_LABEL_SCRIPT, the setting
// under test); the provider is a stand-in on another loopback port (support/fake-label-provider.ts).
const labelProvider = await startFakeLabelProvider(HOST);
const { app: labelGateway, url: labelGatewayUrl } = await extraGateway({
  SHOPWARE_ENDPOINT: main.emulatorUrl,
  PRODUCT_LABEL_SCRIPT: `${labelProvider.origin}/product-label.js`,
});

// A gateway of the main shop that takes only the web client's own operations, by their hash
// (GRAPHQL_DOCUMENTS=trusted, the setting under test: trusted-documents.e2e.ts).
const { app: trustedGateway, url: trustedGatewayUrl } = await extraGateway({
  SHOPWARE_ENDPOINT: main.emulatorUrl,
  GRAPHQL_DOCUMENTS: 'trusted',
});

console.log(
  JSON.stringify({
    gatewayUrl: main.gatewayUrl,
    emulatorUrl: main.emulatorUrl,
    brokenGatewayUrl,
    doubleOptIn: { gatewayUrl: confirming.gatewayUrl, emulatorUrl: confirming.emulatorUrl },
    faulty: {
      gatewayUrl: faulty.gatewayUrl,
      emulatorUrl: faulty.emulatorUrl,
      controlUrl: control.url,
      timeoutMs: FAULTY_TIMEOUT_MS,
    },
    productLabel: { gatewayUrl: labelGatewayUrl, providerOrigin: labelProvider.origin },
    trusted: { gatewayUrl: trustedGatewayUrl },
  }),
);

let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  await Promise.allSettled([
    main.close(),
    confirming.close(),
    faulty.close(),
    control.close(),
    brokenGateway.close(),
    labelGateway.close(),
    trustedGateway.close(),
    labelProvider.close(),
  ]);
  await proxy.close();
  process.exit(0);
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
process.stdin.on('end', close);
process.stdin.resume();
