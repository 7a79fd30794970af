/**
 * A document whose fragments double (issue 42): `fragment F0 on Query { languages { id } }`, then
 * `fragment Fn on Query { ...Fn-1 ...Fn-1 }` up to `count`, and one operation spreading the last. Spread out,
 * it asks for 2^count fields; a rule that walks a fragment again at each spread takes as long. At 21 it has
 * 871 characters; about 95 fit under the token limit (QUERY_LIMITS.tokens).
 */
export function doublingFragments(count: number, operationName = 'Q'): string {
  const fragments = ['fragment F0 on Query { languages { id } }'];
  for (let index = 1; index <= count; index += 1)
    fragments.push(`fragment F${index} on Query { ...F${index - 1} ...F${index - 1} }`);
  return [`query ${operationName} { ...F${count} }`, ...fragments].join('\n');
}
