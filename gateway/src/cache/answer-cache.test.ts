import { brotliDecompressSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { answerKey, createQueryKinds, registerAnswerCache } from './answer-cache.js';
import type { CacheStore } from './cache-store.js';
import { wallClock } from './clock.js';
import { createMemoryBudget } from './memory-budget.js';
import { createMemoryStore } from './memory-store.js';

/**
 * The early lookup of registerAnswerCache in front of a stand-in GraphQL route that counts how often
 * it runs, keeps what it is told to and tells what each text was (as answerCachePlugin does); the
 * gateway's tests over HTTP (test/answer-cache.test.ts) cover the rules of what is kept.
 */
async function appWith(knownScope: string | null | undefined, options: { keep?: boolean; status?: number } = {}) {
  const app: FastifyInstance = Fastify();
  const memory = createMemoryStore(createMemoryBudget(1_000_000));
  let lookups = 0;
  const store: CacheStore = { ...memory, get: (key) => ((lookups += 1), memory.get(key)) };
  const queryKinds = createQueryKinds();
  let runs = 0;
  registerAnswerCache(app, {
    store,
    clock: wallClock,
    queryKinds,
    seconds: 10,
    production: false,
    path: '/graphql',
    knownScope: async () => knownScope,
    locale: (request) => String(request.headers['accept-language'] ?? 'de-DE'),
  });
  await app.register(fastifyCompress, { threshold: 0, encodings: ['br'] });
  app.post('/graphql', async (request, reply) => {
    runs += 1;
    const body = request.body as { query: string; variables?: Record<string, unknown> };
    queryKinds.learn(
      body,
      parse(body.query).definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      ),
    );
    if (options.keep !== false && knownScope)
      request.answer = { keepAs: answerKey(body, knownScope, String(request.headers['accept-language'] ?? 'de-DE')) };
    return reply
      .code(options.status ?? 200)
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify({ data: { run: runs, variables: body.variables ?? null } })}\n`);
  });
  const ask = (body: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  return { app, ask, runs: () => runs, lookups: () => lookups };
}

const query = { query: '{ navigation(type: MAIN) { id } }' };

test('a kept answer of a known scope is sent as it was, before GraphQL runs', async () => {
  const { app, ask, runs } = await appWith('scope-a');
  const first = await ask(query);
  const second = await ask(query);
  expect(runs()).toBe(1);
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  expect([first.headers['x-answer-cache'], second.headers['x-answer-cache']]).toEqual([undefined, 'hit']);
  // Compressed for a client that asks so, from the same uncompressed bytes.
  const compressed = await ask(query, { 'accept-encoding': 'br' });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  await app.close();
});

test('variables and the interface language are part of the key', async () => {
  const { app, ask, runs } = await appWith('scope-a');
  await ask({ ...query, variables: { limit: 3 } });
  await ask({ ...query, variables: { limit: 4 } });
  await ask({ ...query, variables: { limit: 3 } }, { 'accept-language': 'en-GB' });
  expect(runs()).toBe(3);
  expect(JSON.parse((await ask({ ...query, variables: { limit: 3 } })).body).data.variables).toEqual({ limit: 3 });
  expect(runs()).toBe(3);
  await app.close();
});

test.each([
  ['a scope only GET /context can tell', undefined],
  ["a customer's scope", null],
])('%s goes to GraphQL every time', async (_, scope) => {
  const { app, ask, runs } = await appWith(scope);
  await ask(query);
  await ask(query);
  expect(runs()).toBe(2);
  await app.close();
});

test('nothing is kept unless GraphQL marked it, nor an answer other than 200', async () => {
  const unmarked = await appWith('scope-a', { keep: false });
  await unmarked.ask(query);
  await unmarked.ask(query);
  expect(unmarked.runs()).toBe(2);
  await unmarked.app.close();
  const failed = await appWith('scope-a', { status: 500 });
  await failed.ask(query);
  await failed.ask(query);
  expect(failed.runs()).toBe(2);
  await failed.app.close();
});

test('requests that are not a plain query over JSON go to GraphQL', async () => {
  const { app, ask, runs } = await appWith('scope-a');
  await ask(query);
  await ask({ ...query, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } });
  await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify(query),
  });
  expect(runs()).toBe(3);
  await app.close();
});

test('a text GraphQL found to be a mutation or another query is not looked up again', async () => {
  const { app, ask, runs, lookups } = await appWith('scope-a', { keep: false });
  const mutation = { query: 'mutation { addToCart(productId: "p1", quantity: 1) { id } }' };
  const session = { query: 'query Session { session { id } }', operationName: 'Session' };
  for (const body of [mutation, session, mutation, session, mutation]) await ask(body);
  // Each looked up once, when its kind was not known yet; all five went to GraphQL.
  expect([lookups(), runs()]).toEqual([2, 5]);
  // A catalogue query is looked up every time.
  await ask(query);
  await ask(query);
  expect(lookups()).toBe(4);
  await app.close();
});
