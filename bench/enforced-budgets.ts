/** Bench helper (no benchmark of its own): which budgets' breach fails a run. */

/**
 * The budgets named by the environment variable `variable` (comma-separated, or `all`); unset, `fallback`.
 * An unknown name throws at once, before anything is measured.
 */
export function enforcedBudgets<Budget extends string>(
  variable: string,
  known: readonly Budget[],
  fallback: 'all' | 'none',
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
    if (!(known as readonly string[]).includes(name))
      throw new Error(`${variable}: unknown budget ${name} (known: all, ${known.join(', ')})`);
  return new Set(names as Budget[]);
}
