import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from '../src/security/rate-limit-store.js';
import { RATE_LIMIT_POLICIES } from '../src/security/rate-limit-policies.js';
import { startRedis, type RunningRedis } from './support/redis-server.js';

let redis: RunningRedis;
let stores: [string, RateLimitStore][];
beforeAll(async () => {
  redis = await startRedis();
  stores = [
    ['memory', createMemoryRateLimitStore()],
    ['redis', createRedisRateLimitStore(redis.url, () => undefined)],
  ];
});
afterAll(async () => {
  await Promise.all(stores.map(([, store]) => store.close()));
  await redis?.stop();
});

/** The accepted (0) or refused (seconds to wait) answers to attempts at the given seconds. */
async function run(store: RateLimitStore, key: string, times: number[]): Promise<number[]> {
  const policy = RATE_LIMIT_POLICIES.sendContactForm.ip;
  const answers = [];
  for (const now of times) {
    const decision = await store.consume(key, policy, now);
    answers.push(decision.accepted ? 0 : decision.waitSeconds);
  }
  return answers;
}

test("the memory and the Redis store both follow Shopware's time_backoff: 3 free, then 30 s between two, then 60 s, forgotten after a day", async () => {
  // Seconds: three at once, a 4th refused (30 s left), one 30 s later accepted, the next (count 5) must wait 30 s, count 6 60 s.
  const times = [1000, 1000, 1000, 1005, 1030, 1031, 1060, 1061, 1060 + 86400];
  const expected = [0, 0, 0, 25, 0, 29, 0, 59, 0];
  for (const [name, store] of stores) expect({ name, answers: await run(store, `test:${name}`, times) }).toEqual({ name, answers: expected });
});

test('a Redis count is shared: a second store on the same Redis sees the attempts of the first', async () => {
  const other = createRedisRateLimitStore(redis.url, () => undefined);
  try {
    const [, first] = stores[1]!;
    await run(first, 'test:shared', [5000, 5000, 5000]);
    expect(await run(other, 'test:shared', [5001])).toEqual([29]);
  } finally {
    await other.close();
  }
});
