import type { CallOptions, StoreApiClient } from '../shopware/store-api-client.js';
import { cacheKey } from './cache-key.js';
import type { CacheOutcome, SwrCache } from './swr-cache.js';

/** How services and loaders read public catalogue data: the client's `read`, cached or not. */
export type CatalogReader = Pick<StoreApiClient, 'read'>;

export interface CatalogReaderDeps {
  cache: SwrCache;
  accessKey: string;
  storeApi: StoreApiClient;
  /** The session's scope id; null when its answers must not be shared (a customer's session). */
  scope: () => Promise<string | null>;
  /** The request's outcomes, one per read, for the `x-cache` header. */
  outcomes: CacheOutcome[];
}

/**
 * One request's reader of public catalogue answers. Only the parsed body is cached; the fetch runs
 * with a copy of the session, so a cached read never sets or rotates the shopper's token. A session
 * with a customer, or one whose scope cannot be told, reads straight from the Store API.
 */
export function createCatalogReader({ cache, accessKey, storeApi, scope, outcomes }: CatalogReaderDeps): CatalogReader {
  return {
    async read<T>(path: string, body?: object, options: CallOptions = {}): Promise<T> {
      const sessionScope = await scope().catch(() => null);
      if (!sessionScope) {
        outcomes.push('bypass');
        return storeApi.read<T>(path, body, options);
      }
      const fetcher = storeApi.withSession({ ...storeApi.session });
      const { value, outcome } = await cache.get(cacheKey(accessKey, sessionScope, { path, body, options }), () => fetcher.read<T>(path, body, options));
      outcomes.push(outcome);
      return value;
    },
  };
}

/**
 * Catalogue reads with the cache off: straight from the Store API, but a session without a token
 * reads with a throw-away copy, as a cached read does. Otherwise every parallel request of a first
 * visit would bring its own new token back, and the browser would keep whichever came last.
 */
export function createUncachedCatalogReader(storeApi: StoreApiClient): CatalogReader {
  return {
    read<T>(path: string, body?: object, options: CallOptions = {}): Promise<T> {
      const reader = storeApi.session.contextToken ? storeApi : storeApi.withSession({ ...storeApi.session });
      return reader.read<T>(path, body, options);
    },
  };
}
