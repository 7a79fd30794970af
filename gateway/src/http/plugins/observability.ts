import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.js';
import type { GatewayMetrics } from '../../observability/metrics.js';
import { observeRequests } from '../../observability/request-observer.js';
import { warnOfUntrustedForwardedFor } from '../../security/untrusted-forwarded-for.js';

export interface ObservabilityOptions {
  config: GatewayConfig;
  metrics: GatewayMetrics | null;
  graphqlPath: string;
}

/**
 * What an operator and a developer see of every request: its id on the answer, one access line, the
 * metrics (observability/request-observer.ts), warnings about the set-up, and outside production the
 * Store API calls and cache outcomes behind the answer.
 */
const observability: FastifyPluginAsync<ObservabilityOptions> = async (app, { config, metrics, graphqlPath }) => {
  observeRequests(app, { metrics, graphqlPath });
  if (config.production) warnOfUntrustedForwardedFor(app);
  // The default origin is safe (never a request's Host) but no public shop's (docs/adr/0030-the-shop-knows-its-own-origin.md).
  if (config.production && !config.storefront.configured)
    app.log.warn(
      `STOREFRONT_URL is not set: links, mail links and payment return addresses name ${config.storefront.url}`,
    );
  if (config.production) return;
  app.addHook('onSend', async (request, reply, payload) => {
    // The Store API calls the request made (tests prove the batching with them): how many, and which,
    // as "GET /context, POST /product-listing/…" in the order they were sent.
    if (request.upstreamCalls) {
      reply.header('x-upstream-calls', String(request.upstreamCalls.length));
      reply.header(
        'x-upstream-call-log',
        request.upstreamCalls.map(({ method, path }) => `${method} ${encodeURI(path)}`).join(', '),
      );
    }
    // How each public catalogue read was answered, in order: hit, stale, miss or bypass (a customer's session).
    if (request.cacheOutcomes?.length) reply.header('x-cache', request.cacheOutcomes.join(', '));
    return payload;
  });
};

export default fp(observability, { name: 'gateway-observability' });
