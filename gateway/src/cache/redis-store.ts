import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { watchRedisOutages } from './redis-outage.js';
import type { CachedEntry, CacheStore } from './cache-store.js';

const KEY_PREFIX = 'weingut:gateway:';

/**
 * The store shared by several gateways. Redis is an optimisation, never a dependency of an answer:
 * a command that fails or takes longer than `commandTimeoutMs` counts as a miss (get) or is dropped
 * (set), so the request calls the Store API instead. An outage (a lost connection, or commands failing
 * for `outageGraceMs`: redis-outage.ts) is reported once, and its end once.
 */
export function createRedisStore(
  url: string,
  warn: (message: string) => void,
  commandTimeoutMs = 250,
  connectWaitMs = 2000,
  outageGraceMs = 2000,
): CacheStore {
  const redis = new Redis(url, {
    keyPrefix: KEY_PREFIX,
    // No queue while disconnected and no retry of a command: a shopper must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    // ioredis waits this long for a closed socket to end on disconnect (2 s by default), holding the process open.
    disconnectTimeout: 200,
  });
  const outages = watchRedisOutages(
    redis,
    {
      down: (reason) => warn(`Redis cache unavailable (${reason}): reading from the Store API until it is back`),
      up: () => warn('Redis cache available again'),
    },
    outageGraceMs,
  );
  const failed = (error: unknown) => outages.failed(error);

  return {
    async get(key) {
      try {
        const text = await redis.get(key);
        outages.succeeded();
        return text === null ? undefined : (JSON.parse(text) as CachedEntry);
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async set(key, entry, ttlMs) {
      try {
        await redis.set(key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(ttlMs)));
        outages.succeeded();
      } catch (error) {
        failed(error);
      }
    },
    async delete(key) {
      try {
        await redis.del(key);
        outages.succeeded();
      } catch (error) {
        failed(error);
      }
    },
    async ready() {
      if (redis.status === 'ready') return;
      // A start waits this long for Redis, so its first requests are not misses; an unreachable Redis does not stop it.
      const abort = new AbortController();
      await Promise.race([
        once(redis, 'ready', { signal: abort.signal }),
        delay(connectWaitMs, undefined, { signal: abort.signal }),
      ]).catch(() => undefined);
      abort.abort();
    },
    // Not reported as an outage: /ready asks this, and the commands report their own failures.
    ping: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      outages.closing();
      redis.disconnect();
    },
  };
}
