import { openDatabase } from '../db/database.js';
import { RATE_LIMIT_POLICIES, RateLimitExceeded, RateLimiter } from './rate-limiter.js';

const route = 'contact_form';
const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000);

describe('RateLimiter (Shopware time_backoff: 3/30 s, 5/60 s, 10/90 s)', () => {
  let limiter: RateLimiter;
  let now: number;
  /** One attempt at `seconds`. */
  const consumeAt = (seconds: number, key = 'ip', name: keyof typeof RATE_LIMIT_POLICIES = route) => {
    now = seconds;
    return limiter.consume(name, key);
  };
  beforeEach(() => {
    now = 0;
    limiter = new RateLimiter(openDatabase(':memory:'), () => at(now));
  });

  test('lets three attempts through, then asks to wait 30 s after the last accepted one', () => {
    for (let attempt = 0; attempt < 3; attempt++) expect(consumeAt(attempt)).toEqual({ accepted: true });
    expect(consumeAt(10)).toEqual({ accepted: false, waitSeconds: 22 });
    expect(consumeAt(32)).toEqual({ accepted: true });
  });

  test('waits 30 s up to the 5th attempt, 60 s up to the 10th, then 90 s', () => {
    let time = 0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      const result = consumeAt(time);
      if (!result.accepted) {
        waits.push(result.waitSeconds);
        time += result.waitSeconds;
        expect(consumeAt(time)).toEqual({ accepted: true });
      }
    }
    expect(waits).toEqual([30, 30, 60, 60, 60, 60, 60, 90, 90]);
  });

  test('keeps clients and limiters apart, and forgets a client 24 hours after its last accepted attempt', () => {
    for (let attempt = 0; attempt < 3; attempt++) consumeAt(0, 'a');
    expect(consumeAt(1, 'a').accepted).toBe(false);
    expect(consumeAt(1, 'b').accepted).toBe(true);
    expect(consumeAt(1, 'a', 'newsletter_form').accepted).toBe(true);
    expect(consumeAt(24 * 3600, 'a').accepted).toBe(true);
    expect(consumeAt(24 * 3600 + 1, 'a').accepted).toBe(true);
  });

  test('ensureAccepted throws FRAMEWORK__RATE_LIMIT_EXCEEDED with the wait time; reset forgets the attempts', () => {
    for (let attempt = 0; attempt < 10; attempt++) limiter.ensureAccepted('login', 'mail-ip');
    let refusal: unknown;
    try {
      limiter.ensureAccepted('login', 'mail-ip');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RateLimitExceeded);
    expect((refusal as RateLimitExceeded).waitTime).toBe(10);
    expect((refusal as RateLimitExceeded).toBody().errors[0]).toMatchObject({
      status: '429',
      code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
      meta: { parameters: { seconds: 10 } },
    });
    limiter.reset('login', 'mail-ip');
    expect(limiter.consume('login', 'mail-ip')).toEqual({ accepted: true });
  });

  test('cart_add_line_item never refuses with core.cart.lineItemAddLimit at its default 0', () => {
    for (let attempt = 0; attempt < 50; attempt++)
      expect(limiter.consume('cart_add_line_item', 'item-ip')).toEqual({ accepted: true });
  });
});
