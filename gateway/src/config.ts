import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mediaOriginsOf, parseMediaOriginList } from './origins/media-origins.js';
import { parseStorefrontOrigins, storefrontConfigOf, type StorefrontConfig } from './origins/storefront-origins.js';

const DEFAULT_ACCESS_KEY = 'SWSCWEINGUTDEMO0000000000';

/**
 * The web workspace beside the gateway's: the defaults of the web client's files are found from here, not
 * from the working directory (this module runs as gateway/src/config.ts and, built, in gateway/dist/main.js).
 */
const WEB_WORKSPACE = fileURLToPath(new URL('../../web/', import.meta.url));

const schema = z.object({
  /** 0 takes a free port (main.ts prints the address). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The Shopware (or emulator) base URL, without /store-api. */
  SHOPWARE_ENDPOINT: z.string().url().default('http://127.0.0.1:8000'),
  SHOPWARE_ACCESS_KEY: z.string().min(1).default(DEFAULT_ACCESS_KEY),
  /** Time-out of one Store API call (10 s, docs/behaviour/limits.md). */
  SHOPWARE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  /** The GraphQL IDE at GET /graphql and introspection: on by default outside production. */
  GRAPHQL_IDE: z.enum(['on', 'off', 'auto']).default('auto'),
  /** The built web client served at / (absent until it is built). */
  WEB_DIST: z.string().default(`${WEB_WORKSPACE}dist`),
  /** The web client's server renderer (its `--ssr` build): catalogue pages come as HTML; `off` sends the client's shell. */
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  WEB_SERVER_RENDERER: z.string().default(`${WEB_WORKSPACE}dist-server/entry-server.js`),
  /** What the gateway's own thread loads of the client's `--ssr` build: which page a request asks for (the renderer runs in a thread of its own). */
  WEB_PAGE_VARIANTS: z.string().default(`${WEB_WORKSPACE}dist-server/page-variant.js`),
  /**
   * The shop's public origins, comma-separated (origins/storefront-origins.ts): the first names the shop in
   * links, each is the shop's own for mail links and payment return addresses; never a request's Host.
   * Default: the gateway's own http://localhost:<PORT> (docs/adr/0030-the-shop-knows-its-own-origin.md).
   */
  STOREFRONT_URL: z
    .string()
    .default('')
    .transform(parseStorefrontOrigins)
    .refine(
      ({ invalid }) => invalid.length === 0,
      ({ invalid }) => ({ message: `not an http(s) origin without a path: ${invalid.join(', ')}` }),
    )
    .transform(({ origins }) => origins),
  /** The shared cache of public catalogue reads (src/cache/): on by default, `off` calls the Store API every time. */
  CACHE: z.enum(['on', 'off']).default('on'),
  /** How long a cached answer is fresh, then how much longer it is answered while one refresh runs (stale-while-revalidate). */
  CACHE_TTL_SECONDS: z.coerce.number().positive().max(86400).default(60),
  CACHE_STALE_SECONDS: z.coerce.number().min(0).max(86400).default(300),
  /** How long a whole GraphQL answer of a public catalogue query is reused in the same scope (cache/answer-cache.ts); 0 turns that off. */
  CACHE_ANSWER_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * Megabytes of estimated heap that everything the gateway keeps may take together: kept answers and
   * pages (in-process), parsed documents, persisted queries (cache/memory-budget.ts). Default: 20 % of
   * the heap's limit (`--max-old-space-size`).
   */
  MEMORY_BUDGET_MB: z.coerce.number().positive().optional(),
  /**
   * Which GraphQL documents are accepted: `any` (default) any document up to the size limit;
   * `automatic` the same and automatic persisted queries (registered by hash, kept in the memory
   * budget); `trusted` only the web client's operations, by hash or as text, from the manifest its
   * code generator writes (GRAPHQL_TRUSTED_DOCUMENTS). docs/adr/0022.
   */
  GRAPHQL_DOCUMENTS: z.enum(['any', 'automatic', 'trusted']).default('any'),
  GRAPHQL_TRUSTED_DOCUMENTS: z.string().min(1).default(`${WEB_WORKSPACE}src/gql/persisted-documents.json`),
  /** A shared Redis for the cache of several gateways (redis://…); the in-process store without it. */
  REDIS_URL: z.string().url().optional(),
  /** The key that signs the scope cookie; random per process unless set (gateways behind one balancer share it). */
  CACHE_SCOPE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * The proxies in front of the gateway whose X-Forwarded-For and X-Forwarded-Proto are believed:
   * addresses or CIDR ranges, comma-separated (`10.0.0.0/8,127.0.0.1`). Empty: none, the client is
   * the socket's peer and nothing is forwarded to Shopware.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[\d.:a-f]+(?:\/\d{1,3})?$/i, 'an IP address or CIDR range'))),
  /** Limits of login, registration, password reset, newsletter and contact per address and per e-mail and address (security/rate-limiter.ts). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * The least time a failed login takes (ms), so that an unknown e-mail (answered at once by Shopware)
   * and a wrong password (answered after the password hash) cannot be told apart (docs/adr/0004).
   */
  LOGIN_FAILURE_FLOOR_MS: z.coerce.number().int().min(0).max(5000).default(300),
  /**
   * Where product images come from besides SHOPWARE_ENDPOINT's origin (a CDN), comma-separated:
   * allowed by the Content-Security-Policy (origins/media-origins.ts).
   */
  MEDIA_ORIGIN: z
    .string()
    .default('')
    .transform(parseMediaOriginList)
    .refine(
      ({ invalid }) => invalid.length === 0,
      ({ invalid }) => ({ message: `not an http(s) origin: ${invalid.join(', ')}` }),
    )
    .transform(({ origins }) => origins),
  /**
   * The EU wine e-label provider's script (docs/behaviour/shop.md), loaded in every page's head: an http(s) address.
   * Unset (the default): no script, and the nutrition button shows the product's own nutrition data.
   */
  PRODUCT_LABEL_SCRIPT: z
    .string()
    .optional()
    .refine((value) => value === undefined || isHttpUrl(value), 'not an http(s) address'),
  /**
   * Further origins the provider's script loads its label from (frames, requests, images), comma-separated;
   * allowed by the Content-Security-Policy with the script's own origin, only when PRODUCT_LABEL_SCRIPT is set.
   */
  PRODUCT_LABEL_ORIGINS: z
    .string()
    .default('')
    .transform(parseMediaOriginList)
    .refine(
      ({ invalid }) => invalid.length === 0,
      ({ invalid }) => ({ message: `not an http(s) origin: ${invalid.join(', ')}` }),
    )
    .transform(({ origins }) => origins),
  /** Pino's level; default `info` (`silent` under NODE_ENV=test, so test runs stay quiet unless they ask). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** `json`: one JSON object a line (default in production); `pretty`: readable lines (default elsewhere). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Prometheus metrics at GET /metrics on a port of their own (observability/metrics-server.ts), not the public one. */
  METRICS: z.enum(['on', 'off']).default('on'),
  /** 0 takes a free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** After SIGTERM: how long /ready answers 503 while requests are still served, before the gateway stops accepting (http/lifecycle.ts). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** The hard cap from the signal to the exit: in-flight requests still running then are abandoned (exit code 1). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** Node's server time-outs: the whole header block, the whole request (body included), an idle socket, an idle kept-alive connection. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Longer than the balancer's upstream keepalive_timeout (nginx: 60 s), so the balancer, not the gateway, closes an idle connection. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  /** /ready is ready without asking when the Store API answered within this long; otherwise it probes GET /store-api/context. */
  READY_STORE_API_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /**
   * Server renders at once (http/render-gate.ts); default: the machine's cores (at least 2). Renders share
   * one thread, and their GraphQL requests are the gateway thread's: more at once only finish later.
   */
  PAGE_RENDERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Renders that may wait for a place beyond PAGE_RENDERS, each at most PAGE_RENDER_WAIT_MS; any more are a 503 at once. */
  PAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(1024).default(4),
  PAGE_RENDER_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
  /**
   * The render thread's CPU priority as a nice value (Linux): 0 is the gateway's own; the default, 10, lets
   * the gateway's thread (every other request) run first where the cores are short
   * (docs/adr/0024-serving-pages-beside-graphql.md).
   */
  RENDER_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
});

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/** The environment schema, for checks of deployment files (gateway/test/deployment-files.test.ts): its keys are the known settings. */
export const gatewayEnvSchema = schema;

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  shopware: { endpoint: string; accessKey: string; timeoutMs: number };
  ide: boolean;
  webDist: string;
  /** The server renderer's module, the page variants' module and its thread's nice value; null when server rendering is off. */
  webServerRenderer: { renderer: string; variants: string; threadNice: number } | null;
  /** STOREFRONT_URL: the shop's public origin for links, and every origin of its own. */
  storefront: StorefrontConfig;
  /** PRODUCT_LABEL_SCRIPT: the e-label provider's script for every page's head; null when unset. */
  productLabelScript: string | null;
  cache: CacheConfig;
  /** MEMORY_BUDGET_MB in bytes; undefined: a share of the heap's limit. */
  memoryBudgetBytes: number | undefined;
  documents: DocumentsConfig;
  security: SecurityConfig;
  log: LogConfig;
  metrics: MetricsConfig;
  lifecycle: LifecycleConfig;
  /** The bound on server renders at once (http/render-gate.ts). */
  pageRenders: RenderGateLimits;
}

/** The bound on server renders at once (http/render-gate.ts): up to `concurrent` run, `queue` more wait, each at most `waitMs`. */
export interface RenderGateLimits {
  concurrent: number;
  queue: number;
  waitMs: number;
}

export interface LogConfig {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  format: 'json' | 'pretty';
}

export interface MetricsConfig {
  enabled: boolean;
  port: number;
  host: string;
}

export interface LifecycleConfig {
  drainMs: number;
  shutdownTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  storeApiFreshMs: number;
}

export interface SecurityConfig {
  trustedProxies: string[];
  rateLimits: boolean;
  /** LOGIN_FAILURE_FLOOR_MS: a failed login is answered no sooner than this. */
  loginFailureFloorMs: number;
  /** Origins images may come from (img-src): the Store API's (with its loopback aliases) and MEDIA_ORIGIN's. */
  mediaOrigins: string[];
  /** The e-label provider's origins (its script's and PRODUCT_LABEL_ORIGINS'); empty when PRODUCT_LABEL_SCRIPT is unset. */
  productLabelOrigins: string[];
}

export interface DocumentsConfig {
  mode: 'any' | 'automatic' | 'trusted';
  /** The web client's persisted-documents manifest: { sha256 hash: document }. */
  trustedManifest: string;
}

export interface CacheConfig {
  enabled: boolean;
  freshMs: number;
  staleMs: number;
  /** Seconds a whole answer of a public catalogue query is reused (at most freshMs); 0: never. */
  answerSeconds: number;
  redisUrl: string | undefined;
  scopeSecret: string;
}

/** Parses the environment once at start; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.PRODUCT_LABEL_ORIGINS.length > 0 && !values.PRODUCT_LABEL_SCRIPT)
    throw new Error('Invalid gateway configuration: PRODUCT_LABEL_ORIGINS: only with PRODUCT_LABEL_SCRIPT');
  const production = values.NODE_ENV === 'production';
  return {
    port: values.PORT,
    host: values.HOST,
    production,
    shopware: {
      endpoint: values.SHOPWARE_ENDPOINT.replace(/\/+$/, ''),
      accessKey: values.SHOPWARE_ACCESS_KEY,
      timeoutMs: values.SHOPWARE_TIMEOUT_MS,
    },
    ide: values.GRAPHQL_IDE === 'on' || (values.GRAPHQL_IDE === 'auto' && !production),
    webDist: values.WEB_DIST,
    webServerRenderer:
      values.SERVER_RENDERING === 'on'
        ? {
            renderer: values.WEB_SERVER_RENDERER,
            variants: values.WEB_PAGE_VARIANTS,
            threadNice: values.RENDER_THREAD_NICE,
          }
        : null,
    storefront: storefrontConfigOf(values.STOREFRONT_URL, values.PORT),
    productLabelScript: values.PRODUCT_LABEL_SCRIPT ?? null,
    cache: {
      enabled: values.CACHE === 'on',
      freshMs: values.CACHE_TTL_SECONDS * 1000,
      staleMs: values.CACHE_STALE_SECONDS * 1000,
      answerSeconds: Math.min(values.CACHE_ANSWER_SECONDS, values.CACHE_TTL_SECONDS),
      redisUrl: values.REDIS_URL,
      scopeSecret: values.CACHE_SCOPE_SECRET ?? randomBytes(32).toString('base64url'),
    },
    memoryBudgetBytes: values.MEMORY_BUDGET_MB && Math.round(values.MEMORY_BUDGET_MB * 1024 * 1024),
    documents: { mode: values.GRAPHQL_DOCUMENTS, trustedManifest: values.GRAPHQL_TRUSTED_DOCUMENTS },
    security: {
      trustedProxies: values.TRUSTED_PROXIES,
      rateLimits: values.RATE_LIMITS === 'on',
      loginFailureFloorMs: values.LOGIN_FAILURE_FLOOR_MS,
      mediaOrigins: mediaOriginsOf(values.SHOPWARE_ENDPOINT, values.MEDIA_ORIGIN),
      productLabelOrigins: values.PRODUCT_LABEL_SCRIPT
        ? [...new Set([new URL(values.PRODUCT_LABEL_SCRIPT).origin, ...values.PRODUCT_LABEL_ORIGINS])]
        : [],
    },
    log: {
      level: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
      format: values.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    },
    metrics: { enabled: values.METRICS === 'on', port: values.METRICS_PORT, host: values.METRICS_HOST },
    lifecycle: {
      drainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
      shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      // Node refuses a headers time-out longer than the request's.
      headersTimeoutMs: Math.min(values.HTTP_HEADERS_TIMEOUT_MS, values.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: values.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      storeApiFreshMs: values.READY_STORE_API_SECONDS * 1000,
    },
    pageRenders: {
      concurrent: values.PAGE_RENDERS ?? Math.max(2, availableParallelism()),
      queue: values.PAGE_RENDER_QUEUE,
      waitMs: values.PAGE_RENDER_WAIT_MS,
    },
  };
}
