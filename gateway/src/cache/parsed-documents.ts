import type { DocumentStore, PersistedQueryOptions } from '@apollo/server';
import { TokenKind, type DocumentNode } from 'graphql';
import type { MemoryBudget } from './memory-budget.js';

/**
 * Heap per token of a parsed document, measured with graphql 16 (node --expose-gc, heap before and
 * after parsing many documents): a parsed document keeps its source and its whole token list, so an
 * 8 KB document of comment lines takes about 360 KB. A comment is a token object with its text (about
 * 90 bytes); any other token is that and its share of the syntax tree (fields, names, locations:
 * 330–480 bytes).
 */
const COMMENT_TOKEN_BYTES = 96;
const TOKEN_BYTES = 480;

/** The estimated heap of a parsed document: its source and every token the parser linked (comments too). */
export function parsedDocumentBytes(document: DocumentNode): number {
  const loc = document.loc;
  if (!loc) return TOKEN_BYTES * 64;
  let bytes = loc.source.body.length;
  for (let token: typeof loc.startToken | null = loc.startToken; token; token = token.next)
    bytes += token.kind === TokenKind.COMMENT ? COMMENT_TOKEN_BYTES : TOKEN_BYTES;
  return bytes;
}

/**
 * Apollo's store of parsed and validated documents (keyed by the sha256 hash of their source), under
 * the memory budget at each document's estimated heap instead of Apollo's own bound, which counts a
 * document's JSON and not the tokens it keeps.
 */
export function createParsedDocumentStore(budget: MemoryBudget): DocumentStore {
  const documents = budget.partition<DocumentNode>('parsed-documents');
  return {
    get: async (key) => documents.get(key),
    set: async (key, document) => documents.set(key, document, parsedDocumentBytes(document)),
    delete: async (key) => documents.delete(key),
  };
}

/** Automatic persisted queries (GRAPHQL_DOCUMENTS=automatic) under the memory budget: a query's text, two bytes a character at most. */
export function createPersistedQueryCache(budget: MemoryBudget): NonNullable<PersistedQueryOptions['cache']> {
  const queries = budget.partition<string>('persisted-queries');
  return {
    get: async (key) => queries.get(key),
    set: async (key, query, options) =>
      queries.set(key, query, 2 * query.length, options?.ttl ? options.ttl * 1000 : undefined),
    delete: async (key) => queries.delete(key),
  };
}
