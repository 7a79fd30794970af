import { setTimeout as wait } from 'node:timers/promises';
import { HOME_CATEGORY_ID, productId, unaskedListingQuery, upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, setCookies, startShop, type RunningShop } from './support/gateway-harness.js';
import { testClock } from './support/test-clock.js';
import { PASSWORD, registeredCustomer, registeredGuest } from './support/account-fixtures.js';

let shop: RunningShop;
beforeAll(async () => {
  // Whole answers off: these tests are about the catalogue's reads (answer-cache.test.ts tests the answers above them).
  shop = await startShop({
    emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
    gatewayEnv: { CACHE: 'on', CACHE_ANSWER_SECONDS: '0' },
  });
});
afterAll(async () => {
  await shop.close();
});

const PRODUCT = `{ product(id: "${productId('riesling-gutswein-2024')}") { id name path } }`;
const NAVIGATION = '{ navigation(type: MAIN) { id name path } }';

const cacheOf = (res: { headers: Record<string, unknown> }) => res.headers['x-cache'];
const storeCalls = (res: { headers: Record<string, unknown> }) =>
  upstreamCallLog(res).filter((call) => call !== 'GET /context');

test.each([
  ['a listing', unaskedListingQuery()],
  ['a product', PRODUCT],
  ['the main navigation', NAVIGATION],
  ['the home page', '{ page(path: "/") { canonicalPath ... on CategoryPage { name } } }'],
  [
    "the sales channel's domains (the language switch)",
    '{ salesChannelDomains { url languageId languageLocaleCode languageName } }',
  ],
])('%s: the second anonymous request is answered from the cache, without a Store API call', async (_, query) => {
  const first = await graphql(shop, query);
  const second = await graphql(shop, query);
  expect(dataOf(second)).toEqual(dataOf(first));
  expect(cacheOf(first)).toMatch(/^(miss|hit)/);
  expect(storeCalls(first).length).toBeGreaterThan(0);
  expect(cacheOf(second)).toMatch(/^hit(, hit)*$/);
  expect(upstreamCallLog(second)).toEqual([]);
});

test("the footer's payment methods come from the cache; the ones a customer may use are read with the session each time", async () => {
  const list = '{ paymentMethods { name } }';
  const first = await graphql(shop, list);
  const second = await graphql(shop, list);
  expect(dataOf(second)).toEqual(dataOf(first));
  expect(cacheOf(second)).toBe('hit');
  expect(upstreamCallLog(second)).toEqual([]);
  const { cookie } = await registeredCustomer(shop);
  for (const _round of [1, 2]) {
    const available = await graphql(shop, '{ paymentMethods(onlyAvailable: true) { name } }', {}, { cookie });
    expect(dataOf(available).paymentMethods.length).toBeGreaterThan(0);
    expect(cacheOf(available)).toBeUndefined();
    expect(storeCalls(available)).toEqual(['POST /payment-method']);
  }
});

test('another language gets its own entry, answered in that language', async () => {
  const query = '{ navigation(type: FOOTER) { name children { name } } }';
  const { languages } = dataOf(await graphql(shop, '{ languages { id locale } }'));
  const english = {
    'sw-language-id': languages.find((language: { locale: string }) => language.locale === 'en-GB').id,
  };
  const german = await graphql(shop, query);
  const first = await graphql(shop, query, {}, english);
  const second = await graphql(shop, query, {}, english);
  expect([cacheOf(german), cacheOf(first), cacheOf(second)]).toEqual(['miss', 'miss', 'hit']);
  // The first English request also reads the shop's languages (their locales pick the message language), once for every session.
  expect(storeCalls(first)).toEqual(['POST /language', 'POST /navigation/footer-navigation/footer-navigation']);
  expect(upstreamCallLog(second)).toEqual([]);
  expect(dataOf(second)).toEqual(dataOf(first));
  expect(dataOf(first)).not.toEqual(dataOf(german));
});

test('a cached answer never sets or changes a token: each shopper keeps their own, or none', async () => {
  const query = unaskedListingQuery();
  // Shopper A without a session: the read gets a token upstream (a throw-away one), which A never sees.
  const a = await graphql(shop, query);
  expect(cacheOf(a)).toBe('miss');
  expect(a.headers['sw-context-token']).toBeUndefined();
  expect(setCookies(a)).toEqual([]);
  // Shopper B without a session: the cached answer, still no token.
  const b = await graphql(shop, query);
  expect(cacheOf(b)).toBe('hit');
  expect(b.headers['sw-context-token']).toBeUndefined();
  expect(setCookies(b)).toEqual([]);
  // Shoppers C and D with sessions of their own (as a browser after its first cart read): each gets exactly its own token back.
  const c = sessionCookie(await graphql(shop, '{ cart { itemCount } }'));
  const d = sessionCookie(await graphql(shop, '{ cart { itemCount } }'));
  expect(c).not.toBe(d);
  const other = unaskedListingQuery();
  const forC = await graphql(shop, other, {}, { cookie: c });
  const forD = await graphql(shop, other, {}, { cookie: d });
  expect([cacheOf(forC), cacheOf(forD)]).toEqual(['miss', 'hit']);
  expect(upstreamCallLog(forD)).toEqual(['GET /context']);
  expect(`sw-context-token=${forC.headers['sw-context-token']}`).toBe(c);
  expect(`sw-context-token=${forD.headers['sw-context-token']}`).toBe(d);
  // The only cookie they get is their signed scope (below), never a token.
  expect([...setCookies(forC), ...setCookies(forD)].map((cookie) => cookie.split('=')[0])).toEqual([
    'sw-cache-scope',
    'sw-cache-scope',
  ]);
});

describe('the signed scope cookie', () => {
  const scopeCookieOf = (res: { headers: Record<string, unknown> }) =>
    setCookies(res)
      .find((cookie) => cookie.startsWith('sw-cache-scope='))
      ?.split(';')[0];
  /** A session (as a browser after its first cart read) and its scope cookie from a first catalogue read. */
  const sessionWithScope = async () => {
    const session = sessionCookie(await graphql(shop, '{ cart { itemCount } }'));
    const first = await graphql(shop, unaskedListingQuery(), {}, { cookie: session });
    expect(upstreamCallLog(first)[0]).toBe('GET /context');
    const scope = scopeCookieOf(first);
    expect(scope).toMatch(/^sw-cache-scope=[\w-]+\.\d+\.[\w-]+$/);
    return { session, scope: scope!, cookie: `${session}; ${scope}` };
  };

  test('spares the GET /context of a session with a token: its next reads make no Store API call', async () => {
    const { cookie } = await sessionWithScope();
    const query = unaskedListingQuery();
    await graphql(shop, query);
    const res = await graphql(shop, query, {}, { cookie });
    expect(cacheOf(res)).toBe('hit');
    expect(upstreamCallLog(res)).toEqual([]);
    expect(scopeCookieOf(res)).toBeUndefined();
  });

  test("comes with a new visitor's session (its GET /context tells the scope): the visitor's next reads make no Store API call", async () => {
    const first = await graphql(shop, '{ session { isLoggedIn cartItemCount } }');
    expect(upstreamCallLog(first)).toEqual(['GET /context']);
    const scope = scopeCookieOf(first);
    expect(scope).toMatch(/^sw-cache-scope=[\w-]+\.\d+\.[\w-]+$/);
    const query = unaskedListingQuery();
    await graphql(shop, query);
    const res = await graphql(shop, query, {}, { cookie: `${sessionCookie(first)}; ${scope}` });
    expect(cacheOf(res)).toBe('hit');
    expect(upstreamCallLog(res)).toEqual([]);
  });

  test('an app keeps it as a header, as it keeps its token', async () => {
    const token = {
      'sw-context-token': String((await graphql(shop, '{ cart { itemCount } }')).headers['sw-context-token']),
    };
    const first = await graphql(shop, unaskedListingQuery(), {}, token);
    const scope = String(first.headers['sw-cache-scope']);
    expect(`sw-cache-scope=${scope}`).toBe(scopeCookieOf(first));
    const query = unaskedListingQuery();
    await graphql(shop, query);
    expect(upstreamCallLog(await graphql(shop, query, {}, { ...token, 'sw-cache-scope': scope }))).toEqual([]);
  });

  test('is not believed in another session, nor altered: that session asks GET /context and gets its own', async () => {
    const { scope } = await sessionWithScope();
    const other = sessionCookie(await graphql(shop, '{ cart { itemCount } }'));
    const copied = await graphql(shop, unaskedListingQuery(), {}, { cookie: `${other}; ${scope}` });
    expect(upstreamCallLog(copied)[0]).toBe('GET /context');
    expect(scopeCookieOf(copied)).not.toBe(scope);
    const [name, value] = scope.split('=');
    const altered = `${name}=${value!.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`;
    const { session } = await sessionWithScope();
    expect(
      upstreamCallLog(await graphql(shop, unaskedListingQuery(), {}, { cookie: `${session}; ${altered}` }))[0],
    ).toBe('GET /context');
  });

  test('a mutation does not believe it and the answer removes it; a login makes the session bypass the cache', async () => {
    const { email } = await registeredCustomer(shop);
    const { cookie } = await sessionWithScope();
    const query = `mutation Login($input: LoginInput!) { login(input: $input) { customer { email } } }`;
    const res = await graphql(shop, query, { input: { email, password: PASSWORD } }, { cookie });
    expect(dataOf(res).login.customer.email).toBe(email);
    expect(scopeCookieOf(res)).toBe('sw-cache-scope=');
    const after = await graphql(
      shop,
      unaskedListingQuery(),
      {},
      { cookie: `${sessionCookie(res)}; ${cookie.split('; ')[1]}` },
    );
    expect(cacheOf(after)).toBe('bypass');
  });
});

test.each([
  ['a logged-in customer', () => registeredCustomer(shop)],
  ['a guest', () => registeredGuest(shop)],
])('%s is never answered from the cache and never fills it', async (_, session) => {
  const query = unaskedListingQuery();
  const { cookie } = await session();
  const anonymousBefore = await graphql(shop, query);
  expect(cacheOf(anonymousBefore)).toBe('miss');
  for (const _round of [1, 2]) {
    const res = await graphql(shop, query, {}, { cookie });
    expect(cacheOf(res)).toBe('bypass');
    expect(upstreamCallLog(res)).toEqual(['GET /context', `POST /product-listing/${HOME_CATEGORY_ID}`]);
  }
  // Asked first by the customer, a read is still a miss for the next anonymous shopper: nothing was stored.
  const customerFirst = unaskedListingQuery();
  expect(cacheOf(await graphql(shop, customerFirst, {}, { cookie }))).toBe('bypass');
  expect(cacheOf(await graphql(shop, customerFirst))).toBe('miss');
});

test('a session that logs in bypasses the cache from then on, with the token the login answered', async () => {
  const { email } = await registeredCustomer(shop);
  const anonymous = sessionCookie(await graphql(shop, '{ cart { itemCount } }'));
  const query = `mutation Login($input: LoginInput!) { login(input: $input) { customer { email } userErrors { code } } }`;
  const res = await graphql(shop, query, { input: { email, password: PASSWORD } }, { cookie: anonymous });
  expect(dataOf(res).login.customer.email).toBe(email);
  // The session after the login is the customer's: its next catalogue read bypasses the cache.
  const after = await graphql(shop, unaskedListingQuery(), {}, { cookie: sessionCookie(res) });
  expect(cacheOf(after)).toBe('bypass');
});

test('concurrent misses of one read make one Store API call', async () => {
  const query = unaskedListingQuery();
  await graphql(shop, unaskedListingQuery()); // the sales channel's default scope is known
  const answers = await Promise.all(Array.from({ length: 6 }, () => graphql(shop, query)));
  const listingCalls = answers
    .flatMap((res) => upstreamCallLog(res))
    .filter((call) => call.startsWith('POST /product-listing/'));
  expect(listingCalls).toHaveLength(1);
  expect(new Set(answers.map((res) => JSON.stringify(dataOf(res)))).size).toBe(1);
});

describe('stale-while-revalidate (the defaults: fresh 60 s, stale 300 s more), on a clock the test moves', () => {
  let swr: RunningShop;
  const clock = testClock();
  beforeAll(async () => {
    // Answers are not kept here (CACHE_ANSWER_SECONDS 0): this test is about the reads under them.
    swr = await startShop({ gatewayEnv: { CACHE: 'on', CACHE_ANSWER_SECONDS: '0' }, gateway: { clock } });
  });
  afterAll(async () => {
    await swr.close();
  });

  test('fresh: hit; stale: answered at once and refreshed once; after the stale window: a miss', async () => {
    expect(cacheOf(await graphql(swr, NAVIGATION))).toBe('miss');
    clock.advance(59_000);
    expect(cacheOf(await graphql(swr, NAVIGATION))).toBe('hit');
    clock.advance(2_000);
    const stale = await Promise.all([graphql(swr, NAVIGATION), graphql(swr, NAVIGATION)]);
    expect(stale.map(cacheOf)).toEqual(['stale', 'stale']);
    await wait(50);
    const refreshed = await graphql(swr, NAVIGATION);
    expect(cacheOf(refreshed)).toBe('hit');
    const refreshes = [...stale, refreshed]
      .flatMap((res) => upstreamCallLog(res))
      .filter((call) => call.startsWith('POST /navigation/'));
    expect(refreshes).toHaveLength(1);
    clock.advance(360_001);
    expect(cacheOf(await graphql(swr, NAVIGATION))).toBe('miss');
  });
});
