import { openDatabase } from '../db/database.js';
import { TimeBackoffLimiter, backoffPolicies } from './time-backoff-limiter.js';

const policy = backoffPolicies.contactForm;
const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000);

describe('TimeBackoffLimiter (Shopware time_backoff: 3/30 s, 5/60 s, 10/90 s)', () => {
  let limiter: TimeBackoffLimiter;
  beforeEach(() => { limiter = new TimeBackoffLimiter(openDatabase(':memory:')); });

  test('lets three attempts through, then asks to wait 30 s after the last accepted one', () => {
    for (let attempt = 0; attempt < 3; attempt++) expect(limiter.consume(policy, 'ip', at(attempt))).toEqual({ accepted: true });
    expect(limiter.consume(policy, 'ip', at(10))).toEqual({ accepted: false, waitSeconds: 22 });
    expect(limiter.consume(policy, 'ip', at(32))).toEqual({ accepted: true });
  });

  test('waits 30 s up to the 5th attempt, 60 s up to the 10th, then 90 s', () => {
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      const result = limiter.consume(policy, 'ip', at(now));
      if (!result.accepted) {
        waits.push(result.waitSeconds);
        now += result.waitSeconds;
        expect(limiter.consume(policy, 'ip', at(now))).toEqual({ accepted: true });
      }
    }
    expect(waits).toEqual([30, 30, 60, 60, 60, 60, 60, 90, 90]);
  });

  test('keeps clients and limiters apart, and forgets a client 24 hours after its last accepted attempt', () => {
    for (let attempt = 0; attempt < 3; attempt++) limiter.consume(policy, 'a', at(0));
    expect(limiter.consume(policy, 'a', at(1)).accepted).toBe(false);
    expect(limiter.consume(policy, 'b', at(1)).accepted).toBe(true);
    expect(limiter.consume(backoffPolicies.newsletterForm, 'a', at(1)).accepted).toBe(true);
    expect(limiter.consume(policy, 'a', at(24 * 3600)).accepted).toBe(true);
    expect(limiter.consume(policy, 'a', at(24 * 3600 + 1)).accepted).toBe(true);
  });
});
