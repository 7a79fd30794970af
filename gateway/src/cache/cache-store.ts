/** One cached answer: the Store API's parsed body and when it was fetched. */
export interface CachedEntry {
  value: unknown;
  storedAt: number;
}

/** Where cached answers live: in this process (memory-store.ts) or in Redis (redis-store.ts). */
export interface CacheStore {
  get(key: string): Promise<CachedEntry | undefined>;
  /** Keeps the entry for `ttlMs` (its fresh and stale time together). */
  set(key: string, entry: CachedEntry, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resolves once the store can answer, or has given up trying for now (then reads are misses). */
  ready(): Promise<void>;
  /** Whether the store answers now (Redis: PING within the command time-out); the in-process store always does. For /ready. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
