import type { CacheConfig } from '../config.js';
import type { CacheStore } from './cache-store.js';
import { SwrCache, type CacheOutcome } from './swr-cache.js';
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
  /** The store under the cache, which also keeps whole answers (answer-cache.ts). */
  store: CacheStore;
  /** Signs and checks the cookie that remembers a session's scope for as long as an answer stays fresh. */
  scopeCookie: ScopeCookie;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The gateway's one shared cache of public catalogue reads, in Redis when configured; null when turned off. */
export function createCatalogCache(config: CacheConfig, accessKey: string, warn: (message: string) => void): CatalogCache | null {
  if (!config.enabled) return null;
  const store = config.redisUrl ? createRedisStore(config.redisUrl, warn) : createMemoryStore(config);
  const cache = new SwrCache(store, config);
  const scopeOf = createScopeResolver(cache, accessKey);
  return {
    scopeCookie: createScopeCookie(config.scopeSecret, config.freshMs / 1000),
    readerFor: (source, outcomes) => createCatalogReader({ cache, accessKey, storeApi: source.storeApi, scope: () => scopeOf(source), outcomes }),
    scopeFor: (source) => scopeOf(source).catch(() => null),
    store,
    ready: () => cache.ready(),
    close: () => cache.close(),
  };
}
