/**
 * Starts the shop as `npm start` does, for the browser tests: the Store API emulator with an
 * in-memory catalogue and the gateway serving the built web client (web/dist), both on free
 * loopback ports; a second such shop with double opt-in registration; and a gateway whose Store
 * API is a closed port (the 502 page).
 * Prints one JSON line with the addresses, then runs until SIGTERM or until stdin closes.
 * Run with tsx and the gateway's tsconfig (type-graphql's decorators):
 *   tsx --tsconfig ../gateway/tsconfig.json e2e/support/start-shop.ts
 */
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createEmulator } from '../../../emulator/src/app.js';
import { loadConfig as loadEmulatorConfig } from '../../../emulator/src/config.js';
import { openDatabase } from '../../../emulator/src/db/database.js';
import { loadConfig } from '../../../gateway/src/config.js';
import { createServer } from '../../../gateway/src/server.js';

const HOST = '127.0.0.1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// E2E_WEB_DIST lets a second build (another working copy's) be tested without touching web/dist.
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));
// Every shopper of the browser tests comes from 127.0.0.1: the per-address rate limits would throttle the suite.
const gatewayEnv = { NODE_ENV: 'production', WEB_DIST: webDist, HOST, RATE_LIMITS: 'off' } as const;

/** An emulator (in memory, seeded) and the gateway in front of it, each on a free port. */
async function startShop({ doubleOptIn }: { doubleOptIn: boolean }) {
  const [emulatorPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const gatewayUrl = `http://${HOST}:${gatewayPort}`;
  // Media URLs carry the emulator's public address, so it must listen where it says it does.
  const emulatorConfig = loadEmulatorConfig({
    EMULATOR_DB: ':memory:',
    EMULATOR_MEDIA_CACHE: '',
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_PUBLIC_URL: `http://${HOST}:${emulatorPort}`,
    STOREFRONT_URL: gatewayUrl,
    EMULATOR_DOUBLE_OPT_IN: doubleOptIn ? '1' : '0',
  });
  const db = openDatabase(emulatorConfig.databaseFile);
  const emulator = createEmulator({ config: emulatorConfig, db });
  const emulatorUrl = await emulator.listen({ port: emulatorPort, host: HOST });
  const { app: gateway } = await createServer(loadConfig({ ...gatewayEnv, STOREFRONT_URL: gatewayUrl, SHOPWARE_ENDPOINT: emulatorUrl }));
  await gateway.listen({ port: gatewayPort, host: HOST });
  const close = async () => {
    await gateway.close();
    await emulator.close();
    db.close();
  };
  return { gatewayUrl, emulatorUrl, close };
}

// Registrations are logged in at once in the main shop (most journeys need no confirmation mail);
// the second shop asks for the e-mail's confirmation, as a real Shopware does by default.
const [main, confirming, closedPort] = await Promise.all([startShop({ doubleOptIn: false }), startShop({ doubleOptIn: true }), freePort()]);
const { app: brokenGateway } = await createServer(loadConfig({ ...gatewayEnv, SHOPWARE_ENDPOINT: `http://${HOST}:${closedPort}`, SHOPWARE_TIMEOUT_MS: '2000' }));
const brokenGatewayUrl = await brokenGateway.listen({ port: 0, host: HOST });

console.log(
  JSON.stringify({
    gatewayUrl: main.gatewayUrl,
    emulatorUrl: main.emulatorUrl,
    brokenGatewayUrl,
    doubleOptIn: { gatewayUrl: confirming.gatewayUrl, emulatorUrl: confirming.emulatorUrl },
  }),
);

let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  await Promise.allSettled([main.close(), confirming.close(), brokenGateway.close()]);
  process.exit(0);
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
process.stdin.on('end', close);
process.stdin.resume();
