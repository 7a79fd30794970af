// Adds `__typename` to every selection, as Apollo Client does before it sends an operation, so the
// typed documents and persisted-documents.json carry the operations Apollo's cache needs (codegen.yml).
// Named by its package path: codegen imports it from its own module in the staleness test.
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

export const { transform } = addTypenameSelectionDocumentTransform;
