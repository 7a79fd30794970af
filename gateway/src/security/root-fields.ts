import { Kind, type FieldNode, type OperationDefinitionNode, type ValidationContext } from 'graphql';

/**
 * Calls `visit` with each root field an operation executes, once per response key (alias or name), as
 * graphql's executor collects them: each fragment's selections are walked once however often it is
 * spread (a second spread adds no field the executor would run twice), so the walk is linear in the
 * document. `visit` returns true to stop the walk: a rule that only asks whether a limit is passed
 * stops there.
 */
export function forEachRootField(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  visit: (field: FieldNode) => boolean | void,
): void {
  const responseKeys = new Set<string>();
  const walkedFragments = new Set<string>();
  const pending = [operation.selectionSet];
  for (let selectionSet = pending.pop(); selectionSet; selectionSet = pending.pop()) {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (responseKeys.has(key)) continue;
        responseKeys.add(key);
        if (visit(selection)) return;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else if (!walkedFragments.has(selection.name.value)) {
        walkedFragments.add(selection.name.value);
        const fragment = context.getFragment(selection.name.value);
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
}
