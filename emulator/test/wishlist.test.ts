import { registeredCustomer } from './support/customer-fixtures.js';
import {
  ACCESS_KEY,
  ok,
  post,
  shopwareError,
  startEmulator,
  type RunningEmulator,
} from './support/emulator-harness.js';

let emulator: RunningEmulator;
let productIds: string[];
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
  const products = ok(
    await post(emulator.http, '/product', { limit: 4, filter: [{ type: 'equals', field: 'parentId', value: null }] }),
  );
  productIds = products.elements.map((product: { id: string }) => product.id);
});
afterAll(async () => {
  await emulator.close();
});

const UNKNOWN = 'ffffffffffffffffffffffffffffffff';
const as = (token: string) => ({ 'sw-context-token': token });
/** A customer registered and logged in through POST /account/register (a guest without password). */
const login = async (guest = false) =>
  (await registeredCustomer(emulator.http, guest ? { guest: true, password: undefined } : {})).token;
const load = (token: string, body: object = {}) => post(emulator.http, '/customer/wishlist', body, as(token));
const add = (token: string, id: string) => post(emulator.http, `/customer/wishlist/add/${id}`, {}, as(token));
const remove = (token: string, id: string) =>
  emulator.http.delete(`/store-api/customer/wishlist/delete/${id}`).set({ 'sw-access-key': ACCESS_KEY, ...as(token) });
const merge = (token: string, body: object) => post(emulator.http, '/customer/wishlist/merge', body, as(token));

describe('login required, guests not allowed', () => {
  const calls = (token?: string) => {
    const headers = token ? as(token) : {};
    return [
      post(emulator.http, '/customer/wishlist', {}, headers),
      post(emulator.http, `/customer/wishlist/add/${productIds[0]}`, {}, headers),
      emulator.http
        .delete(`/store-api/customer/wishlist/delete/${productIds[0]}`)
        .set({ 'sw-access-key': ACCESS_KEY, ...headers }),
      post(emulator.http, '/customer/wishlist/merge', { productIds: [] }, headers),
    ];
  };

  test('anonymous visitors get 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN on every route', async () => {
    for (const res of await Promise.all(calls())) {
      expect(shopwareError(res, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN').detail).toBe('Customer is not logged in.');
    }
  });

  test('a guest customer gets the same 403', async () => {
    for (const res of await Promise.all(calls(await login(true))))
      shopwareError(res, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('a customer wishlist', () => {
  test('does not exist before the first add: load and delete answer 404 CHECKOUT__WISHLIST_NOT_FOUND', async () => {
    const token = await login();
    const error = shopwareError(await load(token), 404, 'CHECKOUT__WISHLIST_NOT_FOUND');
    expect(error.detail).toBe('Wishlist for this customer was not found.');
    shopwareError(await remove(token, productIds[0]!), 404, 'CHECKOUT__WISHLIST_NOT_FOUND');
  });

  test('lists added products newest first with the wishlist of the customer', async () => {
    const { token, customer } = await registeredCustomer(emulator.http);
    expect(ok(await add(token, productIds[0]!))).toEqual({ success: true, apiAlias: 'array_struct' });
    ok(await add(token, productIds[1]!));
    const body = ok(await load(token));
    expect(body.apiAlias).toBe('wishlist_products');
    expect(body.wishlist).toMatchObject({ customerId: customer.id, apiAlias: 'customer_wishlist' });
    expect(body.wishlist.salesChannelId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.products.apiAlias).toBe('dal_entity_search_result');
    expect(body.products.elements.map((product: { id: string }) => product.id)).toEqual([productIds[1], productIds[0]]);
    expect(body.products.elements[0].calculatedPrice.unitPrice).toBeGreaterThan(0);
  });

  test('takes criteria for its products', async () => {
    const token = await login();
    ok(await merge(token, { productIds: productIds.slice(0, 3) }));
    const page = ok(await load(token, { limit: 1, 'total-count-mode': 'exact' }));
    expect(page.products).toMatchObject({ total: 3, limit: 1, page: 1 });
    expect(page.products.elements).toHaveLength(1);
    const filtered = ok(await load(token, { filter: [{ type: 'equals', field: 'id', value: productIds[2] }] }));
    expect(filtered.products.elements.map((product: { id: string }) => product.id)).toEqual([productIds[2]]);
  });

  test('refuses a product twice with 400 CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', async () => {
    const token = await login();
    ok(await add(token, productIds[0]!));
    const error = shopwareError(await add(token, productIds[0]!), 400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT');
    expect(error.detail).toBe('Product already added in wishlist');
  });

  test('refuses unknown products (404 CONTENT__PRODUCT_NOT_FOUND) and ids that are no UUID (400)', async () => {
    const token = await login();
    const unknown = shopwareError(await add(token, UNKNOWN), 404, 'CONTENT__PRODUCT_NOT_FOUND');
    expect(unknown.meta.parameters).toEqual({ productId: UNKNOWN });
    const invalid = shopwareError(await add(token, 'not-an-id'), 400, 'FRAMEWORK__INVALID_UUID');
    expect(invalid.meta.parameters).toEqual({ input: 'not-an-id' });
    shopwareError(await load(token), 404, 'CHECKOUT__WISHLIST_NOT_FOUND');
  });

  test('removes products and keeps the emptied wishlist', async () => {
    const token = await login();
    ok(await add(token, productIds[0]!));
    ok(await add(token, productIds[1]!));
    expect(ok(await remove(token, productIds[0]!))).toEqual({ success: true, apiAlias: 'array_struct' });
    expect(ok(await load(token)).products.elements.map((product: { id: string }) => product.id)).toEqual([
      productIds[1],
    ]);
    ok(await remove(token, productIds[1]!));
    const empty = ok(await load(token));
    expect(empty.products.elements).toEqual([]);
  });

  test('answers 404 CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND for a product it does not hold', async () => {
    const token = await login();
    ok(await add(token, productIds[0]!));
    const error = shopwareError(await remove(token, productIds[1]!), 404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND');
    expect(error.meta.parameters).toEqual({ entity: 'wishlist product', field: 'id', value: productIds[1] });
    expect(error.detail).toBe(`Could not find wishlist product with id "${productIds[1]}"`);
  });

  test('merges product ids, ignoring unknown, empty and repeated ones', async () => {
    const token = await login();
    ok(await add(token, productIds[0]!));
    const body = { productIds: [productIds[1], productIds[1], UNKNOWN, '', productIds[0], productIds[2]] };
    expect(ok(await merge(token, body))).toEqual({ success: true, apiAlias: 'array_struct' });
    const ids = ok(await load(token)).products.elements.map((product: { id: string }) => product.id);
    expect([...ids].sort()).toEqual([productIds[0], productIds[1], productIds[2]].sort());
    expect(ids[2]).toBe(productIds[0]);
  });

  test('a merge of no products creates an empty wishlist; without productIds it is 400', async () => {
    const token = await login();
    const missing = shopwareError(await merge(token, {}), 400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING');
    expect(missing.detail).toBe('Parameter "productIds" is missing.');
    shopwareError(await load(token), 404, 'CHECKOUT__WISHLIST_NOT_FOUND');
    ok(await merge(token, { productIds: [] }));
    expect(ok(await load(token)).products.elements).toEqual([]);
  });

  test('is invisible to another customer', async () => {
    const owner = await login();
    ok(await add(owner, productIds[0]!));
    const other = await login();
    shopwareError(await load(other), 404, 'CHECKOUT__WISHLIST_NOT_FOUND');
    ok(await add(other, productIds[1]!));
    expect(ok(await load(other)).products.elements.map((product: { id: string }) => product.id)).toEqual([
      productIds[1],
    ]);
    shopwareError(await remove(other, productIds[0]!), 404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND');
    expect(ok(await load(owner)).products.elements.map((product: { id: string }) => product.id)).toEqual([
      productIds[0],
    ]);
  });
});

test('with core.cart.wishlistEnabled off every route answers 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED', async () => {
  const disabled = await startEmulator({ env: { EMULATOR_WISHLIST: '0', EMULATOR_DOUBLE_OPT_IN: '0' } });
  try {
    const { token } = await registeredCustomer(disabled.http);
    const headers = { 'sw-access-key': ACCESS_KEY, ...as(token) };
    const answers = await Promise.all([
      disabled.http.post('/store-api/customer/wishlist').set(headers).send({}),
      disabled.http.post(`/store-api/customer/wishlist/add/${productIds[0]}`).set(headers).send({}),
      disabled.http.delete(`/store-api/customer/wishlist/delete/${productIds[0]}`).set(headers),
      disabled.http
        .post('/store-api/customer/wishlist/merge')
        .set(headers)
        .send({ productIds: [productIds[0]] }),
    ]);
    for (const res of answers)
      expect(shopwareError(res, 403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED').detail).toBe('Wishlist is not activated!');
    // The login check comes first.
    shopwareError(
      await disabled.http.post('/store-api/customer/wishlist').set('sw-access-key', ACCESS_KEY).send({}),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
  } finally {
    await disabled.close();
  }
});
