import { Redis } from 'ioredis';
import { createRedisStore } from '../src/cache/redis-store.js';
import { createRedisRateLimitStore } from '../src/security/rate-limit-store.js';
import { startRedis, type RunningRedis } from './support/redis-server.js';

/**
 * What an operator reads when Redis (the catalogue cache's, the rate limits') is in trouble: one line
 * as it starts, one as it ends, and none when only the gateway's own event loop stalled.
 */

interface Probe {
  name: string;
  /** One command through the store. */
  command(): Promise<unknown>;
  unavailable: RegExp;
  availableAgain: RegExp;
}

let redis: RunningRedis;
const lines: string[] = [];
const warn = (message: string) => void lines.push(message);
let closers: (() => Promise<void>)[] = [];

beforeEach(async () => {
  lines.length = 0;
  redis = await startRedis();
});
afterEach(async () => {
  for (const close of closers) await close();
  closers = [];
  await redis.stop();
});

async function probes(outageGraceMs = 2000): Promise<Probe[]> {
  const cache = createRedisStore(redis.url, warn, 250, 2000, outageGraceMs);
  const limits = createRedisRateLimitStore(redis.url, warn, outageGraceMs);
  const probe = limits.limiter('probe', 3, 60);
  closers.push(
    () => cache.close(),
    () => limits.close(),
  );
  // As createServer does: the cache's commands do not wait for the connection.
  await cache.ready();
  return [
    {
      name: 'cache',
      command: () => cache.get('probe'),
      unavailable: /^Redis cache unavailable/,
      availableAgain: /^Redis cache available again$/,
    },
    {
      name: 'rate limits',
      command: () => probe.consume(`probe:${Math.random()}`).catch(() => undefined),
      unavailable: /^Redis rate limits unavailable/,
      availableAgain: /^Redis rate limits available again$/,
    },
  ];
}

const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;

async function until(condition: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

test('Redis killed: one "unavailable" line per store, however many commands fail; started again on its port: one "available again" line', async () => {
  const stores = await probes();
  for (const store of stores) await store.command();
  await redis.stop();
  // Commands during the outage (and the client's reconnection attempts) add no line.
  for (let round = 0; round < 5; round++) {
    await Promise.all(stores.map((store) => store.command()));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await until(() => stores.every((store) => count(store.unavailable) > 0), 5000);
  for (const store of stores)
    expect({
      store: store.name,
      unavailable: count(store.unavailable),
      availableAgain: count(store.availableAgain),
    }).toEqual({ store: store.name, unavailable: 1, availableAgain: 0 });

  redis = await startRedis(Number(new URL(redis.url).port));
  await until(() => stores.every((store) => count(store.availableAgain) > 0), 10_000);
  for (let round = 0; round < 3; round++) await Promise.all(stores.map((store) => store.command()));
  for (const store of stores)
    expect({
      store: store.name,
      unavailable: count(store.unavailable),
      availableAgain: count(store.availableAgain),
    }).toEqual({ store: store.name, unavailable: 1, availableAgain: 1 });
}, 30_000);

test('a ~600 ms stall of the event loop with commands in flight and Redis healthy: the slow commands are misses, not an outage', async () => {
  const stores = await probes();
  for (const store of stores) await store.command();
  const cache = createRedisStore(redis.url, warn);
  closers.push(() => cache.close());
  await cache.ready();
  await cache.set('stalled', { value: 'kept', storedAt: 1 }, 60_000);

  const inFlight = [
    ...Array.from({ length: 20 }, () => cache.get('stalled')),
    ...stores.flatMap((store) => Array.from({ length: 10 }, () => store.command())),
  ];
  const until = Date.now() + 600;
  while (Date.now() < until) {
    // busy: the command time-outs (250 ms) expire before their answers are read
  }
  const answers = await Promise.all(inFlight);
  // The stall really made misses of reads Redis answered (so the old rule would have called it an outage) …
  expect(answers.slice(0, 20).filter((answer) => answer === undefined).length).toBeGreaterThan(0);
  // … and the next commands succeed, ending the run of failures.
  for (const store of stores) await store.command();
  expect(await cache.get('stalled')).toEqual({ value: 'kept', storedAt: 1 });
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(lines).toEqual([]);
});

test('commands that keep failing past the grace period with the connection up are an outage, reported once, and its end once', async () => {
  const stores = await probes(800);
  for (const store of stores) await store.command();
  const admin = new Redis(redis.url);
  closers.push(async () => void admin.disconnect());
  // Redis stops answering every client for 2.5 s without dropping a connection.
  await admin.call('CLIENT', 'PAUSE', '2500', 'ALL');
  const started = Date.now();
  while (Date.now() - started < 2200) {
    await Promise.all(stores.map((store) => store.command()));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const store of stores)
    expect({ store: store.name, unavailable: count(store.unavailable), lines }).toEqual({
      store: store.name,
      unavailable: 1,
      lines,
    });
  await until(() => Date.now() - started > 2700, 3000);
  for (let round = 0; round < 3; round++) await Promise.all(stores.map((store) => store.command()));
  for (const store of stores)
    expect({
      store: store.name,
      unavailable: count(store.unavailable),
      availableAgain: count(store.availableAgain),
    }).toEqual({ store: store.name, unavailable: 1, availableAgain: 1 });
  expect(lines.find((line) => /^Redis cache unavailable/.test(line))).toMatch(/commands failing for \d+ ms/);
}, 20_000);
