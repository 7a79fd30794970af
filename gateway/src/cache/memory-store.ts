import type { CachedEntry, CacheStore } from './cache-store.js';
import type { MemoryBudget } from './memory-budget.js';

/**
 * The heap a kept value takes per byte of its JSON: parsed JSON objects measured at about 1.45 times
 * their UTF-8 bytes; a string (a kept page or answer) up to two bytes a character.
 */
const HEAP_BYTES_PER_JSON_BYTE = 2;

/**
 * The in-process store, under the gateway's memory budget: least recently used entries of any kind
 * go first once the budget is spent (cache/memory-budget.ts). Every
 * request gets the same object, so it is frozen: a mapper that changed it would change the next
 * shopper's answer, and throws instead.
 */
export function createMemoryStore(budget: MemoryBudget): CacheStore {
  const entries = budget.partition<CachedEntry>('cache');
  return {
    get: async (key) => entries.get(key),
    set: async (key, entry, ttlMs) => {
      const bytes = HEAP_BYTES_PER_JSON_BYTE * Buffer.byteLength(JSON.stringify(entry.value) ?? '');
      entries.set(key, { value: deepFreeze(entry.value), storedAt: entry.storedAt }, bytes, ttlMs);
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
