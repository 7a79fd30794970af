/**
 * Shopware's criteria `includes`: per apiAlias, the fields an answer keeps (StructEncoder applies
 * them to every struct of the answer, at any depth). A field may name a path into a plain JSON
 * value (`customFields.some_field`, `metaData.width`); `translated` keeps only the translations of
 * fields the same list names. Each mapper exports the lists of what it reads, next to it.
 */
export type Includes = Readonly<Record<string, readonly string[]>>;

/** The union of several includes, per alias, each field once. */
export function mergeIncludes(...parts: Includes[]): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [alias, fields] of Object.entries(part))
      merged[alias] = [...new Set([...(merged[alias] ?? []), ...fields])];
  }
  return merged;
}

/** What a raw entity type keeps under an includes list `F` of its alias (`customFields.x` keeps `customFields`). */
export type Included<T, F extends string> = Pick<T, Extract<keyof T, F extends `${infer Head}.${string}` ? Head : F>>;
