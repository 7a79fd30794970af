import type { Db } from './database.js';

/** The parsed `data` column (JSON) of the row a query finds, or undefined: how records are kept. */
export function selectData<T>(db: Db, sql: string, ...params: unknown[]): T | undefined {
  const row = db.prepare<unknown[], { data: string }>(sql).get(...params);
  return row ? (JSON.parse(row.data) as T) : undefined;
}

/** The parsed `data` column (JSON) of every row a query finds. */
export function selectAllData<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db
    .prepare<unknown[], { data: string }>(sql)
    .all(...params)
    .map((row) => JSON.parse(row.data) as T);
}
