import { getHeapStatistics } from 'node:v8';
import { LRUCache } from 'lru-cache';
import { wallClock, type Clock } from './clock.js';

/**
 * The share of the heap that everything the gateway keeps may take together (kept answers and pages,
 * parsed documents, persisted queries); the rest is for requests in flight, renders, the schema and
 * the libraries (docs/adr/0022).
 */
export const HEAP_SHARE = 0.2;

/** One kind of kept thing under the budget (its keys apart from the other kinds'). */
export interface BudgetPartition<V> {
  get(key: string): V | undefined;
  /** Keeps `value` at an estimated heap cost of `bytes` (for `ttlMs`, or until evicted); too large for the budget: not kept. */
  set(key: string, value: V, bytes: number, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
}

export interface MemoryBudget {
  readonly maxBytes: number;
  /** The estimated heap cost of everything kept now. */
  usedBytes(): number;
  partition<V>(name: string): BudgetPartition<V>;
}

/** What an entry costs besides its value: the LRU's node, the entry object and its key (two bytes a character at most). */
const ENTRY_OVERHEAD_BYTES = 160;

interface Kept {
  value: unknown;
  bytes: number;
}

/** The budget's size: the setting when given, else HEAP_SHARE of the heap's limit (`--max-old-space-size` and the young generation). */
export function memoryBudgetBytes(configuredBytes: number | undefined): number {
  return configuredBytes ?? Math.floor(getHeapStatistics().heap_size_limit * HEAP_SHARE);
}

/**
 * ONE least-recently-used cache over every kind of kept thing, bounded by the sum of their estimated
 * heap costs: an attacker who fills one kind evicts the others' oldest entries instead of growing the
 * heap. No single entry may take more than an eighth of the budget.
 */
export function createMemoryBudget(maxBytes: number, clock: Clock = wallClock): MemoryBudget {
  const kept = new LRUCache<string, Kept>({
    perf: clock,
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  return {
    maxBytes,
    usedBytes: () => kept.calculatedSize,
    partition<V>(name: string): BudgetPartition<V> {
      const prefix = `${name}\u0000`;
      return {
        get: (key) => kept.get(prefix + key)?.value as V | undefined,
        set: (key, value, bytes, ttlMs) => {
          const cost = bytes + ENTRY_OVERHEAD_BYTES + 2 * (prefix.length + key.length);
          kept.set(prefix + key, { value, bytes: cost }, ttlMs ? { ttl: ttlMs } : {});
        },
        delete: (key) => {
          kept.delete(prefix + key);
        },
        clear: () => {
          for (const key of [...kept.keys()]) if (key.startsWith(prefix)) kept.delete(key);
        },
      };
    },
  };
}
