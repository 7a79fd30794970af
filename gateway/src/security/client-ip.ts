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
 * The address Shopware should see as the shopper's (its own rate limits key by it), sent only when
 * the gateway runs behind trusted proxies; otherwise Shopware keeps seeing the gateway, as before.
 */
export function forwardedClientIp(request: FastifyRequest, security: SecurityConfig): string | null {
  return security.trustedProxies.length ? request.ip : null;
}
