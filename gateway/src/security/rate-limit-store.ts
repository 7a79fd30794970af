import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';
import { watchRedisOutages } from '../observability/redis-outage.js';
import { decide, type BackoffDecision, type BackoffPolicy, type BackoffState } from './backoff-policy.js';

/** Where the counts live: in the process, or in Redis shared by several gateways. */
export interface RateLimitStore {
  /** Counts one attempt of `key` under `policy`, or refuses it with the wait. */
  consume(key: string, policy: BackoffPolicy, now: number): Promise<BackoffDecision>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Bounded, so that a flood of made-up e-mail addresses cannot grow the process without end. */
export function createMemoryRateLimitStore(maxKeys = 100_000): RateLimitStore {
  const states = new LRUCache<string, BackoffState>({ max: maxKeys });
  return {
    async consume(key, policy, now) {
      const decision = decide(policy, states.get(key), now);
      if (decision.accepted) states.set(key, decision.state, { ttl: policy.resetSeconds * 1000 });
      return decision;
    },
    async reset(key) {
      states.delete(key);
    },
    async close() {},
  };
}

/**
 * decide() in Lua, so that the read, the decision and the write are one step for all gateways.
 * KEYS[1] the key; ARGV: now, resetSeconds, then limit/interval pairs. Returns the seconds to wait, or 0.
 */
const CONSUME = `
local now = tonumber(ARGV[1])
local reset = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'attempts', 'last')
local attempts = tonumber(state[1]) or 0
local last = tonumber(state[2]) or now
local fresh = state[1] == false or now - last >= reset
if fresh then attempts = 0 end
local count = attempts + 1
local steps = (#ARGV - 2) / 2
for i = 1, steps do
  local limit = tonumber(ARGV[1 + 2 * i])
  local interval = tonumber(ARGV[2 + 2 * i])
  local nextLimit = tonumber(ARGV[3 + 2 * i])
  local applies = (i == steps and count >= limit) or (i < steps and count > limit and count <= nextLimit)
  if applies and not fresh and now - last < interval then return last + interval - now end
end
redis.call('HSET', KEYS[1], 'attempts', count, 'last', now)
redis.call('EXPIRE', KEYS[1], reset)
return 0
`;

/**
 * Counts in Redis. A Redis that fails lets the attempt through (Shopware's own limit still holds):
 * a shop that cannot count must not lock every shopper out.
 */
export function createRedisRateLimitStore(url: string, warn: (message: string) => void, outageGraceMs = 2000): RateLimitStore {
  // Unlike the cache, commands wait for the connection (at most the 250 ms time-out): a count dropped at
  // start would let the first attempts through unchecked.
  const redis = new Redis(url, { keyPrefix: 'weingut:gateway:rate-limit:', maxRetriesPerRequest: 0, commandTimeout: 250, disconnectTimeout: 200 });
  // Reported once as it starts and once as it ends; a single slow command (a CPU stall) is no outage.
  const outages = watchRedisOutages(
    redis,
    {
      down: (reason) => warn(`Redis rate limits unavailable (${reason}): not counting until it is back`),
      up: () => warn('Redis rate limits available again'),
    },
    outageGraceMs,
  );
  const failed = (error: unknown) => outages.failed(error);
  return {
    async consume(key, policy, now) {
      const steps = policy.steps.flatMap((step) => [step.limit, step.intervalSeconds]);
      try {
        const wait = Number(await redis.eval(CONSUME, 1, key, now, policy.resetSeconds, ...steps));
        outages.succeeded();
        return wait > 0 ? { accepted: false, waitSeconds: wait } : { accepted: true, state: { attempts: 0, last: now } };
      } catch (error) {
        failed(error);
        return { accepted: true, state: { attempts: 0, last: now } };
      }
    },
    async reset(key) {
      await redis.del(key).then(() => outages.succeeded(), failed);
    },
    async close() {
      outages.closing();
      redis.disconnect();
    },
  };
}
