import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { watchRedisOutages } from '../cache/redis-outage.js';

/** Where the counts live: rate-limiter-flexible's limiters in the process, or in Redis shared by several gateways. */
export interface RateLimitStore {
  /** A limiter of `points` per `durationSeconds`, its keys under `name`. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

type MemoryOptions = ConstructorParameters<typeof RateLimiterMemory>[0];
type RedisOptions = ConstructorParameters<typeof RateLimiterRedis>[0];

/**
 * How many keys (addresses, e-mail and address pairs) one in-process limiter counts at most, about
 * 250 bytes each: random e-mails from many addresses cannot grow the heap without limit. Beyond it the
 * least recently counted key is forgotten, which only an attacker who sends this many keys within the
 * limit's window can bring about (docs/adr/0022).
 */
export const MAX_KEYS_PER_LIMITER = 10_000;

interface CountRecord {
  timeoutId?: ReturnType<typeof setTimeout>;
}

/**
 * Bounds a RateLimiterMemory's key store: its counts live in a Map (`_memoryStorage._storage`, each
 * record with the timer that removes it when its window ends), replaced here by a least-recently-used
 * cache with the Map's methods whose evictions stop their timers. Throws at start if the library ever
 * keeps its counts otherwise.
 */
export function boundedKeys<T extends RateLimiterMemory>(limiter: T, maxKeys = MAX_KEYS_PER_LIMITER): T {
  const storage = (limiter as unknown as { _memoryStorage?: { _storage?: unknown } })._memoryStorage;
  if (!storage || !(storage._storage instanceof Map))
    throw new Error('rate-limiter-flexible keeps its in-process counts differently: the key bound needs updating');
  storage._storage = new LRUCache<string, CountRecord>({
    max: maxKeys,
    dispose: (record, _key, reason) => {
      if (reason === 'evict') clearTimeout(record.timeoutId);
    },
  });
  return limiter;
}

export function createMemoryRateLimitStore(maxKeys = MAX_KEYS_PER_LIMITER): RateLimitStore {
  return {
    limiter: (name, points, duration) =>
      boundedKeys(new RateLimiterMemory({ keyPrefix: name, points, duration }), maxKeys),
    async close() {},
  };
}

/** The in-process limiter that answers while Redis fails (rate-limiter-flexible's insuranceLimiter); each use is a failed Redis command. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: MemoryOptions,
    private readonly used: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.used();
    return super.consume(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.used();
    return super.reward(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.used();
    return super.get(...args);
  }
  override set(...args: Parameters<RateLimiterMemory['set']>) {
    this.used();
    return super.set(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.used();
    return super.delete(...args);
  }
}

/** How many times an insurance answered, and what to do when a call reached Redis. */
interface RedisHealth {
  insuranceUses(): number;
  reached(): void;
}

/** RateLimiterRedis that reports a call during which no insurance answered: it reached Redis (a refusal is an answer too). */
class ReportingRedisLimiter extends RateLimiterRedis {
  constructor(
    options: RedisOptions,
    private readonly health: RedisHealth,
  ) {
    super(options);
  }
  private watched<T>(call: () => Promise<T>): Promise<T> {
    const before = this.health.insuranceUses();
    const settle = () => {
      if (this.health.insuranceUses() === before) this.health.reached();
    };
    const result = call();
    result.then(settle, settle);
    return result;
  }
  override consume(...args: Parameters<RateLimiterRedis['consume']>) {
    return this.watched(() => super.consume(...args));
  }
  override reward(...args: Parameters<RateLimiterRedis['reward']>) {
    return this.watched(() => super.reward(...args));
  }
  override get(...args: Parameters<RateLimiterRedis['get']>) {
    return this.watched(() => super.get(...args));
  }
  override set(...args: Parameters<RateLimiterRedis['set']>) {
    return this.watched(() => super.set(...args));
  }
  override delete(...args: Parameters<RateLimiterRedis['delete']>) {
    return this.watched(() => super.delete(...args));
  }
}

/**
 * Counts in Redis (RateLimiterRedis: one Lua increment per attempt, atomic across gateways; with the
 * deployment's appendonly Redis the counts outlive a Redis restart). While Redis fails, each limiter's
 * insurance counts in the process, so the limits hold instead of failing open; what it counted stays
 * in that process.
 */
export function createRedisRateLimitStore(
  url: string,
  warn: (message: string) => void,
  outageGraceMs = 2000,
): RateLimitStore {
  // Commands wait for the connection (at most the 250 ms time-out), then the insurance answers.
  const redis = new Redis(url, { maxRetriesPerRequest: 0, commandTimeout: 250, disconnectTimeout: 200 });
  // Reported once as it starts and once as it ends; a single slow command (a CPU stall) is no outage.
  const outages = watchRedisOutages(
    redis,
    {
      down: (reason) => warn(`Redis rate limits unavailable (${reason}): counting in this process until it is back`),
      up: () => warn('Redis rate limits available again'),
    },
    outageGraceMs,
  );
  let insuranceUses = 0;
  const insuranceUsed = () => {
    insuranceUses += 1;
    outages.failed(new Error('a command failed or timed out'));
  };
  const health: RedisHealth = { insuranceUses: () => insuranceUses, reached: () => outages.succeeded() };
  return {
    limiter: (name, points, duration) =>
      new ReportingRedisLimiter(
        {
          storeClient: redis,
          keyPrefix: `weingut:gateway:rate-limit:${name}`,
          points,
          duration,
          insuranceLimiter: boundedKeys(new InsuranceLimiter({ keyPrefix: name, points, duration }, insuranceUsed)),
        },
        health,
      ),
    async close() {
      outages.closing();
      redis.disconnect();
    },
  };
}
