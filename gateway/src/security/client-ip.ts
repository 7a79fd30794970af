import type { FastifyRequest } from 'fastify';
import type { SecurityConfig } from '../config.js';

/**
 * Fastify's trustProxy: the configured proxies' X-Forwarded-For/-Proto/-Host are believed, anyone
 * else's are ignored (`true` would let every client name its own address and dodge the rate limits).
 */
export function trustProxyOption(security: SecurityConfig): string[] | false {
  return security.trustedProxies.length ? security.trustedProxies : false;
}

/**
 * The address Shopware should see as the shopper's (its own rate limits key by it, when it trusts the
 * gateway as a proxy: its TRUSTED_PROXIES): the socket's peer, or behind trusted proxies the client
 * they name. Never an address the client names itself through an untrusted peer.
 */
export function forwardedClientIp(request: FastifyRequest): string {
  return request.ip;
}
