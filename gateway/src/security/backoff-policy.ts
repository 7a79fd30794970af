/** One step of Shopware's time_backoff policy: from `limit` attempts on, `intervalSeconds` between two. */
export interface BackoffStep {
  limit: number;
  intervalSeconds: number;
}

export interface BackoffPolicy {
  steps: BackoffStep[];
  /** The count is forgotten this long after the first attempt (Shopware: after the last). */
  resetSeconds: number;
}

/**
 * The index of the step that applies to the `count`-th attempt (Shopware's TimeBackoff::getLimit):
 * none up to the first limit, then the step whose range holds the count (the last from its limit on).
 */
export function stepIndexFor(steps: BackoffStep[], count: number): number | undefined {
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    if (!next && count >= step.limit) return index;
    if (next && count > step.limit && count <= next.limit) return index;
  }
  return undefined;
}
