/**
 * The time the gateway's kept things age by: fresh and stale catalogue reads, kept answers and pages,
 * and the memory budget's expiry. The wall clock, except in tests that move a clock of their own to
 * show an expiry without waiting for it.
 */
export interface Clock {
  now(): number;
}

export const wallClock: Clock = { now: () => Date.now() };
