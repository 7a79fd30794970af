import type { Redis } from 'ioredis';

export interface RedisOutageWatch {
  /** A command failed: an outage when the connection is not ready, or when commands have failed without a success for `graceMs`. */
  failed(error: unknown): void;
  /** A command succeeded: ends an outage, and the run of failures. */
  succeeded(): void;
  /** The gateway closes the connection itself: that is no outage. */
  closing(): void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * When Redis is out, reported once as it starts and once as it ends. An outage is a lost connection
 * (error, close or end while not ready) or commands that keep failing for longer than `graceMs`; a
 * command that times out once, as under a short CPU stall with Redis healthy, is only a miss.
 * It ends when the connection is ready again or a command succeeds.
 */
export function watchRedisOutages(
  redis: Redis,
  report: { down(reason: string): void; up(): void },
  graceMs = 2000,
  now: () => number = Date.now,
): RedisOutageWatch {
  let down = false;
  let closing = false;
  let failingSince: number | null = null;
  const markDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    report.down(reason);
  };
  const markUp = () => {
    failingSince = null;
    if (!down || closing) return;
    down = false;
    report.up();
  };
  const lost = (reason: string) => {
    if (redis.status !== 'ready') markDown(reason);
  };
  redis.on('error', (error: unknown) => lost(reasonOf(error)));
  redis.on('close', () => lost('connection closed'));
  redis.on('end', () => lost('connection ended'));
  redis.on('ready', markUp);
  return {
    failed(error) {
      if (redis.status !== 'ready') return markDown(reasonOf(error));
      const at = now();
      if (failingSince === null) failingSince = at;
      else if (at - failingSince >= graceMs)
        markDown(`commands failing for ${at - failingSince} ms: ${reasonOf(error)}`);
    },
    succeeded() {
      if (failingSince !== null || down) markUp();
    },
    closing() {
      closing = true;
    },
  };
}
