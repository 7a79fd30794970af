import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { DocumentsConfig } from '../config.js';

/**
 * The longest document text accepted, refused before it is parsed: the web client's largest operation
 * has 2,330 characters (CheckoutState in the manifest, 323 tokens), a document within the token limit
 * (security/query-limits.ts) rarely more than 8,000; a parsed document keeps all its tokens, comments
 * included (cache/parsed-documents.ts).
 */
export const MAX_DOCUMENT_CHARS = 16_384;

/** The web client's operations by the sha256 hash of their text (the manifest web's code generator writes). */
export type TrustedDocuments = ReadonlyMap<string, string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Reads the manifest. With GRAPHQL_DOCUMENTS=trusted a missing or malformed one stops the start; in
 * the other modes a missing one only means that the web client's hashes are not known (then its
 * requests carry the text as well).
 */
export function loadTrustedDocuments(config: DocumentsConfig): TrustedDocuments | null {
  let text: string;
  try {
    text = readFileSync(config.trustedManifest, 'utf8');
  } catch (error) {
    if (config.mode !== 'trusted') return null;
    throw new Error(
      `GRAPHQL_DOCUMENTS=trusted needs the manifest GRAPHQL_TRUSTED_DOCUMENTS (${config.trustedManifest}): ${String(error)}`,
    );
  }
  const manifest: unknown = JSON.parse(text);
  const entries = manifest && typeof manifest === 'object' ? Object.entries(manifest) : [];
  const documents = new Map<string, string>();
  for (const [hash, document] of entries)
    if (typeof document === 'string' && sha256(document) === hash) documents.set(hash, document);
  if (documents.size === 0 || documents.size !== entries.length)
    throw new Error(
      `GRAPHQL_TRUSTED_DOCUMENTS (${config.trustedManifest}) is not a manifest of documents by their sha256 hash`,
    );
  return documents;
}

interface GraphQLBody {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
}

type Refusal = { code: 'DOCUMENT_TOO_LARGE' | 'UNTRUSTED_DOCUMENT'; message: string };

/**
 * Before Apollo sees a GraphQL request: a hash of one of the web client's operations becomes its text
 * (in every mode, so the client can always send the hash alone); a text longer than MAX_DOCUMENT_CHARS
 * is refused unparsed; with GRAPHQL_DOCUMENTS=trusted, any document but the web client's is refused.
 * Refusals are HTTP 400 with a code of their own and nothing parsed or kept.
 */
export function registerDocumentPolicy(
  app: FastifyInstance,
  options: { path: string; mode: DocumentsConfig['mode']; trusted: TrustedDocuments | null },
): void {
  const { mode, trusted } = options;
  const refusalOf = (body: GraphQLBody): Refusal | null => {
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    const known = typeof hash === 'string' ? trusted?.get(hash) : undefined;
    if (known !== undefined) {
      body.query = known;
      const { persistedQuery: _hash, ...rest } = body.extensions ?? {};
      body.extensions = Object.keys(rest).length ? rest : undefined;
      if (!body.extensions) delete body.extensions;
      return null;
    }
    if (typeof body.query === 'string' && body.query.length > MAX_DOCUMENT_CHARS)
      return {
        code: 'DOCUMENT_TOO_LARGE',
        message: `The document is too large: ${body.query.length} characters, at most ${MAX_DOCUMENT_CHARS}.`,
      };
    if (mode === 'trusted' && !(typeof body.query === 'string' && trusted?.has(sha256(body.query))))
      return { code: 'UNTRUSTED_DOCUMENT', message: "Only the shop's own operations are accepted here." };
    return null;
  };
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== options.path || request.method !== 'POST') return;
    const body = request.body as GraphQLBody | null;
    if (!body || typeof body !== 'object') return;
    const refusal = refusalOf(body);
    if (refusal)
      return reply.code(400).send({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
  });
}
