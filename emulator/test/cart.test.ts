import { randomBytes } from 'node:crypto';
import { followTokenRotation } from '../src/cart/cart-service.js';
import { ContextStore } from '../src/context/context-store.js';
import { CustomerRepository } from '../src/customer/customer-records.js';
import { cartClient, cartErrors, productId } from './support/cart-client.js';
import { registeredCustomer } from './support/customer-fixtures.js';
import { ACCESS_KEY, get, ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
// Registrations log in at once (no double opt-in): the logout/login test needs a logged-in customer.
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await emulator.close();
});

const newToken = () => randomBytes(16).toString('hex');
const shopper = () => cartClient(emulator.http, newToken());
const RIESLING = 'riesling-feinherb-2024';
const SEKT = 'riesling-sekt-brut-2021';

describe('GET|POST /checkout/cart', () => {
  test('a new token has an empty cart answered with its token', async () => {
    const token = newToken();
    const res = await cartClient(emulator.http, token).load();
    const cart = ok(res);
    expect(res.headers['sw-context-token']).toBe(token);
    expect(cart).toMatchObject({ token, lineItems: [], errors: [], deliveries: [], apiAlias: 'cart' });
    expect(cart.price).toMatchObject({
      totalPrice: 0,
      netPrice: 0,
      positionPrice: 0,
      rawTotal: 0,
      taxStatus: 'gross',
      calculatedTaxes: [],
    });
    expect(cart.transactions).toHaveLength(1);
  });

  test('without a token the answer carries a new one, and POST loads the cart like GET (CartLoadRoute)', async () => {
    const res = await get(emulator.http, '/checkout/cart');
    expect(res.headers['sw-context-token']).toMatch(/^[0-9a-f]{32}$/);
    expect(ok(res).token).toBe(res.headers['sw-context-token']);
    const client = shopper();
    await client.addProduct(RIESLING, 2);
    const token = (await client.load()).headers['sw-context-token']!;
    const posted = await emulator.http
      .post('/store-api/checkout/cart')
      .set({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token })
      .send({});
    const cart = ok(posted, { method: 'GET', path: '/checkout/cart' });
    expect(cart.lineItems.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
  });
});

describe('POST /checkout/cart/line-item', () => {
  test('adds a product as Shopware describes it and raises its quantity when added again', async () => {
    const client = shopper();
    const first = ok(await client.addProduct(RIESLING, 2));
    const [item] = first.lineItems;
    expect(item).toMatchObject({
      id: productId(RIESLING),
      referencedId: productId(RIESLING),
      type: 'product',
      label: 'Riesling feinherb 2024',
      quantity: 2,
      good: true,
      stackable: true,
      removable: true,
      quantityInformation: { minPurchase: 1, maxPurchase: 99, purchaseSteps: 1 },
      deliveryInformation: { stock: 280, freeDelivery: false, deliveryTime: { min: 2, max: 4, unit: 'day' } },
      payload: { productNumber: expect.any(String), isCloseout: false, stock: 280, options: [] },
      apiAlias: 'cart_line_item',
    });
    expect(item.cover.url).toMatch(/\/media\/.+\.webp$/);
    expect(item.price).toMatchObject({ unitPrice: 9.5, quantity: 2, totalPrice: 19 });
    const again = ok(await client.add([{ type: 'product', referencedId: productId(RIESLING), quantity: 3 }]));
    expect(again.lineItems).toHaveLength(1);
    expect(again.lineItems[0].quantity).toBe(5);
    expect(cartErrors(again)).toEqual([]);
  });

  test('an unknown product gives product-not-found (level 20) and no line item, not a crash', async () => {
    const unknown = 'ffffffffffffffffffffffffffffffff';
    const cart = ok(await shopper().add([{ type: 'product', id: unknown, referencedId: unknown, quantity: 1 }]));
    expect(cart.lineItems).toEqual([]);
    expect(cart.errors[`product-not-found${unknown}`]).toEqual({
      id: unknown,
      key: `product-not-found${unknown}`,
      messageKey: 'product-not-found',
      level: 20,
      message: 'The product %s could not be found',
      parameters: { id: unknown },
      block: true,
      blockResubmit: true,
      code: 0,
    });
  });

  test('a sold-out product cannot be added: product-out-of-stock (level 20) with its name', async () => {
    const soldOut = productId('spaetburgunder-kastanienbusch-2020');
    const cart = ok(await shopper().add([{ type: 'product', id: soldOut, quantity: 1 }]));
    expect(cart.lineItems).toEqual([]);
    const [error] = cartErrors(cart);
    expect(error).toMatchObject({
      key: `product-out-of-stock${soldOut}`,
      messageKey: 'product-out-of-stock',
      level: 20,
      message: 'The product Spätburgunder Kastanienbusch Große Lage 2020 is no longer available',
      parameters: { name: 'Spätburgunder Kastanienbusch Große Lage 2020' },
    });
  });

  test('a parent of variants is dropped without an error, its variants can be bought', async () => {
    const parent = ok(await shopper().addProduct('wertgutschein'));
    expect(parent.lineItems).toEqual([]);
    const variant = ok(await shopper().addProduct('wertgutschein:50'));
    const option = { group: expect.any(String), option: expect.stringContaining('50') };
    expect(variant.lineItems[0].payload.options).toEqual([{ ...option, translated: option }]);
  });

  test.each([0, -2])('quantity %p → 400 CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', async (quantity) => {
    const res = await shopper().add([{ type: 'product', id: productId(RIESLING), quantity }]);
    const error = shopwareError(res, 400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    expect(error.detail).toBe(`The quantity must be a positive integer. Given: "${quantity}"`);
    expect(error.meta.parameters).toEqual({ quantity });
  });

  test("a quantity that is no integer violates the factory registry's Type constraint", async () => {
    const res = await shopper().add([{ type: 'product', id: productId(RIESLING), quantity: 'zwei' }]);
    const error = shopwareError(res, 400, 'VIOLATION::INVALID_TYPE_ERROR');
    expect(error.source?.pointer).toBe('/quantity');
    expect(error.detail).toBe('This value should be of type int.');
  });

  test('unsupported and privileged types are refused', async () => {
    shopwareError(
      await shopper().add([{ type: 'container', id: productId(RIESLING) }]),
      400,
      'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
    );
    shopwareError(
      await shopper().add([{ type: 'custom', id: 'my-item', label: 'Gratis' }]),
      403,
      'CHECKOUT__INSUFFICIENT_PERMISSION',
    );
    shopwareError(
      await shopper().add([{ type: 'product', id: 'not valid!' }]),
      400,
      'CHECKOUT__CART_LINE_ITEM_INVALID',
    );
  });
});

describe('PATCH /checkout/cart/line-item and removing items', () => {
  test('changes the quantity; an unknown id is 404, an invalid quantity 400, and nothing is saved', async () => {
    const client = shopper();
    ok(await client.addProduct(RIESLING, 1));
    const changed = ok(await client.update([{ id: productId(RIESLING), quantity: 4 }]));
    expect(changed.lineItems[0]).toMatchObject({ quantity: 4, price: { totalPrice: 38 } });
    const missing = shopwareError(
      await client.update([{ id: 'nope', quantity: 1 }]),
      404,
      'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
    );
    expect(missing.meta.parameters).toEqual({ id: 'nope' });
    expect(missing.detail).toBe('Line item with identifier nope not found.');
    shopwareError(
      await client.update([{ id: productId(RIESLING), quantity: 0 }]),
      400,
      'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
    );
    expect(ok(await client.load()).lineItems[0].quantity).toBe(4);
  });

  test('POST line-item/delete removes items; an unknown id is 404 and removes nothing', async () => {
    const client = shopper();
    ok(await client.addProduct(RIESLING));
    ok(await client.addProduct(SEKT));
    shopwareError(
      await client.remove([productId(SEKT), 'ffffffffffffffffffffffffffffffff']),
      404,
      'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
    );
    expect(ok(await client.load()).lineItems).toHaveLength(2);
    const cart = ok(await client.remove([productId(SEKT)]));
    expect(cart.lineItems.map((item: { id: string }) => item.id)).toEqual([productId(RIESLING)]);
  });

  test('the deprecated DELETE with ?ids[]= still removes items', async () => {
    const token = newToken();
    const client = cartClient(emulator.http, token);
    ok(await client.addProduct(RIESLING));
    ok(await client.addProduct(SEKT));
    const res = await emulator.http
      .delete(`/store-api/checkout/cart/line-item?ids[]=${productId(RIESLING)}`)
      .set({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token });
    expect(ok(res).lineItems.map((item: { id: string }) => item.id)).toEqual([productId(SEKT)]);
  });

  test('DELETE /checkout/cart answers 204 and empties the cart', async () => {
    const client = shopper();
    ok(await client.addProduct(RIESLING, 3));
    const res = await client.clear();
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(ok(await client.load()).lineItems).toEqual([]);
  });
});

describe('one cart per context token', () => {
  test("two tokens never see each other's cart", async () => {
    const anna = shopper();
    const ben = shopper();
    ok(await anna.addProduct(RIESLING, 2));
    ok(await ben.addProduct(SEKT, 1));
    expect(ok(await anna.load()).lineItems.map((item: { referencedId: string }) => item.referencedId)).toEqual([
      productId(RIESLING),
    ]);
    expect(ok(await ben.load()).lineItems.map((item: { referencedId: string }) => item.referencedId)).toEqual([
      productId(SEKT),
    ]);
  });

  test('30 tokens adding different products at once keep exactly their own items', async () => {
    const listed = await emulator.http
      .post('/store-api/product')
      .set('sw-access-key', ACCESS_KEY)
      .send({
        limit: 30,
        filter: [
          { type: 'equals', field: 'available', value: true },
          { type: 'equals', field: 'childCount', value: 0 },
        ],
      });
    const products = listed.body.elements as { id: string; minPurchase: number }[];
    expect(products).toHaveLength(30);
    const shoppers = products.map((product) => ({ product, client: shopper() }));
    // Each shopper adds its product twice at once, all shoppers in parallel.
    const addOnce = ({ product, client }: (typeof shoppers)[number]) =>
      client.add([{ type: 'product', id: product.id, quantity: product.minPurchase }]);
    await Promise.all(
      shoppers.flatMap((shopperWithProduct) => [addOnce(shopperWithProduct), addOnce(shopperWithProduct)]),
    );
    const carts = await Promise.all(shoppers.map(({ client }) => client.load()));
    carts.forEach((res, index) => {
      const { product } = shoppers[index]!;
      expect(
        ok(res).lineItems.map((item: { referencedId: string; quantity: number }) => [item.referencedId, item.quantity]),
      ).toEqual([[product.id, Math.min(product.minPurchase * 2, 99)]]);
    });
  });
});

describe('the cart follows its shopper when the token is replaced (ContextStore.onRotate)', () => {
  // The same listener registerCartRoutes() registers, on a ContextStore over the emulator's database.
  const rotation = () => {
    const contexts = new ContextStore(emulator.db);
    followTokenRotation({
      db: emulator.db,
      clock: () => new Date(),
      customers: new CustomerRepository(emulator.db),
      contexts,
    });
    return contexts;
  };
  const itemsOf = async (token: string) =>
    ok(await cartClient(emulator.http, token).load()).lineItems.map(
      (item: { referencedId: string; quantity: number }) => [item.referencedId, item.quantity],
    );

  test('a new token for the same shopper (e.g. password change) takes the cart along', async () => {
    const token = newToken();
    ok(await cartClient(emulator.http, token).addProduct(RIESLING, 2));
    const renewed = rotation().rotate(token, {}).token;
    expect(await itemsOf(renewed)).toEqual([[productId(RIESLING), 2]]);
    expect(await itemsOf(token)).toEqual([]);
  });

  test("logout leaves the customer's cart behind; the next login brings it back with the guest cart merged in", async () => {
    const contexts = rotation();
    const { token, customer } = await registeredCustomer(emulator.http);
    ok(await cartClient(emulator.http, token).addProduct(SEKT, 1));
    ok(await cartClient(emulator.http, token).addProduct(RIESLING, 1));
    const loggedOut = contexts.rotate(token, { customerId: null }).token;
    expect(await itemsOf(loggedOut)).toEqual([]);
    const guest = newToken();
    ok(await cartClient(emulator.http, guest).addProduct(RIESLING, 2));
    const loggedIn = contexts.rotate(guest, { customerId: customer.id }).token;
    expect(await itemsOf(loggedIn)).toEqual([
      [productId(SEKT), 1],
      [productId(RIESLING), 3],
    ]);
    expect(await itemsOf(guest)).toEqual([]);
  });
});
