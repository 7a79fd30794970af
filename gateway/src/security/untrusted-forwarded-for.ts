import type { FastifyInstance } from 'fastify';

/**
 * A gateway behind a balancer or proxy that TRUSTED_PROXIES does not list sees every shopper at the
 * proxy's address: the rate limits then count the whole shop as one client. The first request from an
 * untrusted peer that carries X-Forwarded-For is logged once per process (the addresses are not), so
 * that an operator finds the missing setting; a client sending the header itself also trips it.
 */
export function warnOfUntrustedForwardedFor(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    // Fastify's trust function: a trusted peer's forwarded address joins the chain, an untrusted peer's does not.
    if (warned || request.headers['x-forwarded-for'] === undefined || (request.ips && request.ips.length > 1))
      return done();
    warned = true;
    request.log.warn(
      'X-Forwarded-For came from a peer that TRUSTED_PROXIES does not list: it is ignored, and the rate limits count every client behind that peer as one address. List the proxy or balancer in TRUSTED_PROXIES (logged once per process).',
    );
    done();
  });
}
