import type { Clock } from '../../src/cache/clock.js';

/** A clock that stands still until the test moves it: an expiry shown without waiting for it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
