import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerHealth, type Lifecycle } from '../lifecycle.js';

/**
 * GET /health and GET /ready, and `Connection: close` on every answer once the gateway drains
 * (http/lifecycle.ts): that hook is the whole app's, so the plugin shares its context.
 */
const health: FastifyPluginAsync<{ lifecycle: Lifecycle }> = async (app, { lifecycle }) => {
  registerHealth(app, lifecycle);
};

export default fp(health, { name: 'gateway-health' });
