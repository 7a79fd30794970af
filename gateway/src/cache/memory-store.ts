import { LRUCache } from 'lru-cache';
import type { CachedEntry, CacheStore } from './cache-store.js';

interface SizedEntry extends CachedEntry {
  bytes: number;
}

/**
 * The in-process store: least recently used answers go first once either bound is reached. Every
 * request gets the same object, so it is frozen: a mapper that changed it would change the next
 * shopper's answer, and throws instead.
 */
export function createMemoryStore(options: { maxEntries: number; maxBytes: number }): CacheStore {
  const entries = new LRUCache<string, SizedEntry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  return {
    get: async (key) => entries.get(key),
    set: async (key, entry, ttlMs) => {
      const bytes = Buffer.byteLength(JSON.stringify(entry.value) ?? '');
      entries.set(key, { value: deepFreeze(entry.value), storedAt: entry.storedAt, bytes }, { ttl: ttlMs });
    },
    delete: async (key) => {
      entries.delete(key);
    },
    ready: async () => undefined,
    ping: async () => true,
    close: async () => entries.clear(),
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
