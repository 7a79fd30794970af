import type { FastifyRequest } from 'fastify';
import { createUncachedCatalogReader } from '../../cache/catalog-reader.js';
import { learnScope } from '../../cache/session-scope.js';
import type { CacheOutcome } from '../../cache/swr-cache.js';
import type { GatewayContext } from '../../modules/context.js';
import { createLoaders, type Loaders } from '../../modules/create-loaders.js';
import { once } from '../../loaders/once.js';
import { requestAttempts } from '../../security/request-attempts.js';
import type { GatewayParts } from './gateway-parts.js';

/** The per-request context every resolver gets (context.ts): nothing token-bound outlives the request. */
export function graphqlContext({
  config,
  catalogCache,
  sessionOf,
  localeOf,
  rateLimiter,
}: GatewayParts): (request: FastifyRequest) => Promise<GatewayContext> {
  return async (request) => {
    const { session, storeApi, scope } = sessionOf(request);
    const outcomes: CacheOutcome[] = (request.cacheOutcomes = []);
    // The reader's scope needs the request's GET /context, which lives in the loaders made with the reader.
    const salesChannelContext = () => loaders.salesChannelContext();
    const scopeSource = scope && { storeApi, salesChannelContext, remembered: scope };
    const catalog =
      catalogCache && scopeSource
        ? catalogCache.readerFor(scopeSource, outcomes)
        : createUncachedCatalogReader(storeApi);
    // Asked by the answer cache of queries only, which cannot change the scope: once per request.
    const cacheScope = once(async () => (catalogCache && scopeSource ? catalogCache.scopeFor(scopeSource) : null));
    const loaders: Loaders = createLoaders(storeApi, catalog, scope ? (raw) => learnScope(scope, raw) : undefined);
    const locale = await localeOf(request);
    const answer = (request.answer = {});
    return {
      config,
      locale,
      session,
      storeApi,
      catalog,
      cacheScope,
      cacheOutcomes: outcomes,
      answer,
      loaders,
      scope,
      attempts: requestAttempts(rateLimiter, request.ip, session.contextToken, locale, (seconds) => {
        request.retryAfterSeconds = Math.max(request.retryAfterSeconds ?? 0, seconds);
      }),
      log: request.log,
    };
  };
}
