import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { AnswerSlot } from '../cache/answer-cache.js';
import type { CatalogReader } from '../cache/catalog-reader.js';
import type { CacheOutcome } from '../cache/swr-cache.js';
import type { RequestScope } from '../cache/scope-cookie.js';
import type { Locale } from '../i18n/locale.js';
import type { Loaders } from './create-loaders.js';
import type { RequestAttempts } from '../security/request-attempts.js';
import type { StoreApiClient, StoreApiSession } from '../shopware/store-api-client.js';

/** What every resolver gets: made per request, nothing token-bound outlives it. */
export interface GatewayContext {
  config: GatewayConfig;
  locale: Locale;
  session: StoreApiSession;
  storeApi: StoreApiClient;
  /** Public catalogue reads: the shared cache's when it is on (src/cache/), else `storeApi`. */
  catalog: CatalogReader;
  loaders: Loaders;
  /** The session's cache scope id at the request's start, as the catalogue reads key it (null with the cache off or for a customer). */
  cacheScope: () => Promise<string | null>;
  /** How each catalogue read of this request was answered, in order. */
  cacheOutcomes: CacheOutcome[];
  /** Where the answer cache notes the key this request's answer is kept under (cache/answer-cache.ts). */
  answer: AnswerSlot;
  /** The session's remembered cache scope (null with the cache off); a mutation makes it unbelievable. */
  scope: RequestScope | null;
  /** The rate limits of login, registration, password reset, newsletter and contact, for this request's client. */
  attempts: RequestAttempts;
  /** The request's logger (its lines carry the request id). */
  log?: FastifyBaseLogger;
}
