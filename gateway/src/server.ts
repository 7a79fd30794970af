import 'reflect-metadata';
import { constants as zlibConstants } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createCatalogCache } from './cache/catalog-cache.js';
import { createUncachedCatalogReader } from './cache/catalog-reader.js';
import { learnScope } from './cache/session-scope.js';
import { answerCachePlugin, createQueryKinds, registerAnswerCache } from './cache/answer-cache.js';
import { createMemoryBudget, memoryBudgetBytes } from './cache/memory-budget.js';
import { createParsedDocumentStore, createPersistedQueryCache } from './cache/parsed-documents.js';
import { once } from './loaders/once.js';
import { scopeChangePlugin } from './cache/scope-change-plugin.js';
import { RequestScope } from './cache/scope-cookie.js';
import type { CacheOutcome } from './cache/swr-cache.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './modules/context.js';
import { createFormatError } from './errors/format-error.js';
import { hideUpstreamDetailOn } from './errors/upstream-detail.js';
import {
  GatewayLogController,
  loggerOptions,
  requestIdGenerator,
  type LogDestination,
} from './observability/logger.js';
import { createMetrics, type GatewayMetrics } from './observability/metrics.js';
import { graphqlObserverPlugin, observeRequests, storeApiObserver } from './observability/request-observer.js';
import { registerIde } from './http/ide.js';
import { createLifecycle, registerHealth, serverTimeouts, type Lifecycle } from './http/lifecycle.js';
import { boundPipelining } from './http/pipelining.js';
import { createRequestLocale } from './http/request-locale.js';
import { registerOrderDocuments } from './http/order-documents.js';
import { requestTargetRules, warnOfUnreadRequests } from './http/request-target.js';
import { registerSitemap } from './http/sitemap.js';
import { readPageStyles } from './http/page-styles.js';
import { registerWebClient } from './http/web-client.js';
import { createSharedPageCache } from './http/shared-page-cache.js';
import { createPageSessionOf } from './http/page-session.js';
import { createLoaders, type Loaders } from './modules/create-loaders.js';
import { readLanguageLocales } from './modules/system/language-locales.js';
import { buildGatewaySchema } from './schema/build-schema.js';
import { forwardedClientIp, trustProxyOption } from './security/client-ip.js';
import { loadTrustedDocuments, registerDocumentPolicy } from './security/graphql-documents.js';
import { oneAttemptPerRequestRule } from './security/one-attempt-per-request.js';
import { queryLimits } from './security/query-limits.js';
import { createRateLimiter } from './security/rate-limiter.js';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './security/rate-limit-store.js';
import { requestAttempts } from './security/request-attempts.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { warnOfUntrustedForwardedFor } from './security/untrusted-forwarded-for.js';
import { readScopeCookie, readSession, writeScopeCookie, writeSession } from './session/request-session.js';
import { StoreApiClient, type StoreApiSession, type UpstreamCall } from './shopware/store-api-client.js';

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

const GRAPHQL_PATH = '/graphql';

export interface GatewayServer {
  app: FastifyInstance;
  apollo: ApolloServer<GatewayContext>;
  /** The gateway's Prometheus metrics (null with METRICS=off); main.ts serves them on a port of their own. */
  metrics: GatewayMetrics | null;
  /** /ready's state and the drain (main.ts starts it on SIGTERM). */
  lifecycle: Lifecycle;
}

export interface CreateServerOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: LogDestination;
}

/** The composition root: builds the schema, Apollo and the HTTP app without listening (main.ts listens). */
export async function createServer(config: GatewayConfig, options: CreateServerOptions = {}): Promise<GatewayServer> {
  // Request targets no route can serve: 414 or 404 on every route, logged at warn (http/request-target.ts).
  const targets = requestTargetRules();
  const app = Fastify({
    rewriteUrl: targets.rewriteUrl,
    logger: loggerOptions(config.log, options.logDestination),
    // One access line per request instead of Fastify's two (observability/request-observer.ts).
    logController: new GatewayLogController(),
    genReqId: requestIdGenerator(config.security.trustedProxies),
    trustProxy: trustProxyOption(config.security),
    ...serverTimeouts(config.lifecycle),
  });
  const metrics = config.metrics.enabled ? createMetrics() : null;
  observeRequests(app, { metrics, graphqlPath: GRAPHQL_PATH });
  const warn = (message: string) => app.log.warn(message);
  if (config.production) warnOfUntrustedForwardedFor(app);
  // The default origin is safe (never a request's Host) but no public shop's (docs/adr/0030-the-shop-knows-its-own-origin.md).
  if (config.production && !config.storefront.configured)
    warn(`STOREFRONT_URL is not set: links, mail links and payment return addresses name ${config.storefront.url}`);
  const pageStyles = config.webServerRenderer ? readPageStyles(config.webDist) : null;
  await registerSecurityHeaders(app, config.security, pageStyles ? [pageStyles.hash] : []);
  app.addHook('onRequest', targets.onRequest);
  await app.register(fastifyCookie);
  // Everything the gateway keeps in its heap, together (docs/adr/0022).
  const budget = createMemoryBudget(memoryBudgetBytes(config.memoryBudgetBytes));
  app.log.debug(`Memory budget: ${Math.round(budget.maxBytes / 2 ** 20)} MB`);
  const catalogCache = createCatalogCache(config.cache, config.shopware.accessKey, warn, budget);
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
  const keepsAnswers = config.cache.answerSeconds > 0;
  const queryKinds = createQueryKinds();

  /** The request's session, its Store API client and its remembered scope: made once, for the answer cache's early lookup and the GraphQL context alike. */
  const sessionOf = (request: FastifyRequest) => {
    if (!request.storeSession || !request.storeApi) {
      const session = readSession(request);
      request.storeSession = { before: { ...session }, current: session };
      request.storeApi = clientFor(session, forwardedClientIp(request), request.id);
      request.upstreamCalls = request.storeApi.calls;
      if (catalogCache) request.scope = new RequestScope(catalogCache.scopeCookie, session, readScopeCookie(request));
    }
    return { session: request.storeSession.current, storeApi: request.storeApi, scope: request.scope ?? null };
  };
  const localeOf = createRequestLocale({
    sessionOf,
    languageLocales: (storeApi) =>
      catalogCache
        ? catalogCache.salesChannelValue('language-locales', () => readLanguageLocales(storeApi))
        : readLanguageLocales(storeApi),
  });
  // Before the answer cache: it must see the text of a hashed operation, and never a refused document.
  registerDocumentPolicy(app, {
    path: GRAPHQL_PATH,
    mode: config.documents.mode,
    trusted: loadTrustedDocuments(config.documents),
  });
  if (catalogCache && keepsAnswers) {
    registerAnswerCache(app, {
      store: catalogCache.store,
      queryKinds,
      seconds: config.cache.answerSeconds,
      production: config.production,
      path: GRAPHQL_PATH,
      knownScope: (request) => {
        const { storeApi, scope } = sessionOf(request);
        return scope ? catalogCache.knownScopeFor({ storeApi, remembered: scope }) : Promise.resolve(null);
      },
      locale: localeOf,
    });
  }
  // GraphQL answers of more than 1 KB go compressed to a browser that accepts it (brotli at a quality
  // cheap enough per request); the web client's files are sent as the build compressed them.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const schema = await buildGatewaySchema();
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

  const limits = queryLimits(config.production);
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: config.ide,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    documentStore: createParsedDocumentStore(budget),
    // Registered by any client only when asked for; the web client's hashes are known without (registerDocumentPolicy).
    persistedQueries: config.documents.mode === 'automatic' ? { cache: createPersistedQueryCache(budget) } : false,
    // main.ts drains and stops on SIGTERM/SIGINT (http/lifecycle.ts); Apollo would stop at once.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: !config.production,
    // No "Did you mean …" field names in production errors (the schema is not public there).
    hideSchemaDetailsFromClientErrors: config.production,
    validationRules: [...limits.validationRules, oneAttemptPerRequestRule],
    parseOptions: limits.parseOptions,
    // Unknown errors are logged with the request's id by graphqlObserverPlugin, not here (no request in formatError).
    formatError: createFormatError({ production: config.production, log: () => undefined }),
    // No per-field cache hints (Apollo's cache-control plugin would wrap every field resolver) and no
    // Cache-Control header; the answer cache sets the policy of a whole catalogue query itself.
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      scopeChangePlugin,
      graphqlObserverPlugin(metrics, app.log),
      ...limits.plugins,
      ...(catalogCache && keepsAnswers ? [answerCachePlugin(catalogCache.store, config.production, queryKinds)] : []),
    ],
  });
  await apollo.start();

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.storeSession) writeSession(request, reply, request.storeSession.before, request.storeSession.current);
    if (catalogCache && request.scope && request.storeSession)
      writeScopeCookie(
        request,
        reply,
        request.scope.nextValue(request.storeSession.current),
        catalogCache.scopeCookie.maxAgeSeconds,
      );
    // Outside production, the Store API calls the request made (tests prove the batching with them):
    // how many, and which, as "GET /context, POST /product-listing/…" in the order they were sent.
    if (!config.production && request.upstreamCalls) {
      reply.header('x-upstream-calls', String(request.upstreamCalls.length));
      reply.header(
        'x-upstream-call-log',
        request.upstreamCalls.map(({ method, path }) => `${method} ${encodeURI(path)}`).join(', '),
      );
    }
    if (request.retryAfterSeconds !== undefined) reply.header('retry-after', String(request.retryAfterSeconds));
    // How each public catalogue read was answered, in order: hit, stale, miss or bypass (a customer's session).
    if (!config.production && request.cacheOutcomes?.length) reply.header('x-cache', request.cacheOutcomes.join(', '));
    return payload;
  });

  const context = async (request: FastifyRequest): Promise<GatewayContext> => {
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
  // Production answers carry the gateway's codes only, not Shopware's detail (errors/upstream-detail.ts).
  if (config.production) app.addHook('onRoute', hideUpstreamDetailOn(GRAPHQL_PATH));
  await app.register(fastifyApollo(apollo), { context, path: GRAPHQL_PATH, method: ['POST'] });
  if (config.ide) registerIde(app);
  registerHealth(app, lifecycle);
  boundPipelining(app.server);
  warnOfUnreadRequests(app.server, app.log);
  registerSitemap(app, config, clientFor);
  registerOrderDocuments(app, sessionOf);
  const notFound = await registerWebClient(
    app,
    config,
    pageStyles,
    catalogCache && keepsAnswers
      ? createSharedPageCache(
          catalogCache.store,
          config.cache.answerSeconds,
          config.cache.staleMs / 1000,
          createPageSessionOf({ sessionOf, catalogCache }),
          budget,
        )
      : null,
    metrics ? (outcome, ms) => metrics.serverRender(outcome, ms) : null,
  );
  targets.answerNotFoundWith(notFound);
  return { app, apollo, metrics, lifecycle };
}
