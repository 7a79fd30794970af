import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { login, PASSWORD, registeredCustomer, SESSION } from './support/account-fixtures.js';
import { graphql, startGateway, startShop, type RunningGateway, type RunningShop } from './support/gateway-harness.js';

/** What an operator reads: every line the gateways write, as JSON. */
const output: string[] = [];
const destination = { write: (line: string) => output.push(line) };
const entries = () => output.map((line) => JSON.parse(line) as Record<string, unknown>);
const LOGGING = { LOG_LEVEL: 'debug', LOG_FORMAT: 'json', EMULATOR_DOUBLE_OPT_IN: '0' };

/** A Store API that fails every call with a 503 whose text names the shopper, keeping the headers it got. */
let failing: Server;
const failingGot: IncomingHttpHeaders[] = [];
let shop: RunningShop;
let broken: RunningGateway;
beforeAll(async () => {
  failing = createHttpServer((request, response) => {
    failingGot.push(request.headers);
    response.writeHead(503, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        errors: [
          {
            status: '503',
            code: 'FRAMEWORK__DOWN',
            detail: `Maintenance (${String(request.headers['sw-context-token'])})`,
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  shop = await startShop({
    emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
    gatewayEnv: { ...LOGGING, TRUSTED_PROXIES: '127.0.0.1' },
    gateway: { logDestination: destination },
  });
  broken = await startGateway(
    { ...LOGGING, SHOPWARE_ENDPOINT: `http://127.0.0.1:${(failing.address() as AddressInfo).port}` },
    { logDestination: destination },
  );
});
afterAll(async () => {
  await broken?.close();
  await shop?.close();
  await new Promise((resolve) => failing?.close(resolve));
});

test('login, registration, tokens in cookie and header, an upstream failure: the lines name requests, never a token, cookie, password or e-mail', async () => {
  output.length = 0;
  const { cookie, email } = await registeredCustomer(shop);
  const token = cookie.split('=')[1]!;
  const wrong = await login(shop, email, 'Wrong-Password-123');
  expect(wrong.status).toBe(200);
  const right = await login(shop, email, PASSWORD);
  expect(right.body.data.login.customer.email).toBe(email);
  const byCookie = await graphql(shop, SESSION, {}, { cookie });
  const byHeader = await graphql(shop, SESSION, {}, { 'sw-context-token': token });
  const upstreamFailure = await graphql(
    broken,
    'query ShopSession { session { isLoggedIn } }',
    {},
    { cookie, 'sw-context-token': token },
  );
  expect(upstreamFailure.body.errors?.length).toBeGreaterThan(0);

  const text = output.join('');
  for (const secret of [token, cookie, PASSWORD, 'Wrong-Password-123', email, email.split('@')[0]!])
    expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  // The Store API did get the token (so there was one to leak).
  expect(failingGot.some((headers) => headers['sw-context-token'] === token)).toBe(true);

  // One access line per request, with the id the answer carries.
  const lines = entries();
  for (const answer of [wrong, right, byCookie, byHeader, upstreamFailure]) {
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = lines.filter((line) => line.reqId === id && line.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({ level: 30, method: 'POST', path: '/graphql', status: 200, ms: expect.any(Number) }),
    ]);
  }
  expect(lines.find((line) => line.reqId === wrong.headers['x-request-id'] && line.msg === 'request')).toMatchObject({
    operation: 'Login',
  });
  // The upstream failure: route, status, duration, under the request's id.
  // The upstream failures (GET /context and the session's cart): route, status, duration (the reads' two retries in it), under the request's id.
  const failures = lines.filter(
    (line) => line.reqId === upstreamFailure.headers['x-request-id'] && line.msg === 'Store API call failed',
  );
  expect(failures).toContainEqual(
    expect.objectContaining({
      level: 50,
      upstream: { method: 'GET', route: '/context', status: 503, ms: expect.any(Number) },
    }),
  );
  for (const failure of failures) expect((failure.upstream as { ms: number }).ms).toBeGreaterThanOrEqual(250);
});

test("a trusted proxy's sane x-request-id is the request's id, echoed and sent to the Store API; anyone else's, or an odd one, gets a fresh id", async () => {
  output.length = 0;
  const given = await graphql(shop, '{ navigation(type: MAIN) { name } }', {}, { 'x-request-id': 'lb-42.trace:7_x' });
  expect(given.headers['x-request-id']).toBe('lb-42.trace:7_x');
  expect(
    entries()
      .filter((line) => line.reqId === 'lb-42.trace:7_x')
      .map((line) => line.msg),
  ).toEqual(['request']);

  for (const odd of ['with space', 'x'.repeat(129), 'semi;colon', '<script>']) {
    const answer = await graphql(shop, '{ navigation(type: MAIN) { name } }', {}, { 'x-request-id': odd });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  }

  // `broken` trusts no proxy: the header is ignored; its own id goes to the Store API.
  failingGot.length = 0;
  const untrusted = await graphql(broken, '{ session { isLoggedIn } }', {}, { 'x-request-id': 'spoofed-id' });
  expect(untrusted.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  expect(failingGot.length).toBeGreaterThan(0);
  for (const headers of failingGot) expect(headers['x-request-id']).toBe(untrusted.headers['x-request-id']);
});

test('a path is logged without its query string; a 404 gets an access line like any other answer', async () => {
  output.length = 0;
  const missing = await shop.http.get('/nothing-here?em=anna%40example.de&hash=secret-hash');
  expect(missing.status).toBe(404);
  const access = entries().filter((line) => line.reqId === missing.headers['x-request-id']);
  expect(access).toEqual([
    expect.objectContaining({ msg: 'request', method: 'GET', path: '/nothing-here', status: 404 }),
  ]);
  expect(output.join('')).not.toContain('secret-hash');
});
