import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERIC_LIMIT_MESSAGE } from '../src/errors/format-error.js';
import { graphql, startGateway, startShop, type RunningShop } from './support/gateway-harness.js';
import { webOperations } from './support/web-operations.js';

let shop: RunningShop;
const webDist = mkdtempSync(join(tmpdir(), 'gateway-security-'));
beforeAll(async () => {
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>Shop</title><script type="module" src="/assets/index.js"></script>',
  );
  // The client's shell (a stand-in build without server renderer); rendered pages: server-render.test.ts.
  shop = await startShop({ gatewayEnv: { NODE_ENV: 'production', WEB_DIST: webDist, SERVER_RENDERING: 'off' } });
});
afterAll(() => shop?.close());

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const errorsOf = (res: { body: { errors?: { message: string; extensions?: { code?: string } }[] } }) =>
  res.body.errors ?? [];

test('production: introspection is refused and there is no IDE at GET /graphql', async () => {
  const res = await graphql(shop, '{ __schema { types { name } } }');
  expect(errorsOf(res)[0]?.message).toMatch(/introspection is not allowed/i);
  expect((await shop.http.get('/graphql').set(PREFLIGHT)).status).not.toBe(200);
  expect((await shop.http.get('/graphql-ide/graphiql.js')).status).toBe(404);
});

test('production: errors carry no stack trace and no field suggestions', async () => {
  const res = await graphql(shop, '{ navigatio(type: MAIN) { id } }');
  const [error] = errorsOf(res);
  expect(error?.message).not.toMatch(/did you mean/i);
  expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.js:\d+/i);
});

test('CSRF prevention: a simple request (text/plain or a GET without a preflight header) is refused', async () => {
  const plain = await shop.http
    .post('/graphql')
    .set('content-type', 'text/plain')
    .send(JSON.stringify({ query: '{ __typename }' }));
  expect(plain.status).toBe(400);
  const get = await shop.http.get('/graphql?query=%7B__typename%7D');
  expect([400, 404]).toContain(get.status);
});

test('HTTP batching is off: an array of operations is refused with a clear message', async () => {
  const res = await shop.http
    .post('/graphql')
    .set('content-type', 'application/json')
    .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body ?? res.text) + res.text).toMatch(/batching/i);
});

test('every operation the web client sends passes the query limits', async () => {
  const operations = webOperations();
  expect(operations.length).toBeGreaterThan(40);
  for (const operation of operations) {
    const res = await graphql(shop, operation.query, {}, PREFLIGHT);
    const refusals = errorsOf(res).filter((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
    expect({ operation: operation.name, refusals }).toEqual({ operation: operation.name, refusals: [] });
  }
});

test.each([
  [
    'depth',
    `{ navigation(type: MAIN) { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } }`,
  ],
  ['aliases', `{ ${Array.from({ length: 11 }, (_, index) => `a${index}: shopLanguages { id }`).join(' ')} }`],
  ['tokens', `{ ${Array.from({ length: 1001 }, () => '__typename').join(' ')} }`],
  ['directives', `{ __typename ${'@include(if: true) '.repeat(11)} }`],
])('a query over the %s limit is refused with a generic message in production', async (_limit, query) => {
  const res = await graphql(shop, query, {}, PREFLIGHT);
  const [error] = errorsOf(res);
  expect(error?.extensions?.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
  expect(error?.message).toBe(GENERIC_LIMIT_MESSAGE);
  expect(res.status).toBe(400);
  expect(res.body.data ?? null).toBeNull();
});

test('alias brute force of login is refused before any attempt: 50 aliases, and even two logins', async () => {
  const login = (index: number) =>
    `l${index}: login(input: { email: "anna@example.de", password: "guess-${index}" }) { userErrors { code } }`;
  const fifty = await graphql(
    shop,
    `mutation { ${Array.from({ length: 50 }, (_, index) => login(index)).join(' ')} }`,
    {},
    PREFLIGHT,
  );
  expect(errorsOf(fifty).map((error) => error.message)).toContain(GENERIC_LIMIT_MESSAGE);
  expect(fifty.headers['x-upstream-calls']).toBeUndefined();
  const two = await graphql(shop, `mutation { ${login(1)} ${login(2)} }`, {}, PREFLIGHT);
  expect(errorsOf(two)[0]?.message).toMatch(/only one login/i);
  expect(two.body.data ?? null).toBeNull();
  const inFragment = await graphql(
    shop,
    `mutation { ...Guess ${login(3)} } fragment Guess on Mutation { ${login(4)} }`,
    {},
    PREFLIGHT,
  );
  expect(errorsOf(inFragment)[0]?.message).toMatch(/only one login/i);
});

test('security headers: the web client and the API answer with CSP, nosniff, referrer policy and no framing', async () => {
  for (const path of ['/', '/wein/riesling']) {
    const res = await shop.http.get(path);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", new URL(shop.emulatorUrl).origin]));
    expect(csp['connect-src']).toContain("'self'");
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  }
  const api = await graphql(shop, '{ __typename }', {}, PREFLIGHT);
  expect(api.headers['x-content-type-options']).toBe('nosniff');
  expect(api.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
});

test('GRAPHQL_IDE=on turns the IDE and introspection on in production; the IDE page has its own policy that allows its one inline script', async () => {
  const gateway = await startGateway({
    NODE_ENV: 'production',
    GRAPHQL_IDE: 'on',
    SHOPWARE_ENDPOINT: shop.emulatorUrl,
  });
  try {
    const page = await gateway.http.get('/graphql');
    expect(page.status).toBe(200);
    const csp = parseCsp(page.headers['content-security-policy']);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update(inline).digest('base64')}'`]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(errorsOf(await graphql(gateway, '{ __schema { queryType { name } } }', {}, PREFLIGHT))).toEqual([]);
  } finally {
    await gateway.close();
  }
});

function parseCsp(header: string | undefined): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}
