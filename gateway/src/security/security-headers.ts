import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { SecurityConfig } from '../config.js';

/**
 * The shop's Content-Security-Policy: the web client's own scripts, styles, fonts and service worker
 * (no inline script: the build has none; JSON-LD is a data block, which CSP does not apply to),
 * images from the Store API's media host (or MEDIA_ORIGIN), GraphQL on the same origin. The service
 * worker fetches catalogue images itself, so the media origins are in connect-src too. With
 * PRODUCT_LABEL_SCRIPT set, the e-label provider's origins may run script, be asked, framed and show
 * images; without it, no other origin may.
 */
export function shopContentSecurityPolicy(
  security: Pick<SecurityConfig, 'mediaOrigins'> & Partial<Pick<SecurityConfig, 'productLabelOrigins'>>,
  styleHashes: string[] = [],
): Record<string, string[]> {
  const label = security.productLabelOrigins ?? [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...label],
    // The client's own stylesheet, and the rendered pages' copy of it inline, allowed by its hash (http/page-styles.ts).
    'style-src': ["'self'", ...styleHashes],
    // Style attributes in server-rendered HTML (a filter's colour swatch from the catalogue): they
    // cannot run script, and React writes their values escaped. Style elements: only the hashed one above.
    'style-src-attr': ["'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...security.mediaOrigins, ...label],
    'connect-src': ["'self'", ...security.mediaOrigins, ...label],
    ...(label.length > 0 ? { 'frame-src': ["'self'", ...label] } : {}),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (web client, GraphQL, IDE) with helmet, whose middleware is built
 * once here (@fastify/helmet builds it, and parses the policy, again for every request: a tenth of
 * a cached answer's cost). Left out of helmet's defaults: upgrade-insecure-requests, because the shop
 * and its media host may be plain HTTP on a developer's machine or in the browser tests, where it
 * would break every image. The GraphQL IDE page sets its own policy (http/ide.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  security: SecurityConfig,
  styleHashes: string[] = [],
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: shopContentSecurityPolicy(security, styleHashes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
