import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';

/**
 * Emulator-only (outside /store-api): the mails Shopware would have sent, for tests and developers.
 * GET /_emulator/outbox?recipient=a@b.de&type=password_recovery → { elements: [...] }, newest first.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: EmulatorDeps): void {
  app.get('/_emulator/outbox', (request) => {
    const query = request.query as { recipient?: string; type?: string };
    return { elements: deps.outbox.list({ recipient: query.recipient, type: query.type }) };
  });
  app.delete('/_emulator/outbox', (_request, reply) => {
    deps.outbox.clear();
    return reply.status(204).send();
  });
}
