import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequest } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { CacheStore } from './cache-store.js';
import type { Clock } from './clock.js';
import type { CacheOutcome } from './swr-cache.js';

/** The root fields whose answers are public catalogue data (navigation, page resolution, listings, products, search). */
export const PUBLIC_CATALOGUE_FIELDS: ReadonlySet<string> = new Set([
  'navigation',
  'page',
  'product',
  'productListing',
  'products',
  'quickSearch',
  'search',
]);

const verdicts = new WeakMap<OperationDefinitionNode, boolean>();

/** A query that asks only for public catalogue fields at its root (no fragment there, no session, cart or account). */
export function isPublicCatalogueQuery(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  let verdict = verdicts.get(operation);
  if (verdict === undefined) {
    verdict = operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (PUBLIC_CATALOGUE_FIELDS.has(selection.name.value) || selection.name.value === '__typename'),
    );
    verdicts.set(operation, verdict);
  }
  return verdict;
}

type RequestText = Pick<GraphQLRequest, 'query' | 'operationName'>;

/**
 * What GraphQL found each request text to be (the operation it names in its document): a public
 * catalogue query or not. The early lookup skips texts known to be anything else (mutations, the
 * session, the cart), which would only miss: no scope check and no store round trip (Redis) for them.
 * A text not seen yet is looked up. At most `maxTextBytes` of texts are remembered, the least used go first.
 */
export interface QueryKinds {
  learn(request: RequestText, operation: OperationDefinitionNode | undefined): void;
  mayBeCatalogue(request: RequestText): boolean;
}

export function createQueryKinds(maxTextBytes = 1_000_000): QueryKinds {
  const kinds = new LRUCache<string, boolean>({
    maxSize: maxTextBytes,
    sizeCalculation: (_, text) => Math.max(1, text.length),
  });
  const textOf = (request: RequestText) => `${request.operationName ?? ''}\n${request.query ?? ''}`;
  return {
    learn: (request, operation) => void kinds.set(textOf(request), isPublicCatalogueQuery(operation)),
    mayBeCatalogue: (request) => kinds.get(textOf(request)) !== false,
  };
}

/** One request's part in the answer cache: the key its answer is kept under once it has been sent. */
export interface AnswerSlot {
  keepAs?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    answer?: AnswerSlot;
  }
}

/** What the answer cache's GraphQL plugin reads of a request's context (GatewayContext has it). */
export interface AnswerCacheContext {
  cacheScope(): Promise<string | null>;
  locale: string;
  cacheOutcomes: readonly CacheOutcome[];
  answer: AnswerSlot;
}

/**
 * The key of an answer: the request as the client sent it (query text, operation name, variables),
 * the session's cache scope and the interface language. The same request sent twice has the same key
 * whether it is looked up before GraphQL runs or after the operation was resolved.
 */
export function answerKey(
  request: Pick<GraphQLRequest, 'query' | 'operationName' | 'variables'>,
  scope: string,
  locale: string,
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([request.query, request.operationName ?? null, request.variables ?? null]))
    .digest('base64url');
  return `answer:${scope}:${locale}:${digest}`;
}

export interface AnswerCacheOptions {
  store: CacheStore;
  /** What a kept answer's age is counted by (the catalogue cache's). */
  clock: Clock;
  /** Shared with answerCachePlugin, which learns them. */
  queryKinds: QueryKinds;
  seconds: number;
  production: boolean;
  path: string;
  /**
   * The request's cache scope when it is known without asking the Store API (a scope cookie that
   * vouches for the session, or a session without a token); null or undefined sends the request on to
   * GraphQL, whose context finds it out. Whatever else a reply carries (the session's headers, as on
   * every answer) comes from the hooks of the server that registered this.
   */
  knownScope(request: FastifyRequest): Promise<string | null | undefined>;
  /** The request's message language, the same the GraphQL context carries (answerCachePlugin keys with that one). */
  locale(request: FastifyRequest): string | Promise<string>;
}

const ANSWER_TYPE = 'application/json; charset=utf-8';

/**
 * Whether a request's extensions may change its answer: any but `clientLibrary`, the name and version
 * Apollo Client 4 sends with every operation (a persisted query's hash is one; the document policy
 * has already replaced a known hash by its text).
 */
function hasAnswerChangingExtensions(extensions: unknown): boolean {
  return (
    extensions !== undefined &&
    (extensions === null ||
      typeof extensions !== 'object' ||
      Object.keys(extensions).some((name) => name !== 'clientLibrary'))
  );
}

/** The body of a GraphQL request over JSON that may have a kept answer: a query text, no extensions that change it. */
function answerableBody(request: FastifyRequest): Pick<GraphQLRequest, 'query' | 'operationName' | 'variables'> | null {
  if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json')) return null;
  const body = request.body as Record<string, unknown> | null;
  if (
    !body ||
    typeof body !== 'object' ||
    typeof body.query !== 'string' ||
    hasAnswerChangingExtensions(body.extensions)
  )
    return null;
  return body as Pick<GraphQLRequest, 'query' | 'operationName' | 'variables'>;
}

/**
 * Whole answers of public catalogue queries, reused for `seconds` by every request of the same scope
 * (sales channel, language, currency, customer group, tax state, country, rules) and interface language.
 * A request whose scope is known at once is answered with the kept bytes before GraphQL runs: no
 * parsing, no execution, no serialisation, which is where most of a cached answer's cost was. Others
 * are looked up once GraphQL has resolved their scope (answerCachePlugin). An answer is kept only
 * when it has no error and every catalogue read it was built from was fresh in that very scope
 * (never a read straight from the Store API, never a stale one), so an answer is as shareable as the
 * reads under it and at most `seconds` older than they may be. A customer's scope is null: never read,
 * never written. It holds the answer's JSON only: no token, no cookie, no header.
 *
 * Register before the compression plugin: its hook must see the answer before it is compressed.
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions): void {
  const { store, seconds, production } = options;
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== options.path) return;
    const body = answerableBody(request);
    if (!body || !options.queryKinds.mayBeCatalogue(body)) return;
    const scope = await options.knownScope(request);
    if (!scope) return;
    const kept = await store.get(answerKey(body, scope, await options.locale(request)));
    if (typeof kept?.value !== 'string') return;
    if (!production) reply.header('x-answer-cache', 'hit');
    return reply.code(200).type(ANSWER_TYPE).send(kept.value);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const keepAs = request.answer?.keepAs;
    if (keepAs && reply.statusCode === 200 && typeof payload === 'string')
      await store.set(keepAs, { value: payload, storedAt: options.clock.now() }, seconds * 1000);
    return payload;
  });
}

/**
 * The answer cache's part inside GraphQL, for requests the early lookup could not place: looks the
 * answer up once the operation and the scope are known, and marks a fresh one to be kept
 * (registerAnswerCache's hook keeps it as it is sent). It tells `queryKinds` what each text was.
 */
export function answerCachePlugin(
  store: CacheStore,
  production: boolean,
  queryKinds: QueryKinds,
): ApolloServerPlugin<AnswerCacheContext> {
  return {
    async requestDidStart() {
      let key: string | null = null;
      let hit = false;
      return {
        async responseForOperation({ operation, request, contextValue }) {
          if (typeof request.query === 'string') queryKinds.learn(request, operation);
          if (
            !isPublicCatalogueQuery(operation) ||
            typeof request.query !== 'string' ||
            hasAnswerChangingExtensions(request.extensions)
          )
            return null;
          const scope = await contextValue.cacheScope();
          if (!scope) return null;
          key = answerKey(request, scope, contextValue.locale);
          const kept = await store.get(key);
          if (typeof kept?.value !== 'string') return null;
          hit = true;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: JSON.parse(kept.value) },
          };
        },
        async willSendResponse({ operation, response, contextValue }) {
          if (!isPublicCatalogueQuery(operation)) return;
          if (!production) response.http.headers.set('x-answer-cache', hit ? 'hit' : 'miss');
          const fresh = contextValue.cacheOutcomes.every((outcome) => outcome === 'hit' || outcome === 'miss');
          if (key && !hit && fresh && response.body.kind === 'single' && !response.body.singleResult.errors)
            contextValue.answer.keepAs = key;
        },
      };
    },
  };
}
