import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startShop, type RunningShop } from './support/gateway-harness.js';

/**
 * Which GraphQL documents the gateway takes (docs/adr/0022): any document up to a size by default,
 * automatic persisted queries only when asked for, and only the web client's operations with
 * GRAPHQL_DOCUMENTS=trusted. Each shop below is started with the setting it is about.
 */
const MANIFEST: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
);
const LANGUAGES = Object.entries(MANIFEST).find(([, text]) => text.startsWith('query ShopLanguages'))!;
const [LANGUAGES_HASH, LANGUAGES_TEXT] = LANGUAGES;
/** The manifest's hash of the web client's operation `name`. */
const hashOf = (name: string) =>
  Object.entries(MANIFEST).find(([, text]) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text))![0];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hashOnly = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

function post(shop: RunningShop, body: object) {
  return shop.http.post('/graphql').set('content-type', 'application/json').send(body);
}

describe('by default', () => {
  let shop: RunningShop;
  beforeAll(async () => (shop = await startShop()));
  afterAll(() => shop?.close());

  test('a document longer than the limit is refused unparsed, the reason named', async () => {
    const query = `{ session { isLoggedIn } }\n${'#\n'.repeat(9000)}`;
    const res = await post(shop, { query });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: `The document is too large: ${query.length} characters, at most 16384.`,
        extensions: { code: 'DOCUMENT_TOO_LARGE' },
      },
    ]);
  });

  test('any other document is answered', async () => {
    const res = await post(shop, { query: '{ session { isLoggedIn } }' });
    expect(res.body).toEqual({ data: { session: { isLoggedIn: false } } });
  });

  test('automatic persisted queries are off: a client cannot register a document', async () => {
    const query = '{ session { isLoggedIn } }';
    const res = await post(shop, { query, ...hashOnly(sha256(query)) });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });

  test("the web client's operation is answered by its hash alone", async () => {
    const res = await post(shop, hashOnly(LANGUAGES_HASH));
    expect(res.status).toBe(200);
    expect(res.body.data.languages.length).toBeGreaterThan(0);
  });
});

describe('GRAPHQL_DOCUMENTS=trusted', () => {
  let shop: RunningShop;
  beforeAll(async () => (shop = await startShop({ gatewayEnv: { GRAPHQL_DOCUMENTS: 'trusted' } })));
  afterAll(() => shop?.close());

  test('a document that is not one of the web client’s operations is refused', async () => {
    const res = await post(shop, { query: '{ session { isLoggedIn } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { message: "Only the shop's own operations are accepted here.", extensions: { code: 'UNTRUSTED_DOCUMENT' } },
    ]);
    const unknownHash = await post(shop, hashOnly(sha256('{ session { isLoggedIn } }')));
    expect(unknownHash.body.errors?.[0]?.extensions?.code).toBe('UNTRUSTED_DOCUMENT');
  });

  test("a shopper's first operations, sent as Apollo Client sends them, are answered with the __typename its cache needs", async () => {
    const operations: [name: string, field: string][] = [
      ['Session', 'session'],
      ['MainNavigation', 'navigation'],
      ['Cart', 'cart'],
    ];
    for (const [name, field] of operations) {
      const res = await post(shop, {
        operationName: name,
        variables: {},
        extensions: {
          clientLibrary: { name: '@apollo/client', version: '4' },
          persistedQuery: { version: 1, sha256Hash: hashOf(name) },
        },
      });
      expect([name, res.status, res.body.errors]).toEqual([name, 200, undefined]);
      expect(res.body.data.__typename).toBe('Query');
      const value = res.body.data[field];
      expect(typeof (Array.isArray(value) ? value[0] : value).__typename).toBe('string');
    }
  });

  test("the web client's operations are answered, by hash or by their text", async () => {
    const byHash = await post(shop, hashOnly(LANGUAGES_HASH));
    const byText = await post(shop, { query: LANGUAGES_TEXT });
    expect(byHash.body.data.languages.length).toBeGreaterThan(0);
    expect(byText.body).toEqual(byHash.body);
  });
});

describe('GRAPHQL_DOCUMENTS=automatic', () => {
  let shop: RunningShop;
  beforeAll(async () => (shop = await startShop({ gatewayEnv: { GRAPHQL_DOCUMENTS: 'automatic' } })));
  afterAll(() => shop?.close());

  test('a document registered with its hash is answered by the hash alone afterwards', async () => {
    const query = '{ session { isLoggedIn } }';
    const unknown = await post(shop, hashOnly(sha256(query)));
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    await post(shop, { query, ...hashOnly(sha256(query)) });
    const res = await post(shop, hashOnly(sha256(query)));
    expect(res.body).toEqual({ data: { session: { isLoggedIn: false } } });
  });
});
