import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin, { type ApolloServerPluginResponseCacheOptions } from '@apollo/server-plugin-response-cache';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { CacheStore } from './cache-store.js';

/** The root fields whose answers are public catalogue data (navigation, page resolution, listings, products, search). */
export const PUBLIC_CATALOGUE_FIELDS: ReadonlySet<string> = new Set(['navigation', 'page', 'product', 'productListing', 'products', 'quickSearch', 'search']);

const verdicts = new WeakMap<OperationDefinitionNode, boolean>();

/** A query that asks only for public catalogue fields at its root (no fragment there, no session, cart or account). */
export function isPublicCatalogueQuery(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  let verdict = verdicts.get(operation);
  if (verdict === undefined) {
    verdict = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && (PUBLIC_CATALOGUE_FIELDS.has(selection.name.value) || selection.name.value === '__typename'));
    verdicts.set(operation, verdict);
  }
  return verdict;
}

/** Apollo's key-value cache over the gateway's store (in process or Redis), under keys of their own. */
function keyValueCacheOver(store: CacheStore): NonNullable<ApolloServerPluginResponseCacheOptions<GatewayContext>['cache']> {
  const key = (name: string) => `answer:${name}`;
  return {
    get: async (name) => (await store.get(key(name)))?.value as string | undefined,
    set: (name, value, options) => store.set(key(name), { value, storedAt: Date.now() }, (options?.ttl ?? 0) * 1000),
    delete: (name) => store.delete(key(name)),
  };
}

type Request = GraphQLRequestContext<GatewayContext>;

/**
 * Whole answers of public catalogue queries, reused for `seconds` by every request of the same
 * scope (the cache scope of the catalogue reads: sales channel, language, currency, customer group,
 * tax state, country, rules) and interface language: Apollo's response cache, so that such a query
 * is neither executed nor mapped again. Its key is the query, operation name, variables, scope and
 * language; a request whose scope is unknown or a customer's (null) neither reads nor writes. An
 * answer is kept only when it has no error and every catalogue read it was built from was fresh
 * in that very scope (never a read straight from the Store API, never a stale one), so an answer
 * is as shareable as the reads under it and at most `seconds` older than they may be. It holds
 * data only: no token, no cookie, no header.
 */
export function answerCachePlugins(store: CacheStore, seconds: number, production: boolean): ApolloServerPlugin<GatewayContext>[] {
  const scopeOf = async ({ contextValue, operation }: Request) => (isPublicCatalogueQuery(operation) ? await contextValue.cacheScope() : null);
  return [
    {
      async requestDidStart() {
        return {
          async didResolveOperation({ operation, overallCachePolicy }) {
            if (isPublicCatalogueQuery(operation)) overallCachePolicy.replace({ maxAge: seconds, scope: 'PUBLIC' });
          },
          async willSendResponse({ operation, metrics, response }) {
            if (!production && isPublicCatalogueQuery(operation)) response.http.headers.set('x-answer-cache', metrics.responseCacheHit ? 'hit' : 'miss');
          },
        };
      },
    },
    responseCachePlugin({
      cache: keyValueCacheOver(store),
      sessionId: async () => null,
      extraCacheKeyData: async (request) => ({ scope: await scopeOf(request), locale: request.contextValue.locale }),
      shouldReadFromCache: async (request) => (await scopeOf(request)) !== null,
      shouldWriteToCache: async (request) => {
        const outcomes = request.contextValue.cacheOutcomes;
        return (await scopeOf(request)) !== null && outcomes.every((outcome) => outcome === 'hit' || outcome === 'miss');
      },
    }),
  ];
}
