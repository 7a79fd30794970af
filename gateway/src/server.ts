import 'reflect-metadata';
import type { ApolloServer } from '@apollo/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from './cache/clock.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './modules/context.js';
import { serverTimeouts, type Lifecycle } from './http/lifecycle.js';
import { startApolloServer } from './http/plugins/apollo-server.js';
import compression from './http/plugins/compression.js';
import { createGatewayParts } from './http/plugins/gateway-parts.js';
import graphql, { GRAPHQL_PATH } from './http/plugins/graphql.js';
import health from './http/plugins/health.js';
import observability from './http/plugins/observability.js';
import pages from './http/plugins/pages.js';
import security from './http/plugins/security.js';
import sessionCookies from './http/plugins/session-cookies.js';
import { requestTargetRules } from './http/request-target.js';
import {
  GatewayLogController,
  loggerOptions,
  requestIdGenerator,
  type LogDestination,
} from './observability/logger.js';
import type { GatewayMetrics } from './observability/metrics.js';
import { trustProxyOption } from './security/client-ip.js';

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
  /** What kept reads, answers and pages age by: the wall clock unless a test moves one of its own. */
  clock?: Clock;
}

/**
 * The composition root: the HTTP app of Fastify plugins (http/plugins/) over the parts they share,
 * without listening (main.ts listens). The order is the order of their hooks: the plugins that
 * share the app's context come first, so that the routes of GraphQL and of the pages, each in a
 * context of its own, get all of their hooks.
 */
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
  const parts = await createGatewayParts(app, config, options.clock);
  const { metrics, lifecycle, pageStyles } = parts;
  await app.register(observability, { config, metrics, graphqlPath: GRAPHQL_PATH });
  await app.register(security, {
    security: config.security,
    styleHashes: pageStyles ? [pageStyles.hash] : [],
    targets,
  });
  await app.register(sessionCookies, { catalogCache: parts.catalogCache });
  await app.register(compression);
  await app.register(health, { lifecycle });
  const apollo = await startApolloServer(app, parts);
  await app.register(graphql, { apollo, parts });
  await app.register(pages, { parts, targets });
  return { app, apollo, metrics, lifecycle };
}
