import stringify from 'safe-stable-stringify';
import type { CacheConfig } from '../config.js';
import type { CacheStore } from './cache-store.js';
import { wallClock, type Clock } from './clock.js';
import { SwrCache, type CacheOutcome } from './swr-cache.js';
import type { MemoryBudget } from './memory-budget.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';
import { createCatalogReader, type CatalogReader } from './catalog-reader.js';
import { createScopeResolver, type ScopeSource } from './session-scope.js';
import { createScopeCookie, type ScopeCookie } from './scope-cookie.js';

export interface CatalogCache {
  /** The request's reader; it appends one outcome per read to `outcomes`. */
  readerFor(source: ScopeSource, outcomes: CacheOutcome[]): CatalogReader;
  /** The cache scope id of the source's session (null: its answers must not be shared), as its reader keys reads. */
  scopeFor(source: ScopeSource): Promise<string | null>;
  /** The same, but a failed GET /context rejects with its error instead of answering null (a page's own failure). */
  scopeOrFailureFor(source: ScopeSource): Promise<string | null>;
  /** The same when it is known without asking GET /context (scope-cookie.ts), else undefined. */
  knownScopeFor(source: Pick<ScopeSource, 'storeApi' | 'remembered'>): Promise<string | null | undefined>;
  /** A value the same for every shopper of the sales channel (such as its languages' locales), loaded once per freshness under `name`. */
  salesChannelValue<T>(name: string, load: () => Promise<T>): Promise<T>;
  /** The store under the cache, which also keeps whole answers (answer-cache.ts). */
  store: CacheStore;
  /** Signs and checks the cookie that remembers a session's scope for as long as an answer stays fresh. */
  scopeCookie: ScopeCookie;
  /** What the cache's entries, and the answers and pages kept in its store, age by. */
  clock: Clock;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The gateway's one shared cache of public catalogue reads, in Redis when configured; null when turned off. */
export function createCatalogCache(
  config: CacheConfig,
  accessKey: string,
  warn: (message: string) => void,
  budget: MemoryBudget,
  clock: Clock = wallClock,
): CatalogCache | null {
  if (!config.enabled) return null;
  const store = config.redisUrl ? createRedisStore(config.redisUrl, warn) : createMemoryStore(budget);
  const cache = new SwrCache(store, { ...config, now: clock.now });
  const scopes = createScopeResolver(cache, accessKey);
  return {
    scopeCookie: createScopeCookie(config.scopeSecret, config.freshMs / 1000),
    readerFor: (source, outcomes) =>
      createCatalogReader({
        cache,
        accessKey,
        storeApi: source.storeApi,
        scope: () => scopes.resolve(source),
        outcomes,
      }),
    scopeFor: (source) => scopes.resolve(source).catch(() => null),
    scopeOrFailureFor: (source) => scopes.resolve(source),
    knownScopeFor: (source) => scopes.known(source).catch(() => undefined),
    salesChannelValue: async (name, load) =>
      (await cache.get(`sales-channel:${stringify([accessKey, name])}`, load)).value,
    store,
    clock,
    ready: () => cache.ready(),
    close: () => cache.close(),
  };
}
