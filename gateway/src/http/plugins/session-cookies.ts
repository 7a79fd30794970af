import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogCache } from '../../cache/catalog-cache.js';
import { writeScopeCookie, writeSession } from '../../session/request-session.js';

export interface SessionCookiesOptions {
  catalogCache: CatalogCache | null;
}

/**
 * Cookies read on every request; on every answer, the session's token and language written back when
 * they changed and the scope cookie renewed (session/request-session.ts, docs/adr/0014-sessions.md).
 */
const sessionCookies: FastifyPluginAsync<SessionCookiesOptions> = async (app, { catalogCache }) => {
  await app.register(fastifyCookie);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.storeSession) return payload;
    writeSession(request, reply, request.storeSession.before, request.storeSession.current);
    if (catalogCache && request.scope)
      writeScopeCookie(
        request,
        reply,
        request.scope.nextValue(request.storeSession.current),
        catalogCache.scopeCookie.maxAgeSeconds,
      );
    return payload;
  });
};

export default fp(sessionCookies, { name: 'gateway-session-cookies' });
