import stringify from 'safe-stable-stringify';
import type { CallOptions, StoreApiClient } from '../shopware/store-api-client.js';
import type { RawSalesChannelContext } from '../shopware/store-api-types.js';
import { cacheKey } from './cache-key.js';
import type { CacheOutcome, SwrCache } from './swr-cache.js';

/** How services and loaders read public catalogue data: the client's `read`, cached or not. */
export interface CatalogReader extends Pick<StoreApiClient, 'read'> {
  /**
   * `pick` of the sales channel's default context (GET /context of a session without a token, in the
   * session's language), such as its navigation root: the same for every shopper. It is read with a
   * throw-away session, so the token Shopware makes for it reaches nobody, and only what `pick` returns
   * is kept, under `name`: never the context, which holds that token.
   */
  defaultContext<T>(name: string, pick: (context: RawSalesChannelContext) => T): Promise<T>;
}

/** GET /context of a session without a token: the sales channel's defaults, with a token nobody keeps. */
export function readDefaultContext(storeApi: StoreApiClient): Promise<RawSalesChannelContext> {
  return storeApi
    .withSession({ contextToken: null, languageId: storeApi.session.languageId })
    .read<RawSalesChannelContext>('/context');
}

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
      const { value, outcome } = await cache.get(cacheKey(accessKey, sessionScope, { path, body, options }), () =>
        fetcher.read<T>(path, body, options),
      );
      outcomes.push(outcome);
      return value;
    },
    async defaultContext<T>(name: string, pick: (context: RawSalesChannelContext) => T): Promise<T> {
      const key = `default-context:${stringify([accessKey, storeApi.session.languageId, name])}`;
      const { value, outcome } = await cache.get(key, async () => pick(await readDefaultContext(storeApi)));
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
    async defaultContext<T>(_name: string, pick: (context: RawSalesChannelContext) => T): Promise<T> {
      return pick(await readDefaultContext(storeApi));
    },
  };
}
