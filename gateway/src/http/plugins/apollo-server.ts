import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { answerCachePlugin } from '../../cache/answer-cache.js';
import { createParsedDocumentStore, createPersistedQueryCache } from '../../cache/parsed-documents.js';
import { scopeChangePlugin } from '../../cache/scope-change-plugin.js';
import type { GatewayContext } from '../../modules/context.js';
import { createFormatError } from '../../errors/format-error.js';
import { graphqlObserverPlugin } from '../../observability/request-observer.js';
import { buildGatewaySchema } from '../../schema/build-schema.js';
import { oneAttemptPerRequestRule } from '../../security/one-attempt-per-request.js';
import { queryLimits } from '../../security/query-limits.js';
import type { GatewayParts } from './gateway-parts.js';

/** Apollo over the gateway's schema, started (the GraphQL plugin serves it; main.ts drains it). */
export async function startApolloServer(
  app: FastifyInstance,
  parts: GatewayParts,
): Promise<ApolloServer<GatewayContext>> {
  const { config, budget, catalogCache, metrics } = parts;
  const limits = queryLimits(config.production);
  const apollo = new ApolloServer<GatewayContext>({
    schema: await buildGatewaySchema(),
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
      ...(catalogCache && parts.keepsAnswers
        ? [answerCachePlugin(catalogCache.store, config.production, parts.queryKinds)]
        : []),
    ],
  });
  await apollo.start();
  return apollo;
}
