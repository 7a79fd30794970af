import { AsyncLocalStorage } from 'node:async_hooks';
import type { onRouteHookHandler, RouteHandlerMethod } from 'fastify';

/**
 * Whether the answer being made may show Shopware's own detail (its codes, parameters and English
 * texts): outside production it may, for developers; in production the answers carry the gateway's
 * codes and the shop's words only. Held per request, because refusals become UserErrors deep in the
 * services, which get the request's locale but not its configuration.
 */
const hidden = new AsyncLocalStorage<boolean>();

/** True while a production GraphQL request is handled (see hideUpstreamDetailOn). */
export const upstreamDetailHidden = (): boolean => hidden.getStore() === true;

/** Runs `work` with Shopware's detail hidden from what it answers (tests and the route hook). */
export const withUpstreamDetailHidden = <T>(work: () => T): T => hidden.run(true, work);

/**
 * An onRoute hook that runs the handler of `path` (the GraphQL endpoint: the browser's requests and
 * the server render's alike) with Shopware's detail hidden. Register it before the route.
 */
export function hideUpstreamDetailOn(path: string): onRouteHookHandler {
  return (route) => {
    if (route.url !== path) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function hidingUpstreamDetail(request, reply) {
      return withUpstreamDetailHidden(() => handler.call(this, request, reply));
    };
  };
}
