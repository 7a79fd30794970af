import type { CacheStore } from './cache-store.js';

/** How a read was answered: `bypass` = not cacheable for this session (a customer), straight to the Store API. */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

export interface SwrOptions {
  freshMs: number;
  staleMs: number;
  now?: () => number;
}

/**
 * Stale-while-revalidate over a store, with single flight: a fresh entry is answered; a stale one is
 * answered and refreshed once in the background; a missing one is loaded, and concurrent misses of
 * one key (and a refresh running for it) share one load. A failed load is not stored.
 */
export class SwrCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(
    private readonly store: CacheStore,
    private readonly options: SwrOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<{ value: T; outcome: CacheOutcome }> {
    const entry = await this.store.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < this.options.freshMs) return { value: entry.value as T, outcome: 'hit' };
      if (age < this.options.freshMs + this.options.staleMs) {
        // The answer does not wait for the refresh; a failed refresh leaves the stale entry.
        this.refresh(key, load).catch(() => undefined);
        return { value: entry.value as T, outcome: 'stale' };
      }
    }
    return { value: await this.refresh(key, load), outcome: 'miss' };
  }

  ready(): Promise<void> {
    return this.store.ready();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    // Started on the next microtask, so the flight is registered before the load can settle.
    const loading = Promise.resolve()
      .then(load)
      .then(async (value) => {
        await this.store.set(key, { value, storedAt: this.now() }, this.options.freshMs + this.options.staleMs);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }
}
