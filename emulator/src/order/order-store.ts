import type { Db } from '../db/database.js';
import type { OrderRecord } from './order-record.js';

/** Shopware's number range for orders: pattern '{n}', starting at 10000 (NumberRangeValueGenerator). */
const ORDER_NUMBER_START = 10000;

/**
 * Orders in the `order` table, one JSON document per order, and their numbers from the
 * `number_range` table. `insert` allocates the number and writes the row in the caller's
 * transaction, so that a number is only ever used by the order that committed with it.
 */
export class OrderStore {
  private readonly nextNumber;
  private readonly insertRow;
  private readonly updateRow;
  private readonly selectOne;
  private readonly selectOfCustomer;
  private readonly selectByDeepLink;
  private readonly countCompletedOfCustomer;
  private readonly selectByDocument;

  constructor(db: Db) {
    this.nextNumber = db.prepare<[number], { last_value: number }>(
      `INSERT INTO number_range (name, last_value) VALUES ('order', ?)
       ON CONFLICT(name) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`,
    );
    this.insertRow = db.prepare(
      'INSERT INTO "order" (id, order_number, customer_id, deep_link_code, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.updateRow = db.prepare('UPDATE "order" SET data = ? WHERE id = ?');
    this.selectOne = db.prepare<[string], { data: string }>('SELECT data FROM "order" WHERE id = ?');
    this.selectOfCustomer = db.prepare<[string], { data: string }>(
      'SELECT data FROM "order" WHERE customer_id = ? ORDER BY created_at DESC',
    );
    this.selectByDeepLink = db.prepare<[string], { data: string }>('SELECT data FROM "order" WHERE deep_link_code = ?');
    this.selectByDocument = db.prepare<[string], { data: string }>(
      `SELECT data FROM "order" WHERE EXISTS
         (SELECT 1 FROM json_each(data, '$.documents') WHERE json_extract(value, '$.id') = ?)`,
    );
    this.countCompletedOfCustomer = db.prepare<[string], { count: number }>(
      `SELECT COUNT(*) AS count FROM "order" WHERE customer_id = ? AND json_extract(data, '$.state') = 'completed'`,
    );
  }

  /** Allocates the next order number (call inside the transaction that inserts the order). */
  allocateNumber(): string {
    return String(this.nextNumber.get(ORDER_NUMBER_START)?.last_value ?? ORDER_NUMBER_START);
  }

  insert(order: OrderRecord): void {
    this.insertRow.run(
      order.id,
      order.orderNumber,
      order.orderCustomer.customerId,
      order.deepLinkCode,
      JSON.stringify(order),
      order.createdAt,
    );
  }

  update(order: OrderRecord): void {
    this.updateRow.run(JSON.stringify(order), order.id);
  }

  get(id: string): OrderRecord | undefined {
    const row = this.selectOne.get(id);
    return row ? (JSON.parse(row.data) as OrderRecord) : undefined;
  }

  /** The order that holds the document, if any. */
  withDocument(documentId: string): OrderRecord | undefined {
    const row = this.selectByDocument.get(documentId);
    return row ? (JSON.parse(row.data) as OrderRecord) : undefined;
  }

  /** The order if it belongs to the customer (`orderCustomer.customerId`), else undefined. */
  getOfCustomer(id: string, customerId: string): OrderRecord | undefined {
    const order = this.get(id);
    return order?.orderCustomer.customerId === customerId ? order : undefined;
  }

  ofCustomer(customerId: string): OrderRecord[] {
    return this.selectOfCustomer.all(customerId).map((row) => JSON.parse(row.data) as OrderRecord);
  }

  /** How many of the customer's orders are completed: Shopware's customer.orderCount (CustomerMetaFieldSubscriber). */
  completedCountOf(customerId: string): number {
    return this.countCompletedOfCustomer.get(customerId)?.count ?? 0;
  }

  byDeepLinkCode(code: string): OrderRecord[] {
    return this.selectByDeepLink.all(code).map((row) => JSON.parse(row.data) as OrderRecord);
  }
}

const stores = new WeakMap<Db, OrderStore>();

/** One OrderStore per database (its statements are prepared once). */
export function orderStoreOf(db: Db): OrderStore {
  let store = stores.get(db);
  if (!store) {
    store = new OrderStore(db);
    stores.set(db, store);
  }
  return store;
}
