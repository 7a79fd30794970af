import { jest } from '@jest/globals';
import { createBackoffLimiter } from './backoff-limiter.js';
import type { BackoffPolicy } from './backoff-policy.js';
import { RATE_LIMIT_POLICIES } from './rate-limit-policies.js';
import { createMemoryRateLimitStore } from './rate-limit-store.js';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

/** Attempts at the given seconds from now (each after the one before): 0 accepted, else the seconds to wait. */
async function answersAt(policy: BackoffPolicy, seconds: number[]): Promise<number[]> {
  const limiter = createBackoffLimiter(createMemoryRateLimitStore(), 'test', policy);
  const answers: number[] = [];
  let now = 0;
  for (const at of seconds) {
    jest.advanceTimersByTime((at - now) * 1000);
    now = at;
    const attempt = await limiter.attempt('kunde@example.de|198.51.100.1');
    answers.push(attempt.accepted ? 0 : attempt.waitSeconds);
  }
  return answers;
}

test("login per e-mail and address, Shopware's steps: 10 free, then 10 s between two, from the 16th 30 s, from the 21st 60 s", async () => {
  const free = Array.from({ length: 10 }, () => 0);
  // 11th at once: 10 s; 11th–15th 10 s apart; 16th 10 s after the 15th: 20 s left; 30 s after: accepted.
  const seconds = [...free, 0, 10, 20, 30, 40, 50, 60, 80, 110, 140, 170, 200, 201, 230, 260];
  const expected = [...free, 10, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 59, 30, 0];
  expect(await answersAt(RATE_LIMIT_POLICIES.login.emailAtAddress!, seconds)).toEqual(expected);
});

test('forms per e-mail and address: 3 free, then 30 s, from the 6th 60 s; forgotten a day after the first attempt', async () => {
  const seconds = [0, 0, 0, 5, 30, 31, 60, 61, 120, 121 + 86400];
  expect(await answersAt(RATE_LIMIT_POLICIES.sendContactForm.emailAtAddress!, seconds)).toEqual([
    0, 0, 0, 25, 0, 29, 0, 59, 0, 0,
  ]);
});

test('a forgiven attempt gives back its count and its wait; a reset forgets the key', async () => {
  const limiter = createBackoffLimiter(
    createMemoryRateLimitStore(),
    'test',
    RATE_LIMIT_POLICIES.sendContactForm.emailAtAddress!,
  );
  for (let attempt = 0; attempt < 2; attempt += 1) await limiter.attempt('key');
  const third = await limiter.attempt('key');
  if (!third.accepted) throw new Error('the 3rd attempt is free');
  await third.forgive();
  expect((await limiter.attempt('key')).accepted).toBe(true);
  expect(await limiter.attempt('key')).toEqual({ accepted: false, waitSeconds: 30 });
  await limiter.reset('key');
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await limiter.attempt('key')).accepted).toBe(true);
});

test('orders per session: 3 free, then a minute apart, from the 6th ten minutes after the 5th, from the 11th a day', async () => {
  const seconds = [0, 0, 0, 1, 60, 120, 180, 240, 840, 1440, 2040, 2640, 3240, 3241, 3240 + 86400];
  expect(await answersAt(RATE_LIMIT_POLICIES.placeOrder.session!, seconds)).toEqual([
    0, 0, 0, 59, 0, 0, 540, 480, 0, 0, 0, 0, 0, 86399, 0,
  ]);
});
