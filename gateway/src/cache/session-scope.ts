import stringify from 'safe-stable-stringify';
import type { StoreApiClient } from '../shopware/store-api-client.js';
import type { RawSalesChannelContext } from '../shopware/store-api-types.js';
import { scopeIdOf, scopeOfContext } from './cache-key.js';
import { readDefaultContext } from './catalog-reader.js';
import type { RequestScope } from './scope-cookie.js';
import type { SwrCache } from './swr-cache.js';

export interface ScopeSource {
  storeApi: StoreApiClient;
  /** The request's memoised GET /context (cleared after a login or a context change). */
  salesChannelContext: () => Promise<RawSalesChannelContext>;
  /** The scope the session's signed cookie vouches for, and where GET /context's answer is noted for it. */
  remembered: Pick<RequestScope, 'recalled' | 'learned'>;
}

export interface ScopeResolver {
  /** The scope id as GET /context of the request's session would tell (null: its answers must not be shared). */
  resolve(source: ScopeSource): Promise<string | null>;
  /** The same, known without asking GET /context of the session; undefined when only that call can tell. */
  known(source: Pick<ScopeSource, 'storeApi' | 'remembered'>): Promise<string | null | undefined>;
}

/**
 * The cache scope id of a request's session, asked at every read (a login earlier in the request
 * changes it): a session with a token is what its scope cookie vouches for, else what its
 * GET /context says (null with a customer); one without a token is the sales channel's default
 * context in the session's language. That default is itself cached, as its scope id only, read with
 * a throw-away session so that the token Shopware makes for it never reaches the shopper.
 */
export function createScopeResolver(cache: SwrCache, accessKey: string): ScopeResolver {
  const known: ScopeResolver['known'] = async ({ storeApi, remembered }) => {
    const { contextToken, languageId } = storeApi.session;
    if (contextToken) return remembered.recalled() ?? undefined;
    const { value } = await cache.get(`default-scope-id:${stringify([accessKey, languageId])}`, async () =>
      scopeIdOfContext(await readDefaultContext(storeApi)),
    );
    return value;
  };
  return {
    known,
    async resolve(source) {
      const knownId = await known(source);
      if (knownId !== undefined) return knownId;
      return learnScope(source.remembered, await source.salesChannelContext());
    },
  };
}

/**
 * Notes the scope id a GET /context of the request's session tells (null for a customer) where the
 * scope cookie takes it from; any such read teaches it (the session's own query too), so the
 * shopper's next reads need not ask again. Returns the id.
 */
export function learnScope(remembered: Pick<RequestScope, 'learned'>, context: RawSalesChannelContext): string | null {
  const scopeId = scopeIdOfContext(context);
  remembered.learned(scopeId);
  return scopeId;
}

/** The scope id of a GET /context answer; null for a customer's session (never cached). */
function scopeIdOfContext(context: RawSalesChannelContext): string | null {
  const scope = scopeOfContext(context);
  return scope && scopeIdOf(scope);
}
