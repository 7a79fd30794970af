import stringify from 'safe-stable-stringify';
import type { StoreApiClient } from '../shopware/store-api-client.js';
import type { RawSalesChannelContext } from '../shopware/store-api-types.js';
import { scopeOfContext, type CacheScope } from './cache-key.js';
import type { SwrCache } from './swr-cache.js';

export interface ScopeSource {
  storeApi: StoreApiClient;
  /** The request's memoised GET /context (cleared after a login or a context change). */
  salesChannelContext: () => Promise<RawSalesChannelContext>;
}

/**
 * The cache scope of a request's session, asked at every read (a login earlier in the request
 * changes it): a session with a token is what its GET /context says (null with a customer); one
 * without is the sales channel's default context in the session's language. That default is itself
 * cached, as its key fields only, read with a throw-away session so that the token Shopware makes
 * for it never reaches the shopper.
 */
export function createScopeResolver(cache: SwrCache, accessKey: string): (source: ScopeSource) => Promise<CacheScope | null> {
  return async ({ storeApi, salesChannelContext }) => {
    const { contextToken, languageId } = storeApi.session;
    if (contextToken) return scopeOfContext(await salesChannelContext());
    const { value } = await cache.get(`default-scope:${stringify([accessKey, languageId])}`, async () =>
      scopeOfContext(await storeApi.withSession({ contextToken: null, languageId }).read<RawSalesChannelContext>('/context')),
    );
    return value;
  };
}
