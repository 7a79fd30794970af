import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isUnexpectedError } from '../errors/format-error.js';
import type { StoreApiObserver } from '../shopware/store-api-client.js';
import { logsInfo, pathOf } from './logger.js';
import { operationNameOf, storeApiRoute, type GatewayMetrics } from './metrics.js';

/**
 * Every answer carries its request id (`x-request-id`); once it is sent, one access line (method,
 * path without the query, GraphQL operation, status, milliseconds) and the HTTP, GraphQL and cache
 * metrics. Fastify's own two lines per request are off (createServer). One hook, no closure per request.
 */
export function observeRequests(
  app: FastifyInstance,
  options: { metrics: GatewayMetrics | null; graphqlPath: string },
): void {
  const { metrics, graphqlPath } = options;
  const accessLog = logsInfo(app.log);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!accessLog && !metrics) return;
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const route = request.routeOptions.url;
    // undefined: not a GraphQL request; null: one without an operation name.
    const operation = route === graphqlPath && request.method === 'POST' ? operationNameOf(request.body) : undefined;
    if (accessLog)
      request.log.info(
        {
          method: request.method,
          path: pathOf(request.url),
          operation: operation ?? undefined,
          status: reply.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    metrics?.request(request.method, route, reply.statusCode, ms, operation, request.cacheOutcomes);
    done();
  });
}

/** Store API calls: counted and timed; a failure (no answer, a time-out, a 5xx) logged with the request's id, route, status or code and duration. */
export function storeApiObserver(log: FastifyBaseLogger, metrics: GatewayMetrics | null): StoreApiObserver {
  return (call) => {
    metrics?.storeApiCall(call);
    if (call.status !== null && call.status < 500) return;
    const upstream = {
      method: call.method,
      route: storeApiRoute(call.path),
      status: call.status ?? undefined,
      code: call.code ?? call.failure ?? undefined,
      ms: Math.round(call.durationMs),
    };
    log.error(
      { reqId: call.requestId ?? undefined, upstream },
      call.failure === 'timeout' ? 'Store API call timed out' : 'Store API call failed',
    );
  };
}

/**
 * Apollo's side: a request answered with errors counts for its operation, and an error no code
 * explains (formatError masks it in production) is logged with the request's id and the error's stack.
 */
export function graphqlObserverPlugin(
  metrics: GatewayMetrics | null,
  fallbackLog: FastifyBaseLogger,
): ApolloServerPlugin<{ log?: FastifyBaseLogger }> {
  const listener: GraphQLRequestListener<{ log?: FastifyBaseLogger }> = {
    async didEncounterErrors({ errors, request, contextValue }) {
      metrics?.graphqlErrors(operationNameOf(request));
      for (const error of errors) {
        if (!isUnexpectedError(error)) continue;
        (contextValue.log ?? fallbackLog).error(
          { err: unwrapResolverError(error), path: error.path?.join('.') },
          'GraphQL operation failed',
        );
      }
    },
  };
  return { requestDidStart: async () => listener };
}
