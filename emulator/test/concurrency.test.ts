import { productId } from './support/cart-client.js';
import { ok, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { loggedInShopper } from './support/order-client.js';

/**
 * Many shoppers at once against one emulator: each registers, fills its cart and orders while the
 * others do the same (registration hashes on the thread pool, so the requests really interleave).
 */
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await emulator.close();
});

const SESSIONS = 40;
const PRODUCTS = [
  'riesling-gutswein-2024',
  'riesling-feinherb-2024',
  'grauburgunder-gutswein-2024',
  'spaetburgunder-gutswein-2022',
  'silvaner-gutswein-2023',
  'spaetburgunder-rose-2024',
  'muskateller-sekt-trocken-2023',
  'weissburgunder-gutswein-2024',
];

const stockRows = () =>
  new Map(
    (
      emulator.db
        .prepare("SELECT id, json_extract(data, '$.stock') AS stock FROM entity WHERE kind = 'product'")
        .all() as { id: string; stock: number }[]
    ).map((row) => [row.id, row.stock]),
  );

async function session(index: number) {
  const firstName = `Kundin${index}`;
  const shopper = await loggedInShopper(emulator.http, { firstName });
  const key = PRODUCTS[index % PRODUCTS.length]!;
  const quantity = (index % 3) + 1;
  await shopper.addWine(key, quantity);
  const cart = (await shopper.cart.load()).body;
  const context = (await shopper.context()).body;
  const order = ok(await shopper.order());
  const after = (await shopper.cart.load()).body;
  return { index, email: shopper.email, firstName, key, quantity, cart, context, order, after };
}

test(`${SESSIONS} sessions registering, filling carts and ordering at once never mix their carts, customers or numbers`, async () => {
  const stockBefore = stockRows();
  const ordersBefore = (emulator.db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
  const results = await Promise.all(Array.from({ length: SESSIONS }, (_, index) => session(index)));

  for (const result of results) {
    expect(result.context.customer).toMatchObject({ email: result.email, firstName: result.firstName });
    expect(result.cart.lineItems.map((item: any) => [item.referencedId, item.quantity])).toEqual([
      [productId(result.key), result.quantity],
    ]);
    expect(result.order.orderCustomer).toMatchObject({ email: result.email, firstName: result.firstName });
    expect(result.order.lineItems.map((item: any) => [item.productId, item.quantity])).toEqual([
      [productId(result.key), result.quantity],
    ]);
    expect(result.order.amountTotal).toBe(result.cart.price.totalPrice);
    expect(result.after.lineItems).toEqual([]);
  }

  const numbers = results.map((result) => Number(result.order.orderNumber)).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(SESSIONS);
  // One number per committed order, none lost: consecutive.
  expect(numbers.at(-1)! - numbers[0]! + 1).toBe(SESSIONS);
  const stored = emulator.db.prepare('SELECT id, order_number, customer_id FROM "order"').all() as {
    id: string;
    order_number: string;
    customer_id: string;
  }[];
  expect(stored).toHaveLength(ordersBefore + SESSIONS);
  expect(new Set(stored.map((row) => row.order_number)).size).toBe(stored.length);
  const customerOf = new Map(stored.map((row) => [row.id, row.customer_id]));
  for (const result of results) expect(customerOf.get(result.order.id)).toBe(result.context.customer.id);

  const stockAfter = stockRows();
  for (const key of PRODUCTS) {
    const sold = results.filter((result) => result.key === key).reduce((sum, result) => sum + result.quantity, 0);
    expect(stockAfter.get(productId(key))).toBe(stockBefore.get(productId(key))! - sold);
  }
  const mails = (
    emulator.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE type = 'order_confirmation'").get() as { n: number }
  ).n;
  expect(mails).toBe(SESSIONS);
});

test('every session lists exactly its own order', async () => {
  const shoppers = await Promise.all(Array.from({ length: 10 }, () => loggedInShopper(emulator.http)));
  const placed = await Promise.all(
    shoppers.map(async (shopper) => {
      await shopper.addWine();
      return ok(await shopper.order());
    }),
  );
  const listed = await Promise.all(
    shoppers.map(async (shopper) => ok(await shopper.orders()).orders.elements.map((order: any) => order.id)),
  );
  expect(listed).toEqual(placed.map((order) => [order.id]));
});
