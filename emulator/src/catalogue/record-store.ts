import type { Db } from '../db/database.js';
import type { RecordKind, RecordKinds } from './records.js';

type Listener = () => void;

/**
 * The catalogue's records, persisted as JSON rows in SQLite and held in memory for reading.
 * Writes go to the database first, in one transaction, then to memory, then listeners
 * (the per-language views) are told to rebuild.
 */
export class RecordStore {
  private readonly byKind = new Map<RecordKind, Map<string, unknown>>();
  private readonly listeners = new Set<Listener>();
  private version = 0;

  constructor(private readonly db: Db) {
    for (const row of db.prepare('SELECT kind, id, data FROM entity').iterate() as Iterable<{
      kind: RecordKind;
      id: string;
      data: string;
    }>) {
      this.mapOf(row.kind).set(row.id, JSON.parse(row.data));
    }
  }

  get revision(): number {
    return this.version;
  }

  isEmpty(): boolean {
    return this.byKind.size === 0;
  }

  all<K extends RecordKind>(kind: K): RecordKinds[K][] {
    return [...this.mapOf(kind).values()] as RecordKinds[K][];
  }

  get<K extends RecordKind>(kind: K, id: string): RecordKinds[K] | undefined {
    return this.mapOf(kind).get(id) as RecordKinds[K] | undefined;
  }

  /** Inserts or replaces records; all of them or none. */
  put<K extends RecordKind>(kind: K, records: RecordKinds[K][]): void {
    const upsert = this.db.prepare('INSERT OR REPLACE INTO entity (kind, id, data) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const record of records) upsert.run(kind, record.id, JSON.stringify(record));
    })();
    const map = this.mapOf(kind);
    for (const record of records) map.set(record.id, record);
    this.changed();
  }

  /**
   * Reads records of a kind back from the database into memory (e.g. after the transaction
   * that wrote them rolled back, so that memory again matches what is stored).
   */
  reload<K extends RecordKind>(kind: K, ids: string[]): void {
    const select = this.db.prepare<[string, string], { data: string }>(
      'SELECT data FROM entity WHERE kind = ? AND id = ?',
    );
    const map = this.mapOf(kind);
    for (const id of ids) {
      const row = select.get(kind, id);
      if (row) map.set(id, JSON.parse(row.data));
      else map.delete(id);
    }
    this.changed();
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private mapOf(kind: RecordKind): Map<string, unknown> {
    let map = this.byKind.get(kind);
    if (!map) {
      map = new Map();
      this.byKind.set(kind, map);
    }
    return map;
  }
}
