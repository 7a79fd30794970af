import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createQueryKinds, type QueryKinds } from '../../cache/answer-cache.js';
import { createCatalogCache, type CatalogCache } from '../../cache/catalog-cache.js';
import { wallClock, type Clock } from '../../cache/clock.js';
import { createMemoryBudget, memoryBudgetBytes, type MemoryBudget } from '../../cache/memory-budget.js';
import type { GatewayConfig } from '../../config.js';
import type { Locale } from '../../i18n/locale.js';
import { createMetrics, type GatewayMetrics } from '../../observability/metrics.js';
import { storeApiObserver } from '../../observability/request-observer.js';
import { readLanguageLocales } from '../../modules/system/language-locales.js';
import { createRateLimiter, type RateLimiter } from '../../security/rate-limiter.js';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '../../security/rate-limit-store.js';
import { StoreApiClient } from '../../shopware/store-api-client.js';
import { createLifecycle, type Lifecycle } from '../lifecycle.js';
import { readPageStyles, type PageStyles } from '../page-styles.js';
import { createRequestLocale } from '../request-locale.js';
import { createSessionOf, type SessionOf } from './request-session.js';

/** What the plugins share: made once per gateway, handed to each plugin that needs a part. */
export interface GatewayParts {
  config: GatewayConfig;
  /** null with METRICS=off. */
  metrics: GatewayMetrics | null;
  /** Everything the gateway keeps in its heap, together (docs/adr/0022). */
  budget: MemoryBudget;
  /** null with CACHE=off. */
  catalogCache: CatalogCache | null;
  /** Whole catalogue answers are kept (the cache is on and ANSWER_CACHE_SECONDS above 0). */
  keepsAnswers: boolean;
  /** Which GraphQL texts are catalogue queries, learnt by the answer cache's two halves. */
  queryKinds: QueryKinds;
  lifecycle: Lifecycle;
  clientFor: ReturnType<typeof StoreApiClient.factory>;
  sessionOf: SessionOf;
  localeOf: (request: FastifyRequest) => Promise<Locale>;
  /** null with RATE_LIMITS=off. */
  rateLimiter: RateLimiter | null;
  /** The rendered pages' inline copy of the client's stylesheet (null without the server renderer). */
  pageStyles: PageStyles | null;
}

/** Builds the shared parts; Redis connections (cache, rate limits) close with the app. */
export async function createGatewayParts(
  app: FastifyInstance,
  config: GatewayConfig,
  clock: Clock = wallClock,
): Promise<GatewayParts> {
  const warn = (message: string) => app.log.warn(message);
  const metrics = config.metrics.enabled ? createMetrics() : null;
  const budget = createMemoryBudget(memoryBudgetBytes(config.memoryBudgetBytes), clock);
  app.log.debug(`Memory budget: ${Math.round(budget.maxBytes / 2 ** 20)} MB`);
  const catalogCache = createCatalogCache(config.cache, config.shopware.accessKey, warn, budget, clock);
  const lifecycle = createLifecycle({
    endpoint: config.shopware.endpoint,
    accessKey: config.shopware.accessKey,
    storeApiFreshMs: config.lifecycle.storeApiFreshMs,
    // Redis is pinged through the catalogue cache's connection (with CACHE=off nothing here holds one).
    pingRedis: config.cache.redisUrl && catalogCache ? () => catalogCache.store.ping() : undefined,
  });
  const clientFor = StoreApiClient.factory(
    { ...config.shopware, onAnswer: lifecycle.storeApiAnswered },
    storeApiObserver(app.log, metrics),
  );
  const sessionOf = createSessionOf(clientFor, catalogCache);
  const localeOf = createRequestLocale({
    sessionOf,
    languageLocales: (storeApi) =>
      catalogCache
        ? catalogCache.salesChannelValue('language-locales', () => readLanguageLocales(storeApi))
        : readLanguageLocales(storeApi),
  });
  if (catalogCache) {
    await catalogCache.ready();
    app.addHook('onClose', () => catalogCache.close());
  }
  const rateLimiter = config.security.rateLimits
    ? createRateLimiter(
        config.cache.redisUrl ? createRedisRateLimitStore(config.cache.redisUrl, warn) : createMemoryRateLimitStore(),
      )
    : null;
  if (rateLimiter) app.addHook('onClose', () => rateLimiter.close());
  return {
    config,
    metrics,
    budget,
    catalogCache,
    keepsAnswers: catalogCache !== null && config.cache.answerSeconds > 0,
    queryKinds: createQueryKinds(),
    lifecycle,
    clientFor,
    sessionOf,
    localeOf,
    rateLimiter,
    pageStyles: config.webServerRenderer ? readPageStyles(config.webDist) : null,
  };
}
