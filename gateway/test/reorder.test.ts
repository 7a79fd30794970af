import {
  ADD_TO_CART,
  CART,
  CLOSEOUT,
  GEWUERZTRAMINER,
  gql,
  newCustomer,
  PLACE_ORDER,
  placedOrder,
  USER_ERRORS,
} from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // RATE_LIMITS off: a test has another customer buy a closeout's whole remaining stock, more than the share the
  // limits allow one shopper (order-limits.test.ts).
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' }, gatewayEnv: { RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const REORDER = `mutation Reorder($orderId: ID!) { reorder(orderId: $orderId) { cart { ${CART} } unavailable notification { type message } ${USER_ERRORS} } }`;

/** Orders a product through the gateway in its quantity, alongside whatever is in the shopper's cart. */
async function order(cookie: string, items: [string, number][]) {
  for (const [productId, quantity] of items) dataOf(await gql(shop, cookie, ADD_TO_CART, { productId, quantity }));
  const { placeOrder } = dataOf(
    await gql(shop, cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } }),
  );
  return placeOrder.order as { id: string; orderNumber: string };
}

describe('reorder', () => {
  test("the order's products go into the cart in their quantities", async () => {
    const customer = await newCustomer(shop);
    const placed = await placedOrder(shop, customer, { productId: GEWUERZTRAMINER, quantity: 3 });
    const { reorder } = dataOf(await gql(shop, customer.cookie, REORDER, { orderId: placed.id }));
    expect(reorder.userErrors).toEqual([]);
    expect(reorder.unavailable).toEqual([]);
    expect(reorder.cart.lineItems.map((line: any) => [line.productId, line.quantity])).toEqual([[GEWUERZTRAMINER, 3]]);
    expect(reorder.notification).toEqual({
      type: 'SUCCESS',
      message: `Die Artikel der Bestellung ${placed.orderNumber} liegen im Warenkorb.`,
    });
  });

  test('a product sold out since is left out and named; the rest goes into the cart', async () => {
    const customer = await newCustomer(shop);
    const placed = await order(customer.cookie, [
      [GEWUERZTRAMINER, 2],
      [CLOSEOUT, 1],
    ]);
    // Another customer buys the closeout's remaining bottles.
    const other = await newCustomer(shop);
    const { cart } = dataOf(await gql(shop, other.cookie, `{ cart { lineItems { id } } }`));
    expect(cart.lineItems).toEqual([]);
    const rest = await gql(shop, other.cookie, ADD_TO_CART, { productId: CLOSEOUT, quantity: 99 });
    expect(dataOf(rest).addToCart.cart.lineItems[0].quantity).toBeGreaterThan(0);
    await order(other.cookie, []);

    const { reorder } = dataOf(await gql(shop, customer.cookie, REORDER, { orderId: placed.id }));
    expect(reorder.unavailable).toEqual(['Birkweiler St. Laurent trocken 2021']);
    expect(reorder.cart.lineItems.map((line: any) => [line.productId, line.quantity])).toEqual([[GEWUERZTRAMINER, 2]]);
    expect(reorder.notification).toEqual({
      type: 'WARNING',
      message: `Die noch erhältlichen Artikel der Bestellung ${placed.orderNumber} liegen im Warenkorb. Nicht mehr erhältlich: Birkweiler St. Laurent trocken 2021.`,
    });
  });

  test("another shopper's order is ORDER_NOT_FOUND and the cart stays as it was; a bad id names the field", async () => {
    const owner = await newCustomer(shop);
    const placed = await placedOrder(shop, owner, { productId: GEWUERZTRAMINER, quantity: 1 });
    const intruder = await newCustomer(shop);
    const { reorder } = dataOf(await gql(shop, intruder.cookie, REORDER, { orderId: placed.id }));
    expect(reorder).toMatchObject({
      cart: null,
      userErrors: [{ field: 'orderId', code: 'ORDER_NOT_FOUND', message: 'Die Bestellung wurde nicht gefunden.' }],
    });
    const { cart } = dataOf(await gql(shop, intruder.cookie, `{ cart { lineItems { id } } }`));
    expect(cart.lineItems).toEqual([]);
    const bad = dataOf(await gql(shop, intruder.cookie, REORDER, { orderId: 'nicht-eine-id' })).reorder;
    expect(bad.userErrors).toEqual([expect.objectContaining({ field: 'orderId' })]);
  });
});
