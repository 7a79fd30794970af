import type { FastifyPluginAsync } from 'fastify';
import { createPageSessionOf } from '../page-session.js';
import { registerOrderDocuments } from '../order-documents.js';
import type { requestTargetRules } from '../request-target.js';
import { createSharedPageCache } from '../shared-page-cache.js';
import { registerSitemap } from '../sitemap.js';
import { registerWebClient } from '../web-client.js';
import type { GatewayParts } from './gateway-parts.js';

export interface PagesOptions {
  parts: GatewayParts;
  /** Told how the web client answers "nothing here", once it is served. */
  targets: ReturnType<typeof requestTargetRules>;
}

/**
 * What a browser gets besides GraphQL: the web client's files and its pages, rendered on the server
 * (http/web-client.ts) and, for a visitor without a session of its own, kept and shared; the sitemap;
 * an order's documents.
 */
const pages: FastifyPluginAsync<PagesOptions> = async (app, { parts, targets }) => {
  const { config, catalogCache, metrics, sessionOf } = parts;
  registerSitemap(app, config, parts.clientFor);
  registerOrderDocuments(app, sessionOf);
  const sharedPages =
    catalogCache && parts.keepsAnswers
      ? createSharedPageCache(
          catalogCache.store,
          config.cache.answerSeconds,
          config.cache.staleMs / 1000,
          createPageSessionOf({ sessionOf, catalogCache }),
          parts.budget,
          catalogCache.clock,
        )
      : null;
  const observe = metrics ? (outcome: string, ms: number) => metrics.serverRender(outcome, ms) : null;
  targets.answerNotFoundWith(await registerWebClient(app, config, parts.pageStyles, sharedPages, observe));
};

export default pages;
