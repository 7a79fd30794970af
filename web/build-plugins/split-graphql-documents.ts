import type { Plugin } from 'vite';

/** The module the client preset writes every typed document into (codegen.yml). */
const DOCUMENTS_MODULE = /\/src\/gql\/graphql\.ts$/;
// A chunk of a document shared by several pages is named after it: the module's name after the last slash.
const DOCUMENT_MODULE_PREFIX = '\0graphql-document/';

interface Node {
  type: string;
  start: number;
  end: number;
}
interface ExportedConstant extends Node {
  declaration?: { type: string; declarations: { id: { type: string; name: string }; init: Node | null }[] } | null;
}

/**
 * Gives each generated GraphQL document a module of its own. The client preset writes all of them
 * (operations and fragments, 200 KB of syntax trees) into src/gql/graphql.ts, and a bundler puts a
 * module into one chunk whole: every document landed in the entry chunk the first page loads, the
 * checkout's and the account's too. In the build, that module becomes re-exports of one module per
 * document (each tree is self-contained: fragments are copied into the documents that spread them),
 * so each document goes into the chunk of the code that uses it. Imports in the app stay as they are.
 */
export function splitGraphqlDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'weingut-split-graphql-documents',
    apply: 'build',
    // Runs after TypeScript is stripped: what is left are `export const XDocument = {…}` statements.
    transform(code, id) {
      if (!DOCUMENTS_MODULE.test(id)) return null;
      const reexports: string[] = [];
      for (const statement of (this.parse(code) as unknown as { body: ExportedConstant[] }).body) {
        const declarations =
          statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
            ? statement.declaration.declarations
            : null;
        if (!declarations)
          throw new Error(`splitGraphqlDocuments: ${id} holds a ${statement.type} besides the exported documents`);
        for (const { id: name, init } of declarations) {
          if (name.type !== 'Identifier' || !init)
            throw new Error(`splitGraphqlDocuments: an export of ${id} is not a named document`);
          documents.set(name.name, `export const ${name.name} = ${code.slice(init.start, init.end)};\n`);
          reexports.push(`export { ${name.name} } from '${DOCUMENT_MODULE_PREFIX}${name.name}';`);
        }
      }
      return { code: reexports.join('\n'), map: null };
    },
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE_PREFIX) ? id : null),
    load: (id) =>
      id.startsWith(DOCUMENT_MODULE_PREFIX) ? (documents.get(id.slice(DOCUMENT_MODULE_PREFIX.length)) ?? null) : null,
  };
}
