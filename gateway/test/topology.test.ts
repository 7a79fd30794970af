import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD, registration } from './support/account-fixtures.js';
import { productId } from './support/catalog-fixtures.js';
import { emulatorProcess, type EmulatorProcess } from '@weingut/testkit/emulator-process';
import { freePort } from '@weingut/testkit/free-port';
import { startGatewayProcess, type GatewayProcess } from '@weingut/testkit/gateway-process';
import { startNginx, type RunningNginx } from './support/nginx-process.js';
import { startRedis, type RunningRedis } from './support/redis-server.js';
import { waitFor } from './support/wait-for.js';

/**
 * The production topology as processes: Debian's nginx (deploy/nginx/shop-proxy.conf in a generated
 * configuration) in front of THREE gateway processes that share one redis-server and one
 * CACHE_SCOPE_SECRET, over the emulator as a process. While a few virtual shoppers loop through
 * nginx (catalogue, add to cart, read the cart, log in), the gateways are restarted one after
 * another as an orchestrator would (SIGTERM, wait for the exit, start again on the same port, wait
 * for /ready). No request may fail, and a cart and a login made before the restarts are there after
 * them, answered by other gateway processes. The emulator runs without double opt-in
 * (EMULATOR_DOUBLE_OPT_IN=0): a registration logs in at once instead of waiting for a confirmation mail.
 * No web client: the topology's subject is the processes and /graphql, and the suite runs without the web build.
 */
jest.setTimeout(150_000);

const GATEWAYS = 3;
const SHOPPERS = 4;
/** Shortened from the default 5 s, to keep the run short; the drain's mechanics do not depend on its length. */
const DRAIN_SECONDS = '2';
/** Bounds of the load, whatever happens: loops per shopper and seconds. */
const MAX_LOOPS = 1000;
const MAX_LOAD_MS = 80_000;
/** A shopper logs in afresh at most this often (the login rate limit counts per address, and all come from 127.0.0.1). */
const LOGIN_EVERY_MS = 3000;

const WINES = [
  'riesling-gutswein-2024',
  'spaetburgunder-gutswein-2022',
  'grauburgunder-gutswein-2024',
  'dornfelder-lieblich-2023',
  'silvaner-gutswein-2023',
].map(productId);

const NAVIGATION = '{ navigation(type: MAIN) { id name } }';
const PRODUCT = 'query ($id: ID!) { product(id: $id) { id name } }';
const ADD_TO_CART =
  'mutation ($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { cart { lineItems { productId quantity } } userErrors { code } } }';
const CART = '{ cart { lineItems { productId quantity } } }';
const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { needsConfirmation customer { email } userErrors { code } } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { customer { email } userErrors { code } } }';
const ACCOUNT = '{ account { email } session { isLoggedIn customer { email } } }';

/** A browser's cookies for the shop. */
class Browser {
  private cookies = new Map<string, string>();

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
}

interface Failure {
  what: string;
  status: number;
  body: string;
  /** Milliseconds after the start of the load (compare with the restarts' in the failure message). */
  at: number;
}

let directory: string;
let emulator: EmulatorProcess;
let redis: RunningRedis;
let nginx: RunningNginx | undefined;
const gateways: GatewayProcess[] = [];
let gatewayEnv: Record<string, string>;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gateway-topology-'));
  emulator = await emulatorProcess({
    databaseFile: join(directory, 'emulator.sqlite'),
    env: { EMULATOR_DOUBLE_OPT_IN: '0' },
  });
  [redis] = await Promise.all([startRedis(), emulator.start()]);
  gatewayEnv = {
    NODE_ENV: 'production',
    SHOPWARE_ENDPOINT: emulator.url,
    REDIS_URL: redis.url,
    CACHE_SCOPE_SECRET: 'topology-test-shared-scope-secret-0123456789',
    TRUSTED_PROXIES: '127.0.0.1',
    SHUTDOWN_DRAIN_SECONDS: DRAIN_SECONDS,
  };
  const ports = await Promise.all(Array.from({ length: GATEWAYS }, () => freePort()));
  gateways.push(
    ...(await Promise.all(ports.map((port) => startGatewayProcess({ port, env: gatewayEnv, web: 'none' })))),
  );
  nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
}, 90_000);

afterAll(async () => {
  await nginx?.stop();
  for (const gateway of gateways) gateway.signal('SIGKILL');
  await Promise.all(gateways.map((gateway) => gateway.exited));
  await emulator?.kill();
  await redis?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const waitUntilReady = async (url: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(3000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/ready did not answer 200 within ${timeoutMs} ms`);
};

test('three gateways behind nginx are restarted one after another under load: no request fails, carts and logins carry across gateways', async () => {
  const balancer = nginx!.url;
  const failures: Failure[] = [];
  let loadStarted = Date.now();
  /** When each successful answer came, to show that the load ran through every restart. */
  const answeredAt: number[] = [];

  /** One GraphQL request through nginx; anything but a 200 without GraphQL errors is a failure. */
  const ask = async <T = any>(
    browser: Browser,
    what: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T | undefined> => {
    let res: Response;
    try {
      res = await fetch(`${balancer}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: browser.cookieHeader },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      failures.push({ what, status: 0, body: String(error), at: Date.now() - loadStarted });
      return undefined;
    }
    const text = await res.text();
    const body = (() => {
      try {
        return JSON.parse(text) as { data?: T; errors?: unknown[] };
      } catch {
        return undefined;
      }
    })();
    if (res.status !== 200 || !body || body.errors?.length || !body.data) {
      failures.push({ what, status: res.status, body: text.slice(0, 500), at: Date.now() - loadStarted });
      return undefined;
    }
    browser.keep(res);
    answeredAt.push(Date.now());
    return body.data;
  };

  // Before the restarts: every shopper registers (logged in at once) and puts a wine into the cart.
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, index) => {
      const browser = new Browser();
      const input = registration();
      const registered = await ask(browser, 'register', REGISTER, { input });
      expect(registered?.register).toMatchObject({
        needsConfirmation: false,
        userErrors: [],
        customer: { email: input.email },
      });
      const line = { productId: WINES[index % WINES.length]!, quantity: 2 + index };
      const added = await ask(browser, 'add to the customer cart', ADD_TO_CART, line);
      expect(added?.addToCart.userErrors).toEqual([]);
      return { browser, email: input.email as string, line };
    }),
  );
  expect(failures).toEqual([]);

  // The load: each shopper loops until the restarts are over (or a bound is reached).
  let restartsDone = false;
  loadStarted = Date.now();
  const loops: number[] = [];
  const shopperLoop = async (index: number) => {
    const { email } = shoppers[index]!;
    let loggedInAt = 0;
    let loop = 0;
    for (; loop < MAX_LOOPS && !restartsDone && Date.now() - loadStarted < MAX_LOAD_MS; loop += 1) {
      const visitor = new Browser();
      await ask(visitor, 'navigation', NAVIGATION);
      const wine = WINES[(index + loop) % WINES.length]!;
      const product = await ask(visitor, 'product', PRODUCT, { id: wine });
      if (product) expect(product.product.id).toBe(wine);
      const quantity = 1 + (loop % 5);
      const added = await ask(visitor, 'add to cart', ADD_TO_CART, { productId: wine, quantity });
      if (added) expect(added.addToCart.userErrors).toEqual([]);
      const cart = await ask(visitor, 'read the cart', CART);
      // Exactly once: an add to cart retried on another gateway would show twice the quantity.
      if (added && cart) expect(cart.cart.lineItems).toEqual([{ productId: wine, quantity }]);
      if (Date.now() - loggedInAt >= LOGIN_EVERY_MS) {
        loggedInAt = Date.now();
        const device = new Browser();
        const login = await ask(device, 'login', LOGIN, { input: { email, password: PASSWORD } });
        if (login) expect(login.login).toMatchObject({ userErrors: [], customer: { email } });
        const account = await ask(device, 'account after login', ACCOUNT);
        if (account)
          expect(account).toEqual({ account: { email }, session: { isLoggedIn: true, customer: { email } } });
      }
    }
    loops[index] = loop;
  };
  const load = Promise.all(shoppers.map((_, index) => shopperLoop(index)));

  // The restarts, one gateway after another, while the load runs.
  const downtimes: { from: number; to: number }[] = [];
  try {
    await waitFor('the load under way', () => answeredAt.length >= 4 * shoppers.length);
    for (const [index, gateway] of gateways.entries()) {
      const from = Date.now();
      gateway.signal('SIGTERM');
      const exit = await gateway.exited;
      expect({ gateway: index, code: exit.code, signal: exit.signal }).toEqual({
        gateway: index,
        code: 0,
        signal: null,
      });
      const restarted = await startGatewayProcess({ port: gateway.port, env: gatewayEnv, web: 'none' });
      gateways[index] = restarted;
      await waitUntilReady(restarted.url);
      downtimes.push({ from, to: Date.now() });
    }
    const answeredBefore = answeredAt.length;
    await waitFor('the load after the last restart', () => answeredAt.length >= answeredBefore + 4 * shoppers.length);
  } finally {
    restartsDone = true;
    await load;
  }

  const restarts = downtimes.map(({ from, to }) => `${from - loadStarted}–${to - loadStarted} ms`).join(', ');
  const summary = `${answeredAt.length} answers, loops per shopper ${loops.join('/')}, ${Date.now() - loadStarted} ms of load, restarts at ${restarts}\nnginx:\n${nginx!.output()}`;
  expect({ failures, summary }).toEqual({ failures: [], summary });
  // The load ran through every restart (else this test would prove nothing about them).
  for (const { from, to } of downtimes)
    expect(answeredAt.filter((at) => at > from && at < to).length).toBeGreaterThan(10);

  // After the restarts every gateway process is a new one: the carts and logins made before are there.
  for (const { browser, email, line } of shoppers) {
    const cart = await ask(browser, 'the customer cart after the restarts', CART);
    expect(cart?.cart.lineItems).toEqual([line]);
    const account = await ask(browser, 'the account after the restarts', ACCOUNT);
    expect(account).toEqual({ account: { email }, session: { isLoggedIn: true, customer: { email } } });
  }
  expect(failures).toEqual([]);
});
