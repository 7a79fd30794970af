// @vitest-environment node
import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ShopLanguagesDocument, FooterDocument } from '../gql/graphql';
import manifest from '../gql/persisted-documents.json';
import { createApolloClient } from './apollo-client';
import { createInFlightCounter } from './in-flight';

interface SentBody {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

/** A client whose gateway answers each request with `answer(body)`; every body sent is kept in `sent`. */
function clientOfGateway(answer: (body: SentBody) => { status: number; body: object }) {
  const sent: SentBody[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as SentBody;
    sent.push(body);
    const reply = answer(body);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createApolloClient({
    uri: 'http://shop.test/graphql',
    locale: () => 'de-DE',
    inFlight: createInFlightCounter(),
    fetch,
  });
  return { client, sent };
}

const LANGUAGES = { __typename: 'Query', languages: [] };
const FOOTER = { __typename: 'Query', footer: null };
const hashOf = (document: object) => (document as { __meta__: { hash: string } }).__meta__.hash;

describe("the web client's operations and the gateway's trusted documents", () => {
  it('every operation of the manifest already selects each __typename Apollo Client asks for', () => {
    for (const text of Object.values(manifest)) {
      const document = parse(text);
      expect(print(addTypenameToDocument(document)), text).toBe(print(document));
    }
  });

  it('an operation goes by its manifest hash alone, no text', async () => {
    const { client, sent } = clientOfGateway(() => ({ status: 200, body: { data: LANGUAGES } }));
    const { data } = await client.query({ query: ShopLanguagesDocument });
    expect(data).toEqual(LANGUAGES);
    expect(sent).toEqual([
      expect.objectContaining({
        operationName: 'ShopLanguages',
        extensions: expect.objectContaining({
          persistedQuery: { version: 1, sha256Hash: hashOf(ShopLanguagesDocument) },
        }),
      }),
    ]);
    expect(sent[0]?.query).toBeUndefined();
    expect(Object.keys(manifest)).toContain(hashOf(ShopLanguagesDocument));
  });

  it('a gateway that does not know the hashes gets the text, then only the text', async () => {
    const { client, sent } = clientOfGateway((body) =>
      body.query
        ? { status: 200, body: { data: body.operationName === 'Footer' ? FOOTER : LANGUAGES } }
        : {
            status: 200,
            body: {
              errors: [
                { message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } },
              ],
            },
          },
    );
    expect((await client.query({ query: ShopLanguagesDocument })).data).toEqual(LANGUAGES);
    expect((await client.query({ query: FooterDocument })).data).toEqual(FOOTER);
    expect(sent.map((body) => [body.operationName, body.query ? 'text' : 'hash'])).toEqual([
      ['ShopLanguages', 'hash'],
      ['ShopLanguages', 'text'],
      ['Footer', 'text'],
    ]);
  });

  it('a refused operation does not switch the hashes off', async () => {
    const { client, sent } = clientOfGateway((body) =>
      body.operationName === 'ShopLanguages'
        ? { status: 400, body: { errors: [{ message: 'No.', extensions: { code: 'UNTRUSTED_DOCUMENT' } }] } }
        : { status: 200, body: { data: FOOTER } },
    );
    await expect(client.query({ query: ShopLanguagesDocument })).rejects.toThrow();
    expect((await client.query({ query: FooterDocument })).data).toEqual(FOOTER);
    expect(sent.map((body) => [body.operationName, body.query ? 'text' : 'hash'])).toEqual([
      ['ShopLanguages', 'hash'],
      ['Footer', 'hash'],
    ]);
  });
});
