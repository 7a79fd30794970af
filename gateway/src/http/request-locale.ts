import type { FastifyRequest } from 'fastify';
import type { LanguageLocales } from '../modules/system/language-locales.js';
import type { StoreApiClient, StoreApiSession } from '../shopware/store-api-client.js';
import { messageLocale, type Locale } from '../i18n/locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    messageLocale?: Promise<Locale>;
  }
}

export interface RequestLocaleDeps {
  sessionOf(request: FastifyRequest): { session: StoreApiSession; storeApi: StoreApiClient };
  /** The sales channel's language ids with their locale codes (cached for the sales channel when the catalogue cache is on). */
  languageLocales(storeApi: StoreApiClient): Promise<LanguageLocales>;
}

/**
 * The language of a request's messages (i18n/locale.ts `messageLocale`), found once per request for
 * the answer cache's early lookup and the GraphQL context alike, so an answer is kept and looked up
 * under the language it was written in. Only a request with a session language (sw-language-id
 * header or cookie) reads the language list; one Shopware does not know, or a list that cannot be
 * read, leaves the choice to Accept-Language.
 */
export function createRequestLocale({
  sessionOf,
  languageLocales,
}: RequestLocaleDeps): (request: FastifyRequest) => Promise<Locale> {
  const contentLocaleOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const { session, storeApi } = sessionOf(request);
    if (!session.languageId) return undefined;
    const locales = await languageLocales(storeApi).catch(() => ({}) as LanguageLocales);
    return Object.hasOwn(locales, session.languageId) ? locales[session.languageId] : undefined;
  };
  return (request) =>
    (request.messageLocale ??= contentLocaleOf(request).then((contentLocale) =>
      messageLocale(contentLocale, request.headers['accept-language']),
    ));
}
