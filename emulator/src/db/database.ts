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
];

/**
 * Opens the emulator's SQLite database (a file, or ':memory:'), in WAL mode so that a kill
 * during a write loses at most the uncommitted transaction, and brings its schema up to date.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
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
