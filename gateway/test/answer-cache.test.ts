import { readFileSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';
import { HOME_CATEGORY_ID, productId, unaskedListingQuery, upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, setCookies, startShop, type RunningShop } from './support/gateway-harness.js';
import { testClock } from './support/test-clock.js';
import { registeredCustomer } from './support/account-fixtures.js';

/**
 * Whole answers of public catalogue queries (cache/answer-cache.ts), above the cache of the
 * catalogue's Store API reads (catalog-cache.test.ts tests that layer with answers off).
 */
let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({
    emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
    gatewayEnv: { CACHE: 'on', CACHE_ANSWER_SECONDS: '30' },
  });
});
afterAll(async () => {
  await shop.close();
});

const answerOf = (res: { headers: Record<string, unknown> }) => res.headers['x-answer-cache'];
const readsOf = (res: { headers: Record<string, unknown> }) => res.headers['x-cache'];

test.each([
  ['a listing', unaskedListingQuery()],
  ['a product', `{ product(id: "${productId('riesling-gutswein-2024')}") { id name path } }`],
  ['the main navigation', '{ navigation(type: MAIN) { id name path children { name } } }'],
  ['a page resolution', '{ page(path: "/Weine/Rotwein/") { __typename } }'],
  ['a search', '{ search(term: "riesling") { total products { name } } }'],
])('%s: the same query again is answered whole, with no Store API call and no catalogue read', async (_, query) => {
  const first = await graphql(shop, query);
  const second = await graphql(shop, query);
  expect(answerOf(first)).toBe('miss');
  expect(answerOf(second)).toBe('hit');
  expect(second.body).toEqual(first.body);
  expect(upstreamCallLog(second)).toEqual([]);
  expect(readsOf(second)).toBeUndefined();
});

test("the web client's catalogue operations, sent as Apollo Client sends them (by hash, naming the library), are answered whole", async () => {
  const manifest: Record<string, string> = JSON.parse(
    readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
  );
  const [hash] = Object.entries(manifest).find(([, text]) => /\bquery MainNavigation\b/.test(text))!;
  const send = () =>
    shop.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({
        operationName: 'MainNavigation',
        variables: {},
        extensions: {
          clientLibrary: { name: '@apollo/client', version: '4.3.8' },
          persistedQuery: { version: 1, sha256Hash: hash },
        },
      });
  const first = await send();
  const second = await send();
  expect([answerOf(first), answerOf(second)]).toEqual(['miss', 'hit']);
  expect(second.body).toEqual(first.body);
  expect(upstreamCallLog(second)).toEqual([]);
});

test('variables, the operation and the interface language are part of the key', async () => {
  const query =
    'query Listing($limit: Int!) { productListing(categoryId: "' +
    HOME_CATEGORY_ID +
    '", limit: $limit) { products { id } } }';
  const three = await graphql(shop, query, { limit: 3 });
  const four = await graphql(shop, query, { limit: 4 });
  expect(answerOf(four)).toBe('miss');
  expect(dataOf(four).productListing.products).toHaveLength(4);
  expect(answerOf(await graphql(shop, query, { limit: 3 }))).toBe('hit');
  expect(dataOf(three).productListing.products).toHaveLength(3);
  expect(answerOf(await graphql(shop, query, { limit: 3 }, { 'accept-language': 'en-GB' }))).toBe('miss');
});

test('another shop language gets its own answer, in that language', async () => {
  const query = '{ navigation(type: FOOTER) { name children { name } } }';
  const { languages } = dataOf(await graphql(shop, '{ languages { id locale } }'));
  const english = {
    'sw-language-id': languages.find((language: { locale: string }) => language.locale === 'en-GB').id,
  };
  const german = await graphql(shop, query);
  const first = await graphql(shop, query, {}, english);
  const second = await graphql(shop, query, {}, english);
  expect([answerOf(german), answerOf(first), answerOf(second)]).toEqual(['miss', 'miss', 'hit']);
  expect(dataOf(second)).toEqual(dataOf(first));
  expect(dataOf(first)).not.toEqual(dataOf(german));
});

test("a kept answer is in the message language of the session's shop language, whatever Accept-Language says", async () => {
  const query = '{ page(path: "/gibt-es-nicht/") { __typename ... on NotFoundPage { message } } }';
  const messageOf = (res: { status: number; body: { data?: { page: { message: string } } } }) =>
    dataOf(res).page.message;
  const { languages } = dataOf(await graphql(shop, '{ languages { id locale } }'));
  const english = {
    'sw-language-id': languages.find((language: { locale: string }) => language.locale === 'en-GB').id,
  };
  // A German browser without a shop language: German, kept for its scope.
  expect(messageOf(await graphql(shop, query, {}, { 'accept-language': 'de-DE' }))).toBe(
    'Wir können nicht finden, wonach Sie suchen.',
  );
  // An English app whose phone says German is answered in English, and that is what is kept and served again,
  // to it and to one without Accept-Language (looked up before GraphQL runs, in the same message language).
  const first = await graphql(shop, query, {}, { ...english, 'accept-language': 'de-DE' });
  const again = await graphql(shop, query, {}, { ...english, 'accept-language': 'de-DE' });
  const plain = await graphql(shop, query, {}, english);
  expect([first, again, plain].map(messageOf)).toEqual(Array(3).fill("We can't find what you are looking for."));
  expect([first, again, plain].map(answerOf)).toEqual(['miss', 'hit', 'hit']);
  expect(upstreamCallLog(plain)).toEqual([]);
});

test('a kept answer carries no token, and a hit sets none: each shopper keeps their own session', async () => {
  const query = unaskedListingQuery();
  const anonymous = await graphql(shop, query);
  expect(answerOf(anonymous)).toBe('miss');
  // A shopper with a session of their own (as a browser after its first cart read) gets the kept answer with their own token only.
  const own = sessionCookie(await graphql(shop, '{ cart { itemCount } }'));
  const hit = await graphql(shop, query, {}, { cookie: own });
  expect(answerOf(hit)).toBe('hit');
  expect(`sw-context-token=${hit.headers['sw-context-token']}`).toBe(own);
  expect(JSON.stringify(hit.body)).not.toContain(own.split('=')[1]);
  expect(setCookies(hit).filter((cookie) => cookie.startsWith('sw-context-token='))).toEqual([]);
  // A shopper without a session still gets none.
  const none = await graphql(shop, query);
  expect(answerOf(none)).toBe('hit');
  expect(none.headers['sw-context-token']).toBeUndefined();
  expect(setCookies(none)).toEqual([]);
});

test('a customer is never answered from kept answers and never fills them', async () => {
  const { cookie } = await registeredCustomer(shop);
  const query = unaskedListingQuery();
  const anonymous = await graphql(shop, query);
  expect(answerOf(anonymous)).toBe('miss');
  for (const _round of [1, 2]) {
    const res = await graphql(shop, query, {}, { cookie });
    expect(answerOf(res)).toBe('miss');
    expect(readsOf(res)).toBe('bypass');
    expect(upstreamCallLog(res)).toContain(`POST /product-listing/${HOME_CATEGORY_ID}`);
  }
  // Asked first by the customer, the answer is still not kept for the next anonymous shopper.
  const customerFirst = unaskedListingQuery();
  expect(answerOf(await graphql(shop, customerFirst, {}, { cookie }))).toBe('miss');
  expect(answerOf(await graphql(shop, customerFirst))).toBe('miss');
});

test('queries with session, cart or account fields are never kept, even beside catalogue fields', async () => {
  const query = '{ cart { itemCount } navigation(type: MAIN) { id } }';
  for (const _round of [1, 2]) {
    const res = await graphql(shop, query);
    expect(answerOf(res)).toBeUndefined();
    expect(upstreamCallLog(res).some((call) => call.includes('/checkout/cart'))).toBe(true);
  }
});

test('an answer with an error is not kept', async () => {
  const query = '{ product(id: "0000000000000000000000000000dead") { id name } }';
  const first = await graphql(shop, query);
  expect(first.body.errors?.length ?? 0).toBeGreaterThan(0);
  expect(answerOf(await graphql(shop, query))).toBe('miss');
});

describe('answers and the reads under them (reads fresh 20 s; answers asked for 30 s, held 20 s), on a clock the test moves', () => {
  let short: RunningShop;
  const clock = testClock();
  beforeAll(async () => {
    // The settings under test: answers asked to be kept longer than the reads under them are fresh.
    short = await startShop({
      gatewayEnv: { CACHE: 'on', CACHE_TTL_SECONDS: '20', CACHE_ANSWER_SECONDS: '30' },
      gateway: { clock },
    });
  });
  afterAll(async () => {
    await short.close();
  });

  test('an answer lasts no longer than the reads are fresh, and one built from a stale read is not kept', async () => {
    const query = '{ navigation(type: MAIN) { id name } }';
    expect(answerOf(await graphql(short, query))).toBe('miss');
    expect(answerOf(await graphql(short, query))).toBe('hit');
    clock.advance(20_001);
    // The answer is gone with the reads' fresh time; the read is stale (answered, refreshed behind).
    const fromStale = await graphql(short, query);
    expect([answerOf(fromStale), readsOf(fromStale)]).toEqual(['miss', 'stale']);
    await wait(100);
    const fromRefreshed = await graphql(short, query);
    expect([answerOf(fromRefreshed), readsOf(fromRefreshed)]).toEqual(['miss', 'hit']);
    expect(answerOf(await graphql(short, query))).toBe('hit');
  });
});
