import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { createFormatError } from './errors/format-error.js';
import { localeFromAcceptLanguage } from './http/locale.js';
import { registerIde } from './http/ide.js';
import { registerSitemap } from './http/sitemap.js';
import { registerWebClient } from './http/web-client.js';
import { createLoaders } from './loaders/create-loaders.js';
import { buildGatewaySchema } from './schema/build-schema.js';
import { readSession, writeSession } from './session/request-session.js';
import { StoreApiClient, type StoreApiSession, type UpstreamCall } from './shopware/store-api-client.js';

declare module 'fastify' {
  interface FastifyRequest {
    storeSession?: { before: StoreApiSession; current: StoreApiSession };
    upstreamCalls?: UpstreamCall[];
  }
}

export interface GatewayServer {
  app: FastifyInstance;
  apollo: ApolloServer<GatewayContext>;
}

/** The composition root: builds the schema, Apollo and the HTTP app without listening (main.ts listens). */
export async function createServer(config: GatewayConfig): Promise<GatewayServer> {
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(fastifyCookie);
  const clientFor = StoreApiClient.factory(config.shopware);
  const schema = await buildGatewaySchema();

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: config.ide,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    formatError: createFormatError({ production: config.production, log: (error) => app.log.error(error) }),
    plugins: [fastifyApolloDrainPlugin(app)],
  });
  await apollo.start();

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.storeSession) writeSession(request, reply, request.storeSession.before, request.storeSession.current);
    // Outside production, the Store API calls the request made (tests prove the batching with them):
    // how many, and which, as "GET /context, POST /product-listing/…" in the order they were sent.
    if (!config.production && request.upstreamCalls) {
      reply.header('x-upstream-calls', String(request.upstreamCalls.length));
      reply.header('x-upstream-call-log', request.upstreamCalls.map(({ method, path }) => `${method} ${encodeURI(path)}`).join(', '));
    }
    return payload;
  });

  const context = async (request: FastifyRequest): Promise<GatewayContext> => {
    const session = readSession(request);
    request.storeSession = { before: { ...session }, current: session };
    const storeApi = clientFor(session);
    request.upstreamCalls = storeApi.calls;
    return {
      config,
      locale: localeFromAcceptLanguage(request.headers['accept-language']),
      session,
      storeApi,
      loaders: createLoaders(storeApi),
    };
  };
  await app.register(fastifyApollo(apollo), { context, path: '/graphql', method: ['POST'] });
  if (config.ide) registerIde(app);
  app.get('/health', async () => ({ status: 'ok' }));
  registerSitemap(app, config, clientFor);
  await registerWebClient(app, config);
  return { app, apollo };
}
