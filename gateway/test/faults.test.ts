import { StoreApiClient } from '../src/shopware/store-api-client.js';
import { UpstreamError } from '../src/shopware/upstream-error.js';
import { categoryId, firstError, productId, upstreamCalls } from './support/catalog-fixtures.js';
import { htmlError, shopwareError, startFaultProxy, type Fault, type FaultProxy } from '@weingut/testkit/fault-proxy';
import {
  dataOf,
  graphql,
  startGateway,
  startShop,
  type RunningGateway,
  type RunningShop,
} from './support/gateway-harness.js';

/**
 * The gateway behind a failing Store API: each fault gives the text of its status (docs/behaviour/errors.md) with a stable
 * code, and the gateway keeps serving once the Store API is healthy again.
 */
const TIMEOUT_MS = 500;
const PRODUCT = productId('riesling-gutswein-2024');
const LISTING = `query Listing($categoryId: ID!) { productListing(categoryId: $categoryId) { total products { id name } } }`;
const PRODUCT_QUERY = `query Product($id: ID!) { product(id: $id) { id name price { unitPrice { amount } } } }`;
const HEALTHY = `query Healthy($categoryId: ID!, $id: ID!) { productListing(categoryId: $categoryId) { total } product(id: $id) { id } }`;

let proxy: FaultProxy;
let shop: RunningShop;
beforeAll(async () => {
  proxy = await startFaultProxy();
  // CACHE off: each fault must meet the request it is set on (the cache's answer to an outage: catalog-cache*.test.ts).
  shop = await startShop({
    gatewayEnv: { SHOPWARE_ENDPOINT: proxy.url, SHOPWARE_TIMEOUT_MS: String(TIMEOUT_MS), CACHE: 'off' },
  });
  proxy.forwardTo(shop.emulatorUrl);
  dataOf(await healthy(shop)); // warm up: the healthy requests after each fault get the same short time-out
});
afterEach(() => proxy.heal());
afterAll(async () => {
  await shop.close();
  await proxy.close();
});

const listing = (gateway: RunningGateway, headers: Record<string, string> = {}) =>
  graphql(gateway, LISTING, { categoryId: categoryId('weine') }, headers);
const product = (gateway: RunningGateway, headers: Record<string, string> = {}) =>
  graphql(gateway, PRODUCT_QUERY, { id: PRODUCT }, headers);
const healthy = (gateway: RunningGateway) =>
  graphql(gateway, HEALTHY, { categoryId: categoryId('weine'), id: PRODUCT });
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

/** The error page's texts (docs/behaviour/errors.md), with the German ones of the gateway's catalogue. */
const MESSAGES = {
  UPSTREAM_TIMEOUT: {
    de: 'Die Schnittstelle braucht zu lange für eine Antwort.',
    en: 'The API is taking to long to respond',
  },
  INTERNAL_SERVER_ERROR: {
    de: 'Hoppla, da ist etwas gründlich schiefgegangen :(',
    en: 'Oops, something went terribly wrong :(',
  },
  BAD_GATEWAY: {
    de: 'Der Server konnte Ihre Anfrage nicht ausführen. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    en: "Server couldn't complete your request. Please try again in few seconds.",
  },
  SERVICE_UNAVAILABLE: { de: 'Der Server ist gerade sehr beschäftigt.', en: 'Server is really busy right now' },
  NOT_FOUND: { de: 'Wir können nicht finden, wonach Sie suchen.', en: "We can't find what you are looking for." },
} as const;

const SQL_DETAIL =
  'SQLSTATE[HY000] [2002] Connection refused in /var/www/html/vendor/doctrine/dbal/src/Driver/PDO/Connection.php';
const NOT_FOUND = shopwareError(
  404,
  'CONTENT__PRODUCT_NOT_FOUND',
  'Not Found',
  `Could not find product with id "${PRODUCT}"`,
  { productId: PRODUCT },
);
const MAINTENANCE = shopwareError(
  503,
  'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
  'Service Unavailable',
  'The sales channel is in maintenance mode.',
);

interface Case {
  name: string;
  fault: Fault;
  code: keyof typeof MESSAGES;
  /** Requests reaching the proxy for one read: 3 when retried (502/503, reset connections), else 1; 0 when refused. */
  attempts: number;
}
const FAULTS: Case[] = [
  {
    name: 'an answer later than the time-out',
    fault: { kind: 'delay', ms: TIMEOUT_MS * 3 },
    code: 'UPSTREAM_TIMEOUT',
    attempts: 1,
  },
  {
    name: '500 with Shopware’s error body',
    fault: shopwareError(500, '0', 'Internal Server Error', SQL_DETAIL),
    code: 'INTERNAL_SERVER_ERROR',
    attempts: 1,
  },
  {
    name: '500 without it (HTML)',
    fault: htmlError(500, 'Internal Server Error'),
    code: 'INTERNAL_SERVER_ERROR',
    attempts: 1,
  },
  {
    name: '502 with Shopware’s error body',
    fault: shopwareError(502, '0', 'Bad Gateway', 'Upstream answered nothing'),
    code: 'BAD_GATEWAY',
    attempts: 3,
  },
  { name: '502 without it (HTML)', fault: htmlError(502, 'Bad Gateway'), code: 'BAD_GATEWAY', attempts: 3 },
  {
    name: '503 with Shopware’s error body (maintenance)',
    fault: MAINTENANCE,
    code: 'SERVICE_UNAVAILABLE',
    attempts: 3,
  },
  {
    name: '503 without it (HTML)',
    fault: htmlError(503, 'Service Unavailable'),
    code: 'SERVICE_UNAVAILABLE',
    attempts: 3,
  },
  { name: 'a refused connection', fault: { kind: 'refuse' }, code: 'BAD_GATEWAY', attempts: 0 },
  { name: 'a reset connection', fault: { kind: 'reset' }, code: 'BAD_GATEWAY', attempts: 3 },
  {
    name: 'malformed JSON with 200',
    fault: { kind: 'answer', status: 200, body: '{"elements":[{"id":' },
    code: 'BAD_GATEWAY',
    attempts: 1,
  },
  { name: '404 CONTENT__PRODUCT_NOT_FOUND', fault: NOT_FOUND, code: 'NOT_FOUND', attempts: 1 },
];

test.each(FAULTS)(
  '$name gives $code with the spec’s message in German and English; the next healthy request succeeds',
  async ({ fault, code, attempts }) => {
    await proxy.fail(fault);
    const before = proxy.received.length;
    const german = await listing(shop);
    expect(firstError(german)).toMatchObject({ message: MESSAGES[code].de, extensions: { code } });
    expect(german.body.data).toEqual({ productListing: null });
    expect(upstreamCalls(german)).toBe(1);
    expect(proxy.received.length - before).toBe(attempts);

    const english = await product(shop, EN);
    expect(firstError(english)).toMatchObject({ message: MESSAGES[code].en, extensions: { code } });
    // Shopware's own detail never reaches the shopper when the catalogue has a message.
    expect(JSON.stringify(english.body)).not.toMatch(/SQLSTATE|maintenance mode|Could not find product/);

    await proxy.heal();
    const after = dataOf(await healthy(shop));
    expect(after.productListing.total).toBeGreaterThan(0);
    expect(after.product.id).toBe(PRODUCT);
  },
);

test('a read is retried on 503: the Store API fails once, the query succeeds', async () => {
  await proxy.fail(MAINTENANCE, 1);
  const before = proxy.received.length;
  const res = await listing(shop);
  expect(dataOf(res).productListing.products.length).toBeGreaterThan(0);
  expect(proxy.received.slice(before)).toEqual([
    `POST /store-api/product-listing/${categoryId('weine')}`,
    `POST /store-api/product-listing/${categoryId('weine')}`,
  ]);
  expect(upstreamCalls(res)).toBe(1); // one call of the gateway's, two attempts on the wire
});

test.each<[string, Fault]>([
  ['503', MAINTENANCE],
  ['a reset connection', { kind: 'reset' }],
])('a write is never retried: one attempt after %s', async (_name, fault) => {
  const client = StoreApiClient.factory({
    endpoint: proxy.url,
    accessKey: 'SWSCWEINGUTDEMO0000000000',
    timeoutMs: 2000,
  })({ contextToken: 'f'.repeat(32), languageId: null });
  await proxy.fail(fault, 1);
  const before = proxy.received.length;
  const write = client.write('POST', '/checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: PRODUCT, quantity: 1 }],
  });
  await expect(write).rejects.toBeInstanceOf(UpstreamError);
  expect(proxy.received.slice(before)).toEqual(['POST /store-api/checkout/cart/line-item']);
  expect(client.calls).toHaveLength(1);
});

describe('in production', () => {
  let production: RunningGateway;
  beforeAll(async () => {
    production = await startGateway({
      NODE_ENV: 'production',
      SHOPWARE_ENDPOINT: proxy.url,
      SHOPWARE_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  });
  afterAll(() => production.close());

  /** Nothing of the inside: stack traces, upstream addresses and paths, Shopware's or Node's texts. */
  const expectNoInternals = (body: unknown) => {
    const text = JSON.stringify(body);
    for (const internal of [
      'stacktrace',
      '127.0.0.1',
      'store-api',
      'SQLSTATE',
      '/var/www',
      'TypeError',
      'is not iterable',
      'node_modules',
    ]) {
      expect(text).not.toContain(internal);
    }
  };

  test('mapped faults carry the code and message only, without stack trace or Shopware’s detail', async () => {
    for (const [fault, code] of [
      [shopwareError(500, '0', 'Internal Server Error', SQL_DETAIL), 'INTERNAL_SERVER_ERROR'],
      [{ kind: 'delay', ms: TIMEOUT_MS * 3 }, 'UPSTREAM_TIMEOUT'],
      [{ kind: 'reset' }, 'BAD_GATEWAY'],
    ] as const) {
      await proxy.fail(fault);
      const res = await listing(production, EN);
      expect(firstError(res)).toMatchObject({ message: MESSAGES[code].en, extensions: { code } });
      expectNoInternals(res.body);
      expect(res.headers['x-upstream-calls']).toBeUndefined();
    }
  });

  test('an unknown error (a 200 answer of the wrong shape) is masked as the 500 message; in development it is not', async () => {
    await proxy.fail({ kind: 'answer', status: 200, body: '{"unexpected":true}' });
    const masked = await listing(production);
    expect(masked.body.errors).toEqual([
      {
        message: MESSAGES.INTERNAL_SERVER_ERROR.de,
        path: ['productListing'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expectNoInternals(masked.body);
    const development = firstError(await listing(shop));
    expect(development.message).toMatch(/iterable|undefined/);
    expect(development.extensions).toHaveProperty('stacktrace');
    await proxy.heal();
    expect(dataOf(await healthy(production)).product.id).toBe(PRODUCT);
  });

  test('GRAPHQL_IDE auto: no IDE and no introspection', async () => {
    expect((await production.http.get('/graphql')).status).toBe(404);
    const introspection = await graphql(production, '{ __schema { queryType { name } } }');
    expect(firstError(introspection).extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expectNoInternals(introspection.body);
  });
});

test('a failing field does not turn the whole answer into an HTTP error: the other fields keep their data', async () => {
  const res = await graphql(
    shop,
    `
      {
        navigation(type: MAIN) {
          id
        }
        product(id: "0123456789abcdef0123456789abcdef") {
          id
        }
      }
    `,
  );
  expect(res.status).toBe(200);
  expect(res.body.data.navigation.length).toBeGreaterThan(5);
  expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
});
