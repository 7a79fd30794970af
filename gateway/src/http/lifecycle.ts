import { Server } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LifecycleConfig } from '../config.js';

/** How long one probe of the Store API may take, and how long its result is reused (so /ready cannot hammer the Store API). */
const PROBE_TIMEOUT_MS = 2000;
const PROBE_REUSE_MS = 5000;
/** After the gateway stops accepting, how long kept-alive connections get for one more request (answered with Connection: close). */
const IDLE_GRACE_MS = 1000;

export type CheckResult = 'ok' | 'failed' | 'not configured' | 'skipped';

export interface ReadinessBody {
  status: 'ready' | 'unready' | 'draining';
  checks: { storeApi: CheckResult; redis: CheckResult };
}

/** The process's readiness: what /ready answers, and the drain that starts at SIGTERM. */
export interface Lifecycle {
  /** Called by the Store API client on every answer of the Store API (not on a refused, reset or timed-out call). */
  storeApiAnswered(): void;
  readiness(): Promise<ReadinessBody>;
  readonly draining: boolean;
  /** From now on /ready answers 503. */
  startDraining(): void;
  /** Whether every answer ends its connection (the gateway no longer accepts new ones). */
  readonly endingConnections: boolean;
  endConnections(): void;
}

export interface LifecycleOptions {
  /** The Shopware base URL (without /store-api) and the access key of the probe. */
  endpoint: string;
  accessKey: string;
  storeApiFreshMs: number;
  /** Redis's PING through the cache store; undefined without REDIS_URL. */
  pingRedis?: () => Promise<boolean>;
  now?: () => number;
}

export function createLifecycle(options: LifecycleOptions): Lifecycle {
  const now = options.now ?? Date.now;
  let lastAnswer = Number.NEGATIVE_INFINITY;
  let draining = false;
  let endingConnections = false;
  let probe: { at: number; result: Promise<boolean> } | null = null;

  const probeStoreApi = async (): Promise<boolean> => {
    try {
      const res = await fetch(`${options.endpoint}/store-api/context`, {
        headers: { 'sw-access-key': options.accessKey, accept: 'application/json' },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await res.body?.cancel();
      return res.ok;
    } catch {
      return false;
    }
  };

  const storeApiReachable = (): Promise<boolean> => {
    if (now() - lastAnswer < options.storeApiFreshMs) return Promise.resolve(true);
    // One probe at a time, its result reused for a few seconds (a failure too).
    if (!probe || now() - probe.at >= PROBE_REUSE_MS) {
      const result = probeStoreApi();
      probe = { at: now(), result };
      void result.then((ok) => {
        if (ok) lastAnswer = Math.max(lastAnswer, now());
      });
    }
    return probe.result;
  };

  return {
    storeApiAnswered: () => {
      lastAnswer = now();
    },
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
    get endingConnections() {
      return endingConnections;
    },
    endConnections: () => {
      endingConnections = true;
    },
    async readiness() {
      if (draining) return { status: 'draining', checks: { storeApi: 'skipped', redis: 'skipped' } };
      const [storeApi, redis] = await Promise.all([
        storeApiReachable(),
        options.pingRedis ? options.pingRedis().catch(() => false) : null,
      ]);
      const checks = {
        storeApi: storeApi ? 'ok' : 'failed',
        redis: redis === null ? 'not configured' : redis ? 'ok' : 'failed',
      } as const;
      return { status: storeApi && redis !== false ? 'ready' : 'unready', checks };
    },
  };
}

/**
 * Node's server time-outs, so that no client holds a connection without end: the header block, the
 * whole request (a body sent one byte at a time), an idle socket, an idle kept-alive connection.
 * Node checks the first two every `connectionsCheckingInterval` (30 s by default, far too coarse).
 */
export function serverTimeouts(config: LifecycleConfig): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
  };
}

/**
 * GET /health (liveness: the process answers) and GET /ready (readiness: 200 when the Store API
 * answered lately or answers a probe, and Redis answers PING when configured; 503 otherwise and
 * while draining). Once the gateway no longer accepts connections every answer says `Connection: close`,
 * so that a balancer's kept-alive connections end with an answer instead of being closed under a request.
 */
export function registerHealth(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const body = await lifecycle.readiness();
    return reply
      .code(body.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.endingConnections) reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface ShutdownOptions {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  config: LifecycleConfig;
  /** Outside production a developer's Ctrl-C (SIGINT) stops at once, without the drain. */
  production: boolean;
  log: (message: string) => void;
  exit: (code: number) => void;
}

/**
 * What SIGTERM (and SIGINT) does: /ready answers 503 at once, requests are served for the drain
 * period, then the gateway stops accepting, finishes what is in flight and exits 0. Whatever still
 * runs at the hard cap (SHUTDOWN_TIMEOUT_SECONDS from the signal) is abandoned: logged, exit 1.
 * A second signal during the shutdown exits at once (1).
 */
export function createShutdown(options: ShutdownOptions): (signal: NodeJS.Signals) => Promise<void> {
  const { app, lifecycle, config, log, exit } = options;
  let started = false;
  return async (signal) => {
    if (started) {
      log(`${signal} again during the shutdown: exiting now, in-flight requests are abandoned`);
      exit(1);
      return;
    }
    started = true;
    const drainMs = signal === 'SIGINT' && !options.production ? 0 : Math.min(config.drainMs, config.shutdownTimeoutMs);
    const hardCap = setTimeout(() => {
      log(`in-flight requests did not finish within ${config.shutdownTimeoutMs / 1000} s of ${signal}: exiting anyway`);
      exit(1);
    }, config.shutdownTimeoutMs);
    lifecycle.startDraining();
    log(`${signal}: /ready answers 503; serving for ${drainMs / 1000} s more, then finishing in-flight requests`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      // Refuse new connections now (a balancer tries its next gateway); resolves once the last connection ended.
      // Kept-alive connections stay open through the drain: ending them with each answer would make a
      // balancer open a new connection per request, and those still in the accept queue when the gateway
      // stops listening are reset after the request was sent (nginx passes such a POST to no other
      // gateway). Now every answer ends its connection, and after a grace the idle ones are closed.
      // (net.Server's close: http.Server's own also closes the idle connections at once.)
      const connectionsEnded = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
      lifecycle.endConnections();
      await new Promise((resolve) => setTimeout(resolve, IDLE_GRACE_MS));
      app.server.closeIdleConnections();
      await connectionsEnded;
      // Then Fastify's close: its onClose hooks (the cache's and the rate limiter's Redis connections).
      await app.close();
    } catch (error) {
      log(`closing failed: ${error instanceof Error ? error.message : String(error)}`);
      clearTimeout(hardCap);
      exit(1);
      return;
    }
    clearTimeout(hardCap);
    log('stopped: no request in flight');
    exit(0);
  };
}
