import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

const WEB_SRC = new URL('../../../web/src', import.meta.url).pathname;

function graphqlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/**
 * Every operation of the web client (web/src/**\/*.graphql) as the client sends it: the operation
 * followed by the fragments it uses, transitively (what codegen's typed documents hold).
 */
export function webOperations(): { name: string; query: string }[] {
  const definitions: DefinitionNode[] = graphqlFiles(WEB_SRC).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operations = definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const used = new Set<string>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`unknown fragment ${spread.name.value}`);
          collect(fragment);
        },
      });
    collect(operation);
    const parts = [operation, ...[...used].map((name) => fragments.get(name)!)];
    return { name: operation.name?.value ?? '(anonymous)', query: parts.map((part) => print(part)).join('\n\n') };
  });
}

/** One operation of the web client by name, as the client sends it. */
export function webOperation(name: string): string {
  const operation = webOperations().find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`The web client has no operation ${name}`);
  return operation.query;
}
