import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const NAVIGATION = '{ navigation(type: MAIN) { name path children { name path children { name path } } } }';

describe('compressed GraphQL answers', () => {
  test('a browser that accepts brotli or gzip gets the navigation compressed, and the same data', async () => {
    const plain = await graphql(shop, NAVIGATION, {}, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await graphql(shop, NAVIGATION, {}, { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(dataOf(compressed)).toEqual(dataOf(plain));
    }
  });

  test('a small answer stays as it is (compressing it would cost more than it saves)', async () => {
    const res = await graphql(shop, '{ session { isLoggedIn } }', {}, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(dataOf(res)).toEqual({ session: { isLoggedIn: false } });
  });
});
