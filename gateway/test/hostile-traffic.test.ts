import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOME_CATEGORY_ID, firstError, upstreamCalls } from './support/catalog-fixtures.js';
import { doublingFragments } from '@weingut/testkit/hostile-documents';
import {
  EN,
  USER_ERRORS,
  address,
  as,
  ids,
  refusals,
  registration,
  registeredCustomer,
  REGISTER,
} from './support/account-fixtures.js';
import {
  dataOf,
  graphql,
  setCookies,
  startGateway,
  startShop,
  type RunningGateway,
  type RunningShop,
} from './support/gateway-harness.js';
import { rawRequest } from './support/raw-request.js';

/**
 * Hostile and heavy traffic: over-long search terms, broken session tokens, paths that would lead
 * off-site, URLs in names, Shopware's detail in production errors and many Store API fields in one
 * document, and requests sent far ahead of their answers.
 */
const TEMPLATE =
  '<!doctype html><html lang="de"><head><title>Shop</title></head><body><noscript>JavaScript</noscript><div id="root"></div></body></html>';
// A stand-in for the web client's renderer (as in server-render.test.ts): asks for the session, renders every path as a page.
const RENDERER = `
export const pageVariant = (request) => request;
export const renderErrorPage = async ({ status }) => ({ html: '<h1>' + status + '</h1>', locale: 'de-DE', noscript: '' });
export async function renderPage({ url, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/elsewhere/') return { kind: 'redirect', status: 301, location: '//evil.example/' };
  const answer = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: '{ session { isLoggedIn } }' }) }).then((res) => res.json());
  return { kind: 'page', status: 200, html: '<p>page ' + pathname + ' ' + answer.data.session.isLoggedIn + '</p>', state: '{}', locale: 'de-DE', noscript: '' };
}
`;

/** Requests per attack: a few in `npm test`, more in `npm run attack` (ATTACK_FULL=1). */
const ATTACK_REQUESTS = process.env.ATTACK_FULL === '1' ? 200 : 4;

let shop: RunningShop;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-hostile-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'renderer.mjs'), RENDERER);
  // CACHE off: the tests count the Store API calls a hostile request costs, which the catalogue cache adds its scope read to.
  shop = await startShop({
    emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
    gatewayEnv: {
      CACHE: 'off',
      WEB_DIST: dist,
      WEB_SERVER_RENDERER: join(dist, 'renderer.mjs'),
      WEB_PAGE_VARIANTS: join(dist, 'renderer.mjs'),
    },
  });
});
afterAll(async () => {
  await shop?.close();
  rmSync(dist, { recursive: true, force: true });
});

const SESSION_QUERY = JSON.stringify({ query: '{ session { isLoggedIn } }' });
const graphqlLines = (header: string) => [
  'POST /graphql HTTP/1.1',
  'content-type: application/json',
  'apollo-require-preflight: true',
  header,
];
const tokenOf = (head: string) => /^set-cookie: sw-context-token=([^;]*)/im.exec(head)?.[1];

describe('1. search terms', () => {
  const SEARCH = 'query Search($term: String!) { search(term: $term) { total } }';
  const QUICK = 'query Quick($term: String!) { quickSearch(term: $term) { total } }';

  test.each([
    ['search', SEARCH],
    ['quickSearch', QUICK],
  ])('%s refuses a term over 300 characters, naming it, before any Store API call', async (_field, query) => {
    const res = await graphql(shop, query, { term: 'Riesling '.repeat(40) }, EN);
    expect(firstError(res)).toMatchObject({
      message: 'The input is too long.',
      extensions: { code: 'TOO_LONG', argument: 'term', status: 400, max: 300 },
    });
    expect(upstreamCalls(res)).toBe(0);
    const german = firstError(await graphql(shop, query, { term: 'x'.repeat(60_000) }));
    expect(german.message).toBe('Die Eingabe ist zu lang.');
  });

  test('a term of exactly 300 characters is searched', async () => {
    const term = `Riesling ${'x'.repeat(291)}`;
    expect(term).toHaveLength(300);
    const res = await graphql(shop, SEARCH, { term });
    expect(dataOf(res).search.total).toBe(0);
    expect(upstreamCalls(res)).toBeGreaterThan(0);
  });
});

describe('2. a context token that is not one is no session', () => {
  test.each([
    ['a cookie with CR LF (percent-encoded)', 'cookie: sw-context-token=%0D%0Ax-evil:%201'],
    ['a cookie with a NUL', 'cookie: sw-context-token=abc%00def'],
    ['a cookie with spaces', 'cookie: sw-context-token="abc def ghi"'],
    ['a non-ASCII cookie', 'cookie: sw-context-token=%C3%A4%C3%B6%C3%BC'],
    ['an over-long header', `sw-context-token: ${'a'.repeat(5000)}`],
    ['a header with a tab and spaces', 'sw-context-token: abc\tdef ghi'],
    ['a header with Latin-1 bytes', 'sw-context-token: caf\xe9\xe9'],
  ])('%s: GraphQL answers as to a new visitor', async (_name, header) => {
    const res = await rawRequest(shop.gatewayUrl, graphqlLines(header), SESSION_QUERY);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: expect.stringContaining('"isLoggedIn":false'),
    });
    expect(tokenOf(res.head)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  test('a broken language id is no language', async () => {
    const res = await rawRequest(shop.gatewayUrl, graphqlLines('cookie: sw-language-id=%0D%0Aevil'), SESSION_QUERY);
    expect(res.status).toBe(200);
    expect(res.body).toContain('"isLoggedIn":false');
  });

  test.each([
    'sw-context-token=%0D%0Ax-evil:%201',
    'sw-context-token=abc%00def',
    `sw-context-token=${'b'.repeat(3000)}`,
    'sw-context-token=%C3%A4',
    'shop_locale=%0D%0Aevil',
  ])('a server-rendered page with the cookie %#: rendered as for a new visitor', async (cookie) => {
    const res = await rawRequest(shop.gatewayUrl, ['GET /Weine/ HTTP/1.1', 'accept: text/html', `cookie: ${cookie}`]);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<p>page /Weine/ false</p>');
    expect(tokenOf(res.head)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  test('a valid token of a known session still works', async () => {
    const first = await graphql(shop, '{ session { isLoggedIn } }');
    const cookie = setCookies(first)
      .find((line) => line.startsWith('sw-context-token='))!
      .split(';')[0]!;
    const again = await graphql(shop, '{ session { isLoggedIn } }', {}, { cookie });
    expect(setCookies(again).filter((line) => line.startsWith('sw-context-token='))).toEqual([]);
  });
});

describe('3. paths that a browser reads as another host', () => {
  test.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example/Weine/?x=1',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
  ])('%s is the 404 page, neither a 500 nor a redirect', async (path) => {
    const res = await rawRequest(shop.gatewayUrl, [`GET ${path} HTTP/1.1`, 'accept: text/html']);
    expect(res.status).toBe(404);
    expect(res.head).not.toMatch(/^location:/im);
    expect(res.body).toContain('<title>Shop</title>');
  });

  test('a path that does not decode is refused, neither a 500 nor a redirect', async () => {
    const res = await rawRequest(shop.gatewayUrl, ['GET /%E0%A4%A HTTP/1.1', 'accept: text/html']);
    expect([400, 404]).toContain(res.status);
    expect(res.head).not.toMatch(/^location:/im);
  });

  test('a redirect of the renderer to another host is a 404, never followed', async () => {
    const res = await rawRequest(shop.gatewayUrl, ['GET /elsewhere/ HTTP/1.1', 'accept: text/html']);
    expect(res.status).toBe(404);
    expect(res.head).not.toMatch(/^location:/im);
  });

  test('without the server renderer too', async () => {
    const gateway = await startGateway({
      WEB_DIST: dist,
      SERVER_RENDERING: 'off',
      SHOPWARE_ENDPOINT: shop.emulatorUrl,
    });
    try {
      for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
        const res = await rawRequest(gateway.gatewayUrl, [`GET ${path} HTTP/1.1`, 'accept: text/html']);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
      }
      expect((await rawRequest(gateway.gatewayUrl, ['GET /Weine/ HTTP/1.1'])).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('4. a URL in a name is refused before any Store API call', () => {
  const PROFILE = `mutation Profile($input: ProfileInput!) { updateProfile(input: $input) { ${USER_ERRORS} } }`;
  const CREATE = `mutation Create($input: AddressInput!) { createAddress(input: $input) { ${USER_ERRORS} } }`;

  test('registration: the customer’s and the addresses’ names', async () => {
    const input = registration({
      firstName: 'https://spam.example',
      billingAddress: { ...(registration().billingAddress as object), lastName: 'Gewinn auf http://spam.example' },
      shippingAddress: address({ firstName: 'HTTPS://spam.example' }),
    });
    const res = await graphql(shop, REGISTER, { input }, EN);
    const { register } = dataOf(res);
    expect(refusals(register)).toEqual([
      'firstName:URL_NOT_ALLOWED',
      'billingAddress.lastName:URL_NOT_ALLOWED',
      'shippingAddress.firstName:URL_NOT_ALLOWED',
    ]);
    expect(register.userErrors[0].message).toBe('Please do not enter a web address here.');
    expect(upstreamCalls(res)).toBe(0);
  });

  test('the profile and the address book', async () => {
    const { cookie } = await registeredCustomer(shop);
    const profile = await graphql(
      shop,
      PROFILE,
      { input: { salutationId: ids.mr, firstName: 'Anna', lastName: 'http://spam.example' } },
      as(cookie),
    );
    expect(refusals(dataOf(profile).updateProfile)).toEqual(['lastName:URL_NOT_ALLOWED']);
    expect(dataOf(profile).updateProfile.userErrors[0].message).toBe('Bitte geben Sie hier keine Internetadresse ein.');
    expect(profile.headers['x-upstream-call-log']).toBe('GET /context');
    const created = await graphql(shop, CREATE, { input: address({ firstName: 'https://spam.example' }) }, as(cookie));
    expect(refusals(dataOf(created).createAddress)).toEqual(['firstName:URL_NOT_ALLOWED']);
    expect(created.headers['x-upstream-call-log']).toBe('GET /context');
    // A name that merely contains "http" is a name.
    expect(
      refusals(
        dataOf(
          await graphql(
            shop,
            PROFILE,
            { input: { salutationId: ids.mr, firstName: 'Httpa', lastName: 'Keller' } },
            as(cookie),
          ),
        ).updateProfile,
      ),
    ).toEqual([]);
  });
});

describe('5. production errors carry the gateway’s codes only', () => {
  let production: RunningGateway;
  beforeAll(async () => {
    production = await startGateway({ NODE_ENV: 'production', SHOPWARE_ENDPOINT: shop.emulatorUrl });
  });
  afterAll(() => production.close());
  const UNKNOWN_LANGUAGE = { 'sw-language-id': '0123456789abcdef0123456789abcdef' };

  test('an upstream code the catalogue does not know: a generic code and the spec’s message in the request’s language', async () => {
    const res = await graphql(production, '{ currencies { isoCode } }', {}, { ...UNKNOWN_LANGUAGE, ...EN });
    const [{ message, extensions }] = res.body.errors;
    expect({ message, extensions }).toEqual({
      message: 'Oops, something went terribly wrong :(',
      extensions: { code: 'UPSTREAM_412', status: 412 },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/SYSTEM__|languageId|could not be found/i);
    const german = await graphql(production, '{ currencies { isoCode } }', {}, UNKNOWN_LANGUAGE);
    expect(german.body.errors[0].message).toBe('Hoppla, da ist etwas gründlich schiefgegangen :(');
  });

  test('outside production, the detail stays for developers', async () => {
    const res = await graphql(shop, '{ currencies { isoCode } }', {}, UNKNOWN_LANGUAGE);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'UPSTREAM_412',
      upstreamCode: 'SYSTEM__LANGUAGE_NOT_FOUND',
    });
  });

  test('a refusal by Shopware the gateway does not word itself: the input code in the request’s language, not Symfony’s', async () => {
    const register = await graphql(production, REGISTER, { input: registration() });
    const cookie = setCookies(register)
      .find((line) => line.startsWith('sw-context-token='))!
      .split(';')[0]!;
    // 61 characters: the emulator's (Shopware 6.7's) limit of an address's last name is 60, the shared rule's 255.
    const res = await graphql(
      production,
      `mutation Create($input: AddressInput!) { createAddress(input: $input) { ${USER_ERRORS} } }`,
      { input: address({ lastName: 'K'.repeat(61) }) },
      as(cookie, EN),
    );
    expect(dataOf(res).createAddress.userErrors).toEqual([
      { field: 'lastName', code: 'TOO_LONG', message: 'The input is too long.' },
    ]);
    const outside = await graphql(
      shop,
      `mutation Create($input: AddressInput!) { createAddress(input: $input) { ${USER_ERRORS} } }`,
      { input: address({ lastName: 'K'.repeat(61) }) },
      as((await registeredCustomer(shop)).cookie, EN),
    );
    expect(dataOf(outside).createAddress.userErrors[0]).toMatchObject({ field: 'lastName', code: 'TOO_LONG_ERROR' });
  });
});

describe('6. Store API fields in one document', () => {
  const aliased = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

  test.each([
    ['10 searches of 100 products', aliased(10, 'search(term: "Riesling", limit: 100) { total }')],
    ['10 listings', aliased(10, `productListing(categoryId: "${HOME_CATEGORY_ID}", limit: 100) { total }`)],
    ['4 searches', aliased(4, 'quickSearch(term: "Wein", limit: 100) { total }')],
  ])('%s: refused as too complex before any Store API call', async (_name, query) => {
    const res = await graphql(shop, query, {}, { 'apollo-require-preflight': 'true' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(/Store API/);
    expect(upstreamCalls(res)).toBe(0);
  });

  test('in production, with the generic message', async () => {
    const production = await startGateway({ NODE_ENV: 'production', SHOPWARE_ENDPOINT: shop.emulatorUrl });
    try {
      const res = await graphql(
        production,
        aliased(10, 'search(term: "Riesling", limit: 100) { total }'),
        {},
        { 'apollo-require-preflight': 'true' },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('The query is too complex.');
    } finally {
      await production.close();
    }
  });

  test('a fragment spread twice is asked of the Store API once, and weighs once', async () => {
    // 6 as written once (a listing and a search); spread twice, the executor merges it: 6, not 12.
    const twice = `query Twice { ...Page ...Page }
      fragment Page on Query { productListing(categoryId: "${HOME_CATEGORY_ID}") { total } search(term: "Riesling") { total } }`;
    const res = await graphql(shop, twice);
    expect(res.body.errors).toBeUndefined();
    expect(upstreamCalls(res)).toBe(2);
  });

  test('a page’s few fields pass: navigation, a listing and the payment methods', async () => {
    const res = await graphql(
      shop,
      `{ navigation(type: MAIN) { id } productListing(categoryId: "${HOME_CATEGORY_ID}") { total } paymentMethods { id } }`,
    );
    expect(res.body.errors).toBeUndefined();
  });
});

describe('7. requests sent ahead of their answers (HTTP/1.1 pipelining)', () => {
  const pageRequest = (path: string) => `GET ${path} HTTP/1.1\r\nhost: shop\r\naccept: text/html\r\n\r\n`;

  /**
   * Writes `requests` at once on a new connection; resolves with the answers' status lines once it closed, once
   * every request has one, or after `ms`.
   */
  function pipelined(requests: string[], ms: number): Promise<{ closed: boolean; answers: string[] }> {
    const { hostname: host, port: gatewayPort } = new URL(shop.gatewayUrl);
    return new Promise((resolve) => {
      const socket = connect(Number(gatewayPort), host, () => socket.write(requests.join('')));
      let text = '';
      const done = (closed: boolean) => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ closed, answers: statusLines() });
      };
      // An answer's status line follows the body before it on the same line (a page ends without a line break).
      const statusLines = () => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      const timer = setTimeout(() => done(false), ms);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (statusLines().length === requests.length) done(false);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => done(true));
    });
  }

  test('a few are answered in order, on the same connection', async () => {
    const { closed, answers } = await pipelined(['/a/', '/b/', '/c/'].map(pageRequest), 3000);
    expect(closed).toBe(false);
    expect(answers).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 200']);
  });

  test('thousands from one connection close it after at most 16 answers, and the shop answers others meanwhile', async () => {
    const flood = pipelined(
      Array.from({ length: 3000 }, (_, index) => pageRequest(`/flood-${index}/`)),
      10_000,
    );
    const health = await shop.http.get('/health');
    expect(health.status).toBe(200);
    const { closed, answers } = await flood;
    expect(closed).toBe(true);
    expect(answers.length).toBeLessThanOrEqual(16);
    // The pages it was answered (or that were still rendering) leave the render bound to others again.
    const session = await graphql(shop, '{ session { isLoggedIn } }');
    expect(dataOf(session)).toEqual({ session: { isLoggedIn: false } });
  });
});

describe('8. documents whose fragments double', () => {
  // Spread out, 95 doubling fragments ask for 2^95 fields: every rule must cost each fragment once.
  test.each([21, 95])(
    '%i fragments: refused as too complex, the gateway answering others meanwhile',
    async (count) => {
      const attacks = Array.from({ length: ATTACK_REQUESTS }, (_, index) =>
        graphql(shop, doublingFragments(count, `Q${index}`), {}, { 'apollo-require-preflight': 'true' }),
      );
      const health = await shop.http.get('/health');
      expect(health.status).toBe(200);
      for (const res of await Promise.all(attacks)) {
        expect(res.status).toBe(400);
        expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(res.body.errors[0].message).toMatch(/Cost limit/);
        expect(upstreamCalls(res)).toBe(0);
      }
    },
    10_000,
  );

  test('with the deployment files’ settings (production, trusted documents): refused unparsed', async () => {
    // The setting is the test's subject: the Docker and Kubernetes files run GRAPHQL_DOCUMENTS=trusted.
    const production = await startGateway({
      NODE_ENV: 'production',
      GRAPHQL_DOCUMENTS: 'trusted',
      SHOPWARE_ENDPOINT: shop.emulatorUrl,
    });
    try {
      const res = await graphql(production, doublingFragments(95), {}, { 'apollo-require-preflight': 'true' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('UNTRUSTED_DOCUMENT');
    } finally {
      await production.close();
    }
  });
});
