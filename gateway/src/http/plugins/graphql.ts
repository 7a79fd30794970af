import type { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyPluginAsync } from 'fastify';
import { registerAnswerCache } from '../../cache/answer-cache.js';
import type { GatewayContext } from '../../modules/context.js';
import { hideUpstreamDetailOn } from '../../errors/upstream-detail.js';
import { loadTrustedDocuments, registerDocumentPolicy } from '../../security/graphql-documents.js';
import { registerIde } from '../ide.js';
import type { GatewayParts } from './gateway-parts.js';
import { graphqlContext } from './graphql-context.js';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlOptions {
  apollo: ApolloServer<GatewayContext>;
  parts: GatewayParts;
}

/**
 * POST /graphql (and the IDE on GET outside production), in a context of its own: its hooks run for
 * GraphQL only. A document is checked first (trusted documents, size), then a kept catalogue answer
 * may be sent as bytes before Apollo runs (cache/answer-cache.ts).
 */
const graphql: FastifyPluginAsync<GraphqlOptions> = async (app, { apollo, parts }) => {
  const { config, catalogCache, sessionOf } = parts;
  registerDocumentPolicy(app, {
    path: GRAPHQL_PATH,
    mode: config.documents.mode,
    trusted: loadTrustedDocuments(config.documents),
  });
  if (catalogCache && parts.keepsAnswers)
    registerAnswerCache(app, {
      store: catalogCache.store,
      clock: catalogCache.clock,
      queryKinds: parts.queryKinds,
      seconds: config.cache.answerSeconds,
      production: config.production,
      path: GRAPHQL_PATH,
      knownScope: (request) => {
        const { storeApi, scope } = sessionOf(request);
        return scope ? catalogCache.knownScopeFor({ storeApi, remembered: scope }) : Promise.resolve(null);
      },
      locale: parts.localeOf,
    });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.retryAfterSeconds !== undefined) reply.header('retry-after', String(request.retryAfterSeconds));
    return payload;
  });
  // Production answers carry the gateway's codes only, not Shopware's detail (errors/upstream-detail.ts).
  if (config.production) app.addHook('onRoute', hideUpstreamDetailOn(GRAPHQL_PATH));
  await app.register(fastifyApollo(apollo), { context: graphqlContext(parts), path: GRAPHQL_PATH, method: ['POST'] });
  if (config.ide) registerIde(app);
};

export default graphql;
