import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { createBackoffLimiter, type BackoffLimiter } from '../src/security/backoff-limiter.js';
import type { BackoffPolicy } from '../src/security/backoff-policy.js';
import { RATE_LIMIT_POLICIES } from '../src/security/rate-limit-policies.js';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from '../src/security/rate-limit-store.js';
import { startRedis, type RunningRedis } from './support/redis-server.js';
import { waitFor } from './support/wait-for.js';

/** Shopware's time_backoff in seconds instead of tens of seconds: 3 free, then 1 s between two, from 5 on 2 s. */
const QUICK: BackoffPolicy = {
  steps: [
    { limit: 3, intervalSeconds: 1 },
    { limit: 5, intervalSeconds: 2 },
  ],
  resetSeconds: 60,
};
const CONTACT = RATE_LIMIT_POLICIES.sendContactForm.address!;

let redis: RunningRedis;
const stores: RateLimitStore[] = [];
const lines: string[] = [];
const redisStore = (url: string) => {
  const store = createRedisRateLimitStore(url, (line) => void lines.push(line));
  stores.push(store);
  return store;
};
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await redis?.stop();
});

/** 0 for an accepted attempt, else the seconds to wait. */
const waitOf = async (limiter: BackoffLimiter, key: string) => {
  const attempt = await limiter.attempt(key);
  return attempt.accepted ? 0 : attempt.waitSeconds;
};

// Three at once, a 4th refused (1 s); once its hold has ended accepted (count 4), the next refused; once the hold
// has ended count 5; count 6 is in the 2 s step: refused for 2 s, with under a second left refused for 1 s, then accepted.
const EXPECTED_WAITS = [0, 0, 0, 1, 0, 1, 0, 2, 1, 0];

test("in memory, rate-limiter-flexible follows Shopware's time_backoff: free attempts, then an interval between two, longer from the next step on", async () => {
  // A fake clock: the holds end when the test moves the clock, not after real seconds.
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  try {
    const limiter = createBackoffLimiter(createMemoryRateLimitStore(), 'quick', QUICK);
    const answers: number[] = [];
    for (const seconds of [0, 0, 0, 0, 1.1, 0, 1.1, 0, 1.1, 1.1]) {
      jest.advanceTimersByTime(seconds * 1000);
      answers.push(await waitOf(limiter, 'shopper'));
    }
    expect(answers).toEqual(EXPECTED_WAITS);
  } finally {
    jest.useRealTimers();
  }
});

test('in Redis the same steps: each attempt after the event it waits for (a hold ended, or under a second left)', async () => {
  const admin = new Redis(redis.url);
  const limiter = createBackoffLimiter(redisStore(redis.url), 'quick', QUICK);
  try {
    const holdLeftMs = (step: number) => admin.pttl(`weingut:gateway:rate-limit:quick:step-${step}:shopper`);
    const answers: number[] = [];
    const after = async (event: 'nothing' | 'step 0 ended' | 'step 1 under 1 s' | 'step 1 ended') => {
      if (event === 'step 0 ended') await waitFor(event, async () => (await holdLeftMs(0)) < 0);
      if (event === 'step 1 under 1 s') await waitFor(event, async () => (await holdLeftMs(1)) < 950);
      if (event === 'step 1 ended') await waitFor(event, async () => (await holdLeftMs(1)) < 0);
      answers.push(await waitOf(limiter, 'shopper'));
    };
    for (const event of ['nothing', 'nothing', 'nothing', 'nothing', 'step 0 ended', 'nothing'] as const)
      await after(event);
    for (const event of ['step 0 ended', 'nothing', 'step 1 under 1 s', 'step 1 ended'] as const) await after(event);
    expect(answers).toEqual(EXPECTED_WAITS);
  } finally {
    admin.disconnect();
  }
});

test('a Redis count is shared: a limiter of a second gateway on the same Redis sees the attempts of the first', async () => {
  const [first, second] = [
    createBackoffLimiter(redisStore(redis.url), 'contact', CONTACT),
    createBackoffLimiter(redisStore(redis.url), 'contact', CONTACT),
  ];
  for (let attempt = 0; attempt < 3; attempt += 1) expect(await waitOf(first!, 'shared')).toBe(0);
  expect(await waitOf(second!, 'shared')).toBe(30);
});

test('while Redis is down the limits hold (counted in the process), and the outage is logged once', async () => {
  const own = await startRedis();
  const limiter = createBackoffLimiter(redisStore(own.url), 'contact', CONTACT);
  expect(await waitOf(limiter, 'warm-up')).toBe(0);
  lines.length = 0;
  await own.stop();
  const answers: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await waitOf(limiter, 'during-outage'));
  expect(answers).toEqual([0, 0, 0, 30, 30]);
  expect(lines.filter((line) => /^Redis rate limits unavailable/.test(line))).toHaveLength(1);
});

test('a count in Redis outlives a Redis restart (appendonly, as the deployment runs it)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'rate-limit-redis-'));
  try {
    let persistent = await startRedis(undefined, directory);
    const port = Number(new URL(persistent.url).port);
    const limiter = createBackoffLimiter(redisStore(persistent.url), 'contact', CONTACT);
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await waitOf(limiter, 'restarted')).toBe(0);
    await persistent.stop();
    lines.length = 0;
    persistent = await startRedis(port, directory);
    try {
      // The gateway's connection comes back by itself ("available again"); then the count is Redis's again.
      const deadline = Date.now() + 10_000;
      while (!lines.some((line) => /available again/.test(line)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toContain('Redis rate limits available again');
      expect(await waitOf(limiter, 'restarted')).toBeGreaterThanOrEqual(29);
    } finally {
      await persistent.stop();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}, 20_000);
