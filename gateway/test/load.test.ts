import type { OrderRecord } from '@weingut/emulator/order/order-record';
import { registeredCustomer } from './support/account-fixtures.js';
import {
  dataOf,
  graphql,
  startGateway,
  startShop,
  type RunningGateway,
  type RunningShop,
} from './support/gateway-harness.js';
import {
  linesOf,
  planOf,
  referenceOf,
  registrationOf,
  runShopper,
  sorted,
  TokenRegistry,
  type ShopperResult,
} from './support/load-shopper.js';

/**
 * Issue 10, load: LOAD_SESSIONS sessions at once (20 by default, as in CI), each 20 GraphQL
 * operations through the gateway with the catalogue cache on (browse, cart, wishlist, register or
 * log in, checkout, order, account and orders; support/load-shopper.ts). Every session sees only its
 * own token and data, and the emulator holds exactly the orders placed, each with its session's lines.
 *
 * The full count (a few minutes):
 *   cd gateway && LOAD_SESSIONS=200 NODE_OPTIONS=--experimental-vm-modules npx jest test/load.test.ts
 */
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 20);
const OPERATIONS = 20;

let shop: RunningShop;
/** The same shop without cache: the reference of what a catalogue read must answer in a language. */
let uncached: RunningGateway;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' }, gatewayEnv: { CACHE: 'on' } });
  uncached = await startGateway({ SHOPWARE_ENDPOINT: shop.emulatorUrl });
});
afterAll(async () => {
  await uncached.close();
  await shop.close();
});

const storedOrders = () =>
  (
    shop.emulatorDb.prepare('SELECT id, order_number AS orderNumber, data FROM "order"').all() as {
      id: string;
      orderNumber: string;
      data: string;
    }[]
  ).map(({ id, orderNumber, data }) => ({ id, orderNumber, record: JSON.parse(data) as OrderRecord }));
/** Stock and sales of every product, from the emulator's database. */
const productStock = () =>
  new Map(
    (
      shop.emulatorDb.prepare(`SELECT id, data FROM entity WHERE kind = 'product'`).all() as {
        id: string;
        data: string;
      }[]
    ).map(({ id, data }) => {
      const { stock, sales } = JSON.parse(data) as { stock: number; sales: number };
      return [id, { stock, sales }];
    }),
  );

test(
  `${SESSIONS} parallel sessions × ${OPERATIONS} operations: no session reads another's data, the shop holds exactly the orders placed`,
  async () => {
    const run = Date.now().toString(36);
    const plans = Array.from({ length: SESSIONS }, (_, index) => planOf(index, run));
    // Every cart is the session's own: another session's cart could never pass for it.
    expect(new Set(plans.map((plan) => JSON.stringify(linesOf(plan)))).size).toBe(SESSIONS);
    const registry = new TokenRegistry();
    // Returning customers registered on an earlier visit (not part of the load).
    await Promise.all(
      plans
        .filter((plan) => plan.kind === 'returning customer')
        .map(async (plan) =>
          registry.claim(
            (await registeredCustomer(shop, registrationOf(plan))).cookie.replace(/^sw-context-token=/, ''),
            plan.index,
          ),
        ),
    );
    const { languages } = dataOf(await graphql(shop, '{ languages { id locale } }'));
    const englishId = languages.find((language: { locale: string }) => language.locale === 'en-GB').id as string;
    const reference = referenceOf(uncached, englishId);
    const ordersBefore = new Set(storedOrders().map((order) => order.id));
    const stockBefore = productStock();

    const started = performance.now();
    const settled = await Promise.allSettled(
      plans.map((plan) => runShopper(shop, plan, reference, registry, englishId)),
    );
    const seconds = (performance.now() - started) / 1000;

    const results = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const failures = settled.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as Error).message ?? String(outcome.reason)] : [],
    );
    const operations = results.reduce((sum, result) => sum + result.operations, 0);
    const cacheHits = results.reduce((sum, result) => sum + result.cacheHits, 0);
    const placed = results.filter(
      (result): result is ShopperResult & { order: NonNullable<ShopperResult['order']> } => result.order !== null,
    );
    console.log(
      `load: ${SESSIONS} sessions × ${OPERATIONS} operations = ${operations} GraphQL operations in ${seconds.toFixed(1)} s ` +
        `(${(operations / seconds).toFixed(1)} operations/s), ${placed.length} orders, ${cacheHits} answers from the cache, ${failures.length} sessions failed`,
    );
    if (failures.length > 0)
      throw new Error(
        `${failures.length} of ${SESSIONS} sessions failed; the first:\n${failures.slice(0, 5).join('\n')}`,
      );

    expect(results.map((result) => result.operations)).toEqual(plans.map(() => OPERATIONS));
    // The shared cache took part: the sessions' catalogue reads were answered from it, and right.
    expect(cacheHits).toBeGreaterThan(0);
    // Each token belongs to one session (the registry refused any other during the run).
    const tokens = results.flatMap((result) => result.tokens);
    expect(new Set(tokens).size).toBe(tokens.length);

    // Exactly the orders placed: one per ordering session, each with that session's lines, e-mail and number.
    expect(placed.map((result) => result.plan.index)).toEqual(
      plans.filter((plan) => plan.kind !== 'visitor').map((plan) => plan.index),
    );
    const newOrders = new Map(
      storedOrders()
        .filter((order) => !ordersBefore.has(order.id))
        .map((order) => [order.id, order]),
    );
    expect(newOrders.size).toBe(placed.length);
    expect(new Set(placed.map((result) => result.order.orderNumber)).size).toBe(placed.length);
    for (const { plan, order } of placed) {
      const stored = newOrders.get(order.id);
      expect({
        index: plan.index,
        orderNumber: stored?.orderNumber,
        email: stored?.record.orderCustomer.email,
        lines: sorted(stored?.record.lineItems.map((item) => [item.productId!, item.quantity]) ?? []),
      }).toEqual({
        index: plan.index,
        orderNumber: order.orderNumber,
        email: plan.email,
        lines: linesOf(plan),
      });
    }
    // No stock change lost among the concurrent orders: each product's stock fell, and its sales rose, by what was ordered of it.
    const ordered = new Map<string, number>();
    for (const [productId, quantity] of placed.flatMap((result) => linesOf(result.plan)))
      ordered.set(productId, (ordered.get(productId) ?? 0) + quantity);
    const stockAfter = productStock();
    for (const [productId, quantity] of ordered) {
      const before = stockBefore.get(productId)!;
      expect({ productId, ...stockAfter.get(productId) }).toEqual({
        productId,
        stock: before.stock - quantity,
        sales: before.sales + quantity,
      });
    }
  },
  20 * 60_000,
);
