import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';

/**
 * Serves the built web client at / so that one port serves the shop; unknown paths get the
 * client's index.html (history routing). Nothing is served when the client has not been built.
 */
export async function registerWebClient(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const root = resolve(config.webDist);
  if (!existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/graphql')) return reply.status(404).send({ error: 'Not found' });
    return reply.sendFile('index.html');
  });
}
