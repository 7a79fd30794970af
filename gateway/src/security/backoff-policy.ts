/** One step of Shopware's time_backoff policy: from `limit` attempts on, `intervalSeconds` between two. */
export interface BackoffStep {
  limit: number;
  intervalSeconds: number;
}

export interface BackoffPolicy {
  steps: BackoffStep[];
  /** The count is forgotten this long after the last accepted attempt. */
  resetSeconds: number;
}

/** A key's count of accepted attempts and the time (s) of the last one. */
export interface BackoffState {
  attempts: number;
  last: number;
}

export type BackoffDecision = { accepted: true; state: BackoffState } | { accepted: false; waitSeconds: number };

/** The step that applies to the `count`-th attempt (Shopware's TimeBackoff::getLimit): none before the first limit. */
function stepFor(steps: BackoffStep[], count: number): BackoffStep | undefined {
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    if (!next && count >= step.limit) return step;
    if (next && count > step.limit && count <= next.limit) return step;
  }
  return undefined;
}

/**
 * Shopware's TimeBackoffLimiter::consume as a pure function: the next attempt is accepted (with the
 * new state) or refused with the seconds left to wait. A refused attempt changes nothing.
 */
export function decide(policy: BackoffPolicy, state: BackoffState | undefined, now: number): BackoffDecision {
  const fresh = !state || now - state.last >= policy.resetSeconds;
  const attempts = fresh ? 0 : state.attempts;
  const step = stepFor(policy.steps, attempts + 1);
  if (step && !fresh && now - state.last < step.intervalSeconds) return { accepted: false, waitSeconds: state.last + step.intervalSeconds - now };
  return { accepted: true, state: { attempts: attempts + 1, last: now } };
}
