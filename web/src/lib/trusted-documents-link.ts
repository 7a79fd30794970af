import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/**
 * The hash codegen gave a typed document (codegen.yml, `persistedDocuments`): the sha256 of its text in
 * src/gql/persisted-documents.json, the manifest of the gateway's trusted documents.
 */
export function manifestHashOf(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Sends the generated operations by their manifest hash alone, so that a gateway that takes only
 * trusted documents (GRAPHQL_DOCUMENTS=trusted, docs/adr/0022) answers them. A gateway that does not
 * know the hashes (no manifest, or another build's) says so once; from then on the texts are sent.
 * Any other error, a refusal with HTTP 400 included, is the operation's and leaves the hashes on.
 * Documents without a hash (written in the code with gql) go as text.
 */
export function trustedDocumentsLink(): ApolloLink {
  const byHash = new PersistedQueryLink({
    generateHash: (document) => manifestHashOf(document)!,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
  return ApolloLink.split((operation) => manifestHashOf(operation.query) !== undefined, byHash);
}
