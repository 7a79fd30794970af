import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';

/** A file the client's build would have: a missing one is a 404, never the index page (a stale chunk must fail as one). */
const STATIC_FILE = /^\/assets\/|\.(?:m?js|css|map|json|woff2?|png|jpe?g|gif|svg|webp|avif|ico|txt|webmanifest)$/i;

/**
 * Hashed build files never change under their name: a year, immutable. Everything else (index.html,
 * the service worker, the precache manifest) is asked again each time, so a release shows at once.
 */
export function cacheControlOf(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web client at / so that one port serves the shop; unknown paths get the
 * client's index.html (history routing), except paths of static files. Nothing is served when the
 * client has not been built. The files are listed once at start: restart after a new build.
 */
export async function registerWebClient(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const root = resolve(config.webDist);
  if (!existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each file; the one the browser accepts is sent as it is.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.setHeader('cache-control', cacheControlOf(path)),
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.startsWith('/graphql') || STATIC_FILE.test(path)) return reply.status(404).send({ error: 'Not found' });
    return reply.sendFile('index.html');
  });
}
