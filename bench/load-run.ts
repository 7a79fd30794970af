/** Bench helper (no benchmark of its own): one autocannon run, reduced to the figures the tables show. */
import { createRequire } from 'node:module';

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonRun {
  duration: number; // s
  errors: number; // connection errors and timeouts
  mismatches: number; // answers whose body differs from the expected one
  non2xx: number;
  '2xx': number;
  latency: { p50: number; p99: number }; // ms, of 2xx answers, whole ms (rounded down)
  requests: { total: number };
  warmup?: { errors: number; mismatches: number; non2xx: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<AutocannonRun>;

export interface LoadRequest {
  url: string;
  /** POST unless said. */
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Every answer must be exactly this one; another counts as an error. Unset: any 2xx answer counts. */
  expectBody?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  /** Of them, the answers with the expected body, or without one the 2xx answers (all answers count in `requestsPerSecond`). */
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean latency from the closed loop (connections / throughput): exact, where p50 is whole ms. */
  meanMs: number;
  /** Errors, answers other than expected, and non-2xx, warm-up included. */
  failures: number;
}

/** `connections` loops of `request` for `seconds` after `warmupSeconds`; a list of requests (one origin, no expected body) is asked in turn by each loop. */
export async function loadRun(
  requests: LoadRequest | LoadRequest[],
  connections: number,
  seconds: number,
  warmupSeconds: number,
): Promise<LoadFigures> {
  const request = Array.isArray(requests) ? requests[0]! : requests;
  const turns = Array.isArray(requests)
    ? {
        requests: requests.map(({ url, method, headers, body }) => ({
          path: `${new URL(url).pathname}${new URL(url).search}`,
          method: method ?? 'POST',
          headers,
          body,
        })),
      }
    : {};
  const run = await autocannon({
    ...request,
    ...turns,
    method: request.method ?? 'POST',
    connections,
    duration: seconds,
    warmup: { connections, duration: warmupSeconds },
    workers: 1, // the load generator runs in a worker thread, so it does not share the emulator's event loop
  });
  const requestsPerSecond = run.requests.total / run.duration;
  const warmup = run.warmup ?? { errors: 0, mismatches: 0, non2xx: 0 };
  return {
    requestsPerSecond,
    // autocannon counts any answer with another body as a mismatch, whatever its status.
    okPerSecond: (request.expectBody === undefined ? run['2xx'] : run.requests.total - run.mismatches) / run.duration,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    meanMs: requestsPerSecond > 0 ? (connections / requestsPerSecond) * 1000 : 0,
    failures: run.errors + run.mismatches + run.non2xx + warmup.errors + warmup.mismatches + warmup.non2xx,
  };
}
