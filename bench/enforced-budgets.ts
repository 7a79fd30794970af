/** Bench helper (no benchmark of its own): which budgets' breach fails a run. */

/**
 * The budgets of the benches of `npm run bench` that BENCH_ENFORCE names, by bench: one variable for all of
 * them, so each accepts the others' names (and leaves them to their bench).
 */
export const BENCH_BUDGETS = {
  gatewayCatalogue: [
    'memory',
    ...['listing', 'product', 'navigation'].flatMap((name) => [`${name}-cached`, `${name}-uncached`]),
  ],
  pageCacheBusting: ['page-cache-busting'],
  documentValidation: ['document-validation', 'health-beside-documents'],
  returningShopperPages: ['shopper-page-ratio', 'shopper-page-cpu', 'shopper-page-memory', 'listing-p99-beside-pages'],
} as const satisfies Record<string, readonly string[]>;

/** The budget names of every bench but `bench`: under the one BENCH_ENFORCE each bench leaves them to theirs. */
export function othersBudgets(bench: keyof typeof BENCH_BUDGETS): string[] {
  return Object.entries(BENCH_BUDGETS)
    .filter(([name]) => name !== bench)
    .flatMap(([, names]) => names);
}

/**
 * The budgets named by the environment variable `variable` (comma-separated, or `all`); unset, `fallback`.
 * A name in `others` (another bench's, under the same variable) is left out; any other unknown name
 * throws at once, before anything is measured.
 */
export function enforcedBudgets<Budget extends string>(
  variable: string,
  known: readonly Budget[],
  fallback: 'all' | 'none',
  others: readonly string[] = [],
): Set<Budget> {
  const value = process.env[variable];
  const names =
    value === undefined
      ? fallback === 'all'
        ? [...known]
        : []
      : value.trim() === 'all'
        ? [...known]
        : value.split(',').map((name) => name.trim());
  for (const name of names)
    if (!(known as readonly string[]).includes(name) && !others.includes(name))
      throw new Error(`${variable}: unknown budget ${name} (known: all, ${[...known, ...others].join(', ')})`);
  return new Set(names.filter((name): name is Budget => (known as readonly string[]).includes(name)));
}
