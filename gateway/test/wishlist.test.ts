import { firstError, productId, upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, startShop, type RunningShop } from './support/gateway-harness.js';
import {
  EN,
  PASSWORD,
  SESSION,
  USER_ERRORS,
  as,
  login,
  refusals,
  registeredCustomer,
  registeredGuest,
} from './support/account-fixtures.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const RIESLING = productId('riesling-gutswein-2024');
const SEKT = productId('pinot-sekt-brut-nature-2019');
const PAKET = productId('probierpaket-rotwein');
const UNKNOWN = 'f'.repeat(32);

const WISHLIST =
  '{ wishlist { total page limit products { id name path type price { unitPrice { amount currencyCode } } cover { url } } } }';
const ADD = `mutation Add($productId: ID!) { addToWishlist(productId: $productId) { product { id name } notification { type message } ${USER_ERRORS} } }`;
const MERGE = `mutation Merge($productIds: [ID!]!) { mergeWishlist(productIds: $productIds) { productIds ${USER_ERRORS} } }`;
const REMOVE = `mutation Remove($productId: ID!) { removeFromWishlist(productId: $productId) { removedProductId ${USER_ERRORS} } }`;

const add = async (cookie: string, productId: string, headers: Record<string, string> = {}) =>
  dataOf(await graphql(shop, ADD, { productId }, as(cookie, headers))).addToWishlist;
const remove = async (cookie: string, productId: string) =>
  dataOf(await graphql(shop, REMOVE, { productId }, as(cookie))).removeFromWishlist;
const wishlistOf = async (cookie: string) => dataOf(await graphql(shop, WISHLIST, {}, as(cookie))).wishlist;
const idsOf = (wishlist: { products: { id: string }[] }) => wishlist.products.map((product) => product.id);

describe('the wishlist of a customer', () => {
  test('is empty before the first product', async () => {
    const { cookie } = await registeredCustomer(shop);
    expect(await wishlistOf(cookie)).toEqual({ total: 0, page: 1, limit: 100, products: [] });
  });

  test("adds products with the notification, lists them newest first as the catalogue's products", async () => {
    const { cookie } = await registeredCustomer(shop);
    const added = await add(cookie, RIESLING, EN);
    expect(added).toEqual({
      product: { id: RIESLING, name: expect.any(String) },
      notification: { type: 'SUCCESS', message: `${added.product.name} has been added to wishlist.` },
      userErrors: [],
    });
    expect((await add(cookie, SEKT)).notification.message).toMatch(/ wurde zum Merkzettel hinzugefügt\.$/);

    const res = await graphql(shop, WISHLIST, {}, as(cookie));
    const { wishlist } = dataOf(res);
    expect(wishlist.total).toBe(2);
    expect(idsOf(wishlist)).toEqual([SEKT, RIESLING]);
    expect(wishlist.products[1]).toMatchObject({
      id: RIESLING,
      name: added.product.name,
      type: 'WINE',
      price: { unitPrice: { currencyCode: 'EUR' } },
    });
    expect(wishlist.products[1].path).toMatch(/^\//);
    expect(wishlist.products[1].price.unitPrice.amount).toBeGreaterThan(0);
    expect(upstreamCallLog(res)).toEqual(['GET /context', 'POST /customer/wishlist']);
    expect(dataOf(await graphql(shop, SESSION, {}, as(cookie))).session.wishlistCount).toBe(2);
  });

  test('a product already on the wishlist is refused with WISHLIST_PRODUCT_DUPLICATE', async () => {
    const { cookie } = await registeredCustomer(shop);
    await add(cookie, RIESLING);
    expect(await add(cookie, RIESLING, EN)).toEqual({
      product: null,
      notification: null,
      userErrors: [{ field: 'productId', code: 'WISHLIST_PRODUCT_DUPLICATE', message: 'Product already in wishlist.' }],
    });
  });

  test('unknown products and ids that are no id are refused', async () => {
    const { cookie } = await registeredCustomer(shop);
    expect(refusals(await add(cookie, UNKNOWN))).toEqual(['productId:NOT_FOUND']);
    const invalid = await graphql(shop, ADD, { productId: 'riesling' }, as(cookie, EN));
    expect(dataOf(invalid).addToWishlist.userErrors).toEqual([
      { field: 'productId', code: 'ID_INVALID', message: 'Invalid identifier.' },
    ]);
    expect(upstreamCallLog(invalid)).toEqual(['GET /context']);
  });

  test('removes products; one that is not on it is WISHLIST_PRODUCT_NOT_FOUND', async () => {
    const { cookie } = await registeredCustomer(shop);
    await add(cookie, RIESLING);
    await add(cookie, SEKT);
    expect(await remove(cookie, RIESLING)).toEqual({ removedProductId: RIESLING, userErrors: [] });
    expect(idsOf(await wishlistOf(cookie))).toEqual([SEKT]);
    const missing = await remove(cookie, PAKET);
    expect(missing).toEqual({
      removedProductId: null,
      userErrors: [
        {
          field: 'productId',
          code: 'WISHLIST_PRODUCT_NOT_FOUND',
          message: 'Das Produkt ist nicht auf dem Merkzettel.',
        },
      ],
    });
  });

  test('pages with page and limit; a bad limit is BAD_USER_INPUT', async () => {
    const { cookie } = await registeredCustomer(shop);
    for (const id of [RIESLING, SEKT, PAKET]) await add(cookie, id);
    const page = dataOf(
      await graphql(shop, '{ wishlist(page: 2, limit: 2) { total page limit products { id } } }', {}, as(cookie)),
    ).wishlist;
    expect(page).toEqual({ total: 3, page: 2, limit: 2, products: [{ id: RIESLING }] });
    expect(
      firstError(await graphql(shop, '{ wishlist(limit: 500) { total } }', {}, as(cookie))).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'limit' });
  });
});

describe("the guest's wishlist", () => {
  test('the client keeps it; login merges it into the account', async () => {
    const { cookie, email } = await registeredCustomer(shop);
    await add(cookie, RIESLING);
    const res = await login(shop, email, PASSWORD, {}, [SEKT, PAKET, RIESLING, UNKNOWN]);
    expect(dataOf(res).login.userErrors).toEqual([]);
    expect(upstreamCallLog(res)).toEqual(['POST /account/login', 'POST /customer/wishlist/merge', 'GET /context']);
    const wishlist = await wishlistOf(sessionCookie(res));
    expect([...idsOf(wishlist)].sort()).toEqual([RIESLING, SEKT, PAKET].sort());
  });

  test('after a registration, mergeWishlist hands it over in one Store API call', async () => {
    const { cookie } = await registeredCustomer(shop);
    await add(cookie, RIESLING);
    const res = await graphql(shop, MERGE, { productIds: [SEKT, PAKET, RIESLING, UNKNOWN] }, as(cookie));
    expect(dataOf(res).mergeWishlist).toEqual({ productIds: [SEKT, PAKET, RIESLING, UNKNOWN], userErrors: [] });
    expect(upstreamCallLog(res).filter((call) => call !== 'GET /context')).toEqual(['POST /customer/wishlist/merge']);
    expect([...idsOf(await wishlistOf(cookie))].sort()).toEqual([RIESLING, SEKT, PAKET].sort());
  });

  test('mergeWishlist refuses an empty list, more than 100 ids and a malformed id before calling Shopware', async () => {
    const { cookie } = await registeredCustomer(shop);
    for (const [productIds, field, code] of [
      [[], 'productIds', 'REQUIRED'],
      [Array.from({ length: 101 }, () => RIESLING), 'productIds', 'TOO_LONG'],
      [[RIESLING, 'nope'], 'productIds.1', 'ID_INVALID'],
    ] as const) {
      const res = await graphql(shop, MERGE, { productIds }, as(cookie, EN));
      const { mergeWishlist } = dataOf(res);
      expect(mergeWishlist.productIds).toBeNull();
      expect(mergeWishlist.userErrors).toEqual([expect.objectContaining({ field, code })]);
      expect(upstreamCallLog(res).filter((call) => call !== 'GET /context')).toEqual([]);
    }
  });

  test('ids of the guest wishlist are checked before the login', async () => {
    const res = await login(shop, 'anna@example.de', PASSWORD, EN, ['nope']);
    expect(dataOf(res).login.userErrors).toEqual([
      { field: 'guestWishlistProductIds.0', code: 'ID_INVALID', message: 'Invalid identifier.' },
    ]);
    expect(upstreamCallLog(res)).toEqual([]);
  });

  test('guests and anonymous visitors get UNAUTHENTICATED on every wishlist operation', async () => {
    const { cookie } = await registeredGuest(shop);
    for (const headers of [as(cookie, EN), EN]) {
      for (const [query, variables] of [
        [WISHLIST, {}],
        [ADD, { productId: RIESLING }],
        [REMOVE, { productId: RIESLING }],
        [MERGE, { productIds: [RIESLING] }],
      ] as const) {
        expect(firstError(await graphql(shop, query, variables, headers))).toMatchObject({
          message: 'Please log in.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
    }
  });
});
