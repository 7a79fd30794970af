import { ADD_TO_CART, gql, newSession, PLACE_ORDER, registerAtEmulator, WINE } from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const SESSIONS = 20;
const orderCount = () => (shop.emulatorDb.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
const MINE = `query ($id: ID!) { session { customer { email } cartItemCount } cart { lineItems { productId quantity } } order(id: $id) { id customerEmail lineItems { quantity } } }`;

/**
 * One shopper's whole way through the gateway: a session, a login (as guest or customer), a cart of
 * `quantity` bottles (each shopper's own number), an order. Every answer must be the shopper's own.
 */
async function orderAlone(index: number) {
  const quantity = index + 1;
  const shopper = await registerAtEmulator(shop, await newSession(shop), {
    guest: index % 2 === 0,
    firstName: `Kunde${index}`,
  });
  const token = shopper.cookie.split('=')[1];
  const added = await gql(shop, shopper.cookie, ADD_TO_CART, { productId: WINE, quantity });
  expect(added.headers['sw-context-token']).toBe(token);
  expect(dataOf(added).addToCart.cart.lineItems.map((item: any) => [item.productId, item.quantity])).toEqual([
    [WINE, quantity],
  ]);
  const session = dataOf(await gql(shop, shopper.cookie, '{ session { customer { email } cartItemCount } }')).session;
  expect(session).toEqual({ customer: { email: shopper.email }, cartItemCount: quantity });
  const placed = await gql(shop, shopper.cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } });
  expect(placed.headers['sw-context-token']).toBe(token);
  const { order, userErrors } = dataOf(placed).placeOrder;
  expect(userErrors).toEqual([]);
  expect(order).toMatchObject({ customerEmail: shopper.email, lineItems: [expect.objectContaining({ quantity })] });
  return { ...shopper, index, quantity, orderId: order.id as string, guest: index % 2 === 0 };
}

test(`${SESSIONS} sessions in parallel each order through the gateway and only ever see their own cart, customer and orders`, async () => {
  const before = orderCount();
  const shoppers = await Promise.all(Array.from({ length: SESSIONS }, (_, index) => orderAlone(index)));
  expect(orderCount() - before).toBe(SESSIONS);
  expect(new Set(shoppers.map((shopper) => shopper.orderId)).size).toBe(SESSIONS);

  await Promise.all(
    shoppers.map(async (shopper, index) => {
      const mine = dataOf(await gql(shop, shopper.cookie, MINE, { id: shopper.orderId }));
      expect(mine).toEqual({
        session: { customer: { email: shopper.email }, cartItemCount: 0 },
        cart: { lineItems: [] },
        order: { id: shopper.orderId, customerEmail: shopper.email, lineItems: [{ quantity: shopper.quantity }] },
      });
      // A neighbour's order is not found for this session.
      const neighbour = shoppers[(index + 1) % SESSIONS]!;
      const foreign = await gql(shop, shopper.cookie, `query ($id: ID!) { order(id: $id) { id } }`, {
        id: neighbour.orderId,
      });
      expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      if (!shopper.guest) {
        const history = dataOf(
          await gql(shop, shopper.cookie, '{ orders { total orders { id customerEmail } } }'),
        ).orders;
        expect(history).toEqual({ total: 1, orders: [{ id: shopper.orderId, customerEmail: shopper.email }] });
      }
    }),
  );
  expect(orderCount() - before).toBe(SESSIONS);
});
