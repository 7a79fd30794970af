import type { FastifyRequest } from 'fastify';
import type { CatalogCache } from '../cache/catalog-cache.js';
import type { RequestScope } from '../cache/scope-cookie.js';
import type { StoreApiClient, StoreApiSession } from '../shopware/store-api-client.js';
import type { RawSalesChannelContext } from '../shopware/store-api-types.js';

/**
 * The catalogue page a request's session sees, when it is the one a visitor without a session sees
 * in the same shop language: `languageId` (null: the sales channel's own) is what the page is
 * rendered in; `returning` says the request has a session of its own (its token), which the page's
 * answer must neither replace nor start.
 */
export interface SharedPageSession {
  languageId: string | null;
  returning: boolean;
}

export type PageSessionOf = (request: FastifyRequest) => Promise<SharedPageSession | null>;

interface PageSessionDeps {
  sessionOf(request: FastifyRequest): {
    session: StoreApiSession;
    storeApi: StoreApiClient;
    scope: RequestScope | null;
  };
  catalogCache: Pick<CatalogCache, 'scopeOrFailureFor' | 'knownScopeFor'>;
}

/**
 * Whether a request's catalogue pages are those of a visitor without a session, as Shopware's HTTP cache
 * serves one cached page to every session with the same cache hash: a session without a customer whose
 * cache scope (currency, customer group, tax state, country, rules) is the default scope of its shop
 * language sees what a first visitor in that language sees, but for its own counts (the client asks
 * for them once it runs). Its scope comes from its signed scope cookie, else from one GET /context of the
 * session (cheaper than a render, and the cookie then remembers it). A customer's session, or one whose
 * scope differs or cannot be told, gets its own render (null). That GET /context failing (a time-out)
 * throws its UpstreamError: the page's answer is then the failure, not a render that would wait again.
 */
export function createPageSessionOf({ sessionOf, catalogCache }: PageSessionDeps): PageSessionOf {
  return async (request) => {
    const { session, storeApi, scope } = sessionOf(request);
    if (!scope) return null;
    const { contextToken, languageId } = session;
    if (!contextToken) return { languageId, returning: false };
    const salesChannelContext = () => storeApi.read<RawSalesChannelContext>('/context');
    const own = await catalogCache.scopeOrFailureFor({ storeApi, salesChannelContext, remembered: scope });
    if (own === null) return null;
    const firstVisit = storeApi.withSession({ contextToken: null, languageId });
    const shared = await catalogCache.knownScopeFor({ storeApi: firstVisit, remembered: scope });
    return own === shared ? { languageId, returning: true } : null;
  };
}
