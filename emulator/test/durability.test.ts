import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorProcess, type EmulatorProcess } from '@weingut/testkit/emulator-process';
import { ACCESS_KEY } from './support/emulator-harness.js';
import { registration } from './support/customer-fixtures.js';
import { productId } from './support/cart-client.js';

/**
 * The emulator as a separate process (the test kit's, as `npm start -w emulator` runs it) on a database file,
 * killed with SIGKILL in the middle of a burst of orders, then started again on the same file: every
 * order it acknowledged must be there and whole, nothing half-written, the file sound. Without double
 * opt-in: the customers register and order at once, without a confirmation mail.
 */
const WINE = 'riesling-gutswein-2024';
const CUSTOMERS = 40;
let directory: string;
let emulator: EmulatorProcess;

const storeApi = async (base: string, path: string, token: string | undefined, body: unknown) => {
  const res = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sw-access-key': ACCESS_KEY,
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, token: res.headers.get('sw-context-token') ?? '', body: (await res.json()) as any };
};

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'emulator-durability-'));
  emulator = await emulatorProcess({
    databaseFile: join(directory, 'emulator.sqlite'),
    env: { EMULATOR_DOUBLE_OPT_IN: '0' },
  });
});
afterAll(async () => {
  await emulator?.kill('SIGTERM');
  rmSync(directory, { recursive: true, force: true });
});

test('orders acknowledged before a SIGKILL survive it whole; the file is sound and serves again', async () => {
  await emulator.start();
  const first = { base: emulator.url };
  const stockBefore = (await storeApi(first.base, `/product/${productId(WINE)}`, undefined, {})).body.product
    .stock as number;
  const tokens = await Promise.all(
    Array.from({ length: CUSTOMERS }, async () => {
      const { token } = await storeApi(first.base, '/account/register', undefined, registration());
      await storeApi(first.base, '/checkout/cart/line-item', token, {
        items: [{ type: 'product', referencedId: productId(WINE), quantity: 2 }],
      });
      return token;
    }),
  );

  // Four shoppers at a time order; the process is killed once a dozen orders were acknowledged.
  const acknowledged = new Map<string, { id: string; orderNumber: string; amountTotal: number }>();
  let killing: Promise<void> | undefined;
  const queue = [...tokens];
  const worker = async () => {
    for (let token = queue.shift(); token && !killing; token = queue.shift()) {
      const res = await storeApi(first.base, '/checkout/order', token, {}).catch(() => undefined);
      if (res?.status === 200) acknowledged.set(token, res.body);
      if (acknowledged.size >= 12) killing ??= emulator.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await killing;
  expect(acknowledged.size).toBeGreaterThanOrEqual(12);

  // The file after the crash: sound, and every stored order complete (cart gone, stock and mail written).
  const db = new Database(emulator.databaseFile);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  const orders = db.prepare('SELECT id, order_number, data FROM "order"').all() as {
    id: string;
    order_number: string;
    data: string;
  }[];
  expect(orders.length).toBeGreaterThanOrEqual(acknowledged.size);
  expect(orders.length).toBeLessThan(CUSTOMERS);
  expect(new Set(orders.map((row) => row.order_number)).size).toBe(orders.length);
  const carts = (db.prepare('SELECT COUNT(*) AS n FROM cart').get() as { n: number }).n;
  expect(carts + orders.length).toBe(CUSTOMERS);
  const mails = (
    db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE type = 'order_confirmation'").get() as { n: number }
  ).n;
  expect(mails).toBe(orders.length);
  const stock = db
    .prepare("SELECT json_extract(data, '$.stock') AS stock FROM entity WHERE kind = 'product' AND id = ?")
    .get(productId(WINE)) as { stock: number };
  expect(stock.stock).toBe(stockBefore - 2 * orders.length);
  const byId = new Map(orders.map((row) => [row.id, row]));
  for (const order of acknowledged.values()) {
    const row = byId.get(order.id);
    expect(row?.order_number).toBe(order.orderNumber);
    expect(JSON.parse(row!.data)).toMatchObject({
      orderNumber: order.orderNumber,
      price: { totalPrice: order.amountTotal },
    });
  }
  // A shopper whose order was not stored still has a cart.
  const waiting = (db.prepare('SELECT token FROM cart LIMIT 1').get() as { token: string }).token;
  db.close();

  // Restarted on the same file: the acknowledged orders are served as before, and new ones work.
  await emulator.start();
  const second = { base: emulator.url };
  for (const [token, order] of acknowledged) {
    const res = await storeApi(second.base, '/order', token, { ids: [order.id], associations: { lineItems: {} } });
    expect(res.status).toBe(200);
    const [loaded] = res.body.orders.elements;
    expect(loaded).toMatchObject({ id: order.id, orderNumber: order.orderNumber, amountTotal: order.amountTotal });
    expect(loaded.lineItems.map((item: any) => [item.productId, item.quantity])).toEqual([[productId(WINE), 2]]);
  }
  const fresh = await storeApi(second.base, '/checkout/order', waiting, {});
  expect(fresh.status).toBe(200);
  expect(Math.max(...orders.map((row) => Number(row.order_number)))).toBeLessThan(Number(fresh.body.orderNumber));
  await emulator.kill('SIGTERM');
}, 90_000);
