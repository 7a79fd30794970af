import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const migrations: string[] = [
  `CREATE TABLE entity (
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (kind, id)
   )`,
  `CREATE TABLE sales_channel_api_context (
     token TEXT PRIMARY KEY,
     payload TEXT NOT NULL,
     customer_id TEXT,
     updated_at TEXT NOT NULL
   )`,
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // The transactional side (issue 3): customers, carts, orders, wishlists, newsletter, contact, mails.
  `CREATE TABLE customer (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     guest INTEGER NOT NULL,
     data TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  `CREATE UNIQUE INDEX customer_registered_email ON customer (lower(email)) WHERE guest = 0`,
  `CREATE TABLE customer_address (
     id TEXT PRIMARY KEY,
     customer_id TEXT NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
     data TEXT NOT NULL
   )`,
  `CREATE INDEX customer_address_customer ON customer_address (customer_id)`,
  `CREATE TABLE customer_recovery (
     hash TEXT PRIMARY KEY,
     customer_id TEXT NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL
   )`,
  `CREATE TABLE rate_limit (key TEXT PRIMARY KEY, attempts INTEGER NOT NULL, window_start INTEGER NOT NULL)`,
  `CREATE TABLE cart (token TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE "order" (
     id TEXT PRIMARY KEY,
     order_number TEXT NOT NULL UNIQUE,
     customer_id TEXT,
     deep_link_code TEXT NOT NULL,
     data TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  `CREATE INDEX order_customer ON "order" (customer_id, created_at)`,
  `CREATE TABLE number_range (name TEXT PRIMARY KEY, last_value INTEGER NOT NULL)`,
  `CREATE TABLE wishlist_product (
     customer_id TEXT NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
     product_id TEXT NOT NULL,
     created_at TEXT NOT NULL,
     PRIMARY KEY (customer_id, product_id)
   )`,
  `CREATE TABLE newsletter_recipient (email TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE contact_message (id TEXT PRIMARY KEY, data TEXT NOT NULL, created_at TEXT NOT NULL)`,
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     type TEXT NOT NULL,
     recipient TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     links TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  `CREATE TABLE payment_session (id TEXT PRIMARY KEY, data TEXT NOT NULL, created_at TEXT NOT NULL)`,
];

/**
 * Opens the emulator's SQLite database (a file, or ':memory:'), in WAL mode so that a kill
 * during a write loses at most the uncommitted transaction, and brings its schema up to date.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: a committed order survives even a power loss, not only a killed process.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  const pending = migrations.slice(version);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const sql of pending) db.exec(sql);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}
