import { upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // CACHE off: the tests count a session's Store API calls and cookies; the catalogue cache's scope read and cookie
  // are catalog-cache*.test.ts's.
  shop = await startShop({ gatewayEnv: { CACHE: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const SESSION = `query { session { isLoggedIn isGuest customer { email } currency { isoCode symbol } language { locale name } cartItemCount wishlistCount } }`;

test('an anonymous visitor gets a session in German and euro, and an HttpOnly token cookie', async () => {
  const res = await graphql(shop, SESSION);
  const { session } = dataOf(res);
  expect(session).toEqual({
    isLoggedIn: false,
    isGuest: false,
    customer: null,
    currency: { isoCode: 'EUR', symbol: '€' },
    language: { locale: 'de-DE', name: 'Deutsch' },
    cartItemCount: 0,
    wishlistCount: 0,
  });
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((value) => value.startsWith('sw-context-token='));
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/Max-Age=31536000/);
  expect(res.headers['sw-context-token']).toMatch(/^[0-9a-f]{32}$/);
  // The new session's cart is empty: no second call that would wait for the token GET /context brings.
  expect(upstreamCallLog(res)).toEqual(['GET /context']);
});

test("a session's cart count comes from its cart", async () => {
  const cookie = sessionCookie(await graphql(shop, SESSION));
  const { productListing } = dataOf(
    await graphql(shop, '{ productListing(path: "/Weine/", limit: 1) { products { id } } }'),
  );
  const added = dataOf(
    await graphql(
      shop,
      'mutation ($id: ID!) { addToCart(productId: $id, quantity: 2) { userErrors { message } } }',
      { id: productListing.products[0].id },
      { cookie },
    ),
  );
  expect(added.addToCart.userErrors).toEqual([]);
  const res = await graphql(shop, SESSION, {}, { cookie });
  expect(dataOf(res).session.cartItemCount).toBe(2);
  expect([...upstreamCallLog(res)].sort()).toEqual(['GET /checkout/cart', 'GET /context']);
});

test('the cookie keeps the session: the same token comes back and no new cookie is set', async () => {
  const first = await graphql(shop, SESSION);
  const cookie = sessionCookie(first);
  const second = await graphql(shop, SESSION, {}, { cookie });
  dataOf(second);
  expect(second.headers['sw-context-token']).toBe(cookie.split('=')[1]);
  expect(second.headers['set-cookie']).toBeUndefined();
});

test('catalogue reads of a visitor without a session bring no token back (cache off too): only one session is ever started', async () => {
  const answers = await Promise.all([
    graphql(shop, '{ productListing(path: "/Weine/", limit: 2) { total } }'),
    graphql(shop, '{ navigation(type: MAIN) { name } }'),
    // The path / is the sales channel's navigation root, which GET /context tells: asked without the visitor's session.
    graphql(shop, '{ page(path: "/") { canonicalPath } }'),
    graphql(shop, '{ productListing(path: "/", limit: 2) { total } }'),
  ]);
  for (const res of answers) {
    dataOf(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['sw-context-token']).toBeUndefined();
  }
});

test('an app uses the sw-context-token header instead of the cookie', async () => {
  const first = await graphql(shop, SESSION);
  const token = first.headers['sw-context-token'] as string;
  const second = await graphql(shop, SESSION, {}, { 'sw-context-token': token });
  expect(second.headers['sw-context-token']).toBe(token);
  // The same token: no cookie for a client that does not keep one.
  expect(second.headers['set-cookie']).toBeUndefined();
});

test('GET /context is made once per request, however many fields need it (session, shipping prices)', async () => {
  const first = await graphql(shop, SESSION);
  const res = await graphql(
    shop,
    '{ session { cartItemCount } shippingMethods { id } }',
    {},
    { cookie: sessionCookie(first) },
  );
  const data = dataOf(res);
  expect(data.shippingMethods.length).toBeGreaterThan(0);
  const calls = upstreamCallLog(res);
  expect(calls.filter((call) => call === 'GET /context')).toHaveLength(1);
  expect([...calls].sort()).toEqual(['GET /checkout/cart', 'GET /context', 'POST /shipping-method']);
});
