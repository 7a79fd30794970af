import type { FastifyRequest } from 'fastify';
import type { CatalogCache } from '../../cache/catalog-cache.js';
import { RequestScope } from '../../cache/scope-cookie.js';
import type { CacheOutcome } from '../../cache/swr-cache.js';
import { forwardedClientIp } from '../../security/client-ip.js';
import { readScopeCookie, readSession } from '../../session/request-session.js';
import type { StoreApiClient, StoreApiSession, UpstreamCall } from '../../shopware/store-api-client.js';

declare module 'fastify' {
  interface FastifyRequest {
    storeSession?: { before: StoreApiSession; current: StoreApiSession };
    storeApi?: StoreApiClient;
    upstreamCalls?: UpstreamCall[];
    cacheOutcomes?: CacheOutcome[];
    /** The longest wait of the request's refusals by a limit, told in the answer's Retry-After header. */
    retryAfterSeconds?: number;
    scope?: RequestScope;
  }
}

export interface RequestSession {
  session: StoreApiSession;
  storeApi: StoreApiClient;
  scope: RequestScope | null;
}

export type SessionOf = (request: FastifyRequest) => RequestSession;

/**
 * The request's session, its Store API client and its remembered scope: made once per request, for
 * the answer cache's early lookup and the GraphQL context alike (session-cookies.ts writes them back).
 */
export function createSessionOf(
  clientFor: ReturnType<typeof StoreApiClient.factory>,
  catalogCache: CatalogCache | null,
): SessionOf {
  return (request) => {
    if (!request.storeSession || !request.storeApi) {
      const session = readSession(request);
      request.storeSession = { before: { ...session }, current: session };
      request.storeApi = clientFor(session, forwardedClientIp(request), request.id);
      request.upstreamCalls = request.storeApi.calls;
      if (catalogCache) request.scope = new RequestScope(catalogCache.scopeCookie, session, readScopeCookie(request));
    }
    return { session: request.storeSession.current, storeApi: request.storeApi, scope: request.scope ?? null };
  };
}
