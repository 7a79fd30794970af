import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { CacheOutcome } from '../cache/swr-cache.js';
import type { StoreApiCallRecord } from '../shopware/store-api-client.js';

/**
 * A label whose values come from outside (operation names, Store API paths with ids): the first
 * `max` distinct values are kept, every later one is `overflow`, so no client can grow the series without bound.
 */
export class BoundedLabel {
  private readonly seen = new Set<string>();

  constructor(
    private readonly max = 100,
    private readonly overflow = 'other',
  ) {}

  of(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.max) return this.overflow;
    this.seen.add(value);
    return value;
  }
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
const FIRST_OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]{0,99})/;

/**
 * A GraphQL request's operation name from its parsed body (never a parse of the query): the
 * `operationName` sent, else the name of the query text's first operation; null when it has none.
 * A name that is not a GraphQL name is `(invalid)`.
 */
export function operationNameOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { operationName, query } = body as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && operationName !== '')
    return GRAPHQL_NAME.test(operationName) ? operationName : '(invalid)';
  if (typeof query !== 'string') return null;
  return FIRST_OPERATION.exec(query.length > 200 ? query.slice(0, 200) : query)?.[1] ?? null;
}

/** The Store API's fixed path segments; any other segment is a variable part (an id, a client's value) and becomes `:id`. */
const STORE_API_WORDS = new Set(
  (
    'account address change-email change-password change-profile customer-recovery-is-expired list-address login logout newsletter-recipient ' +
    'recovery-password recovery-password-confirm register register-confirm default-billing default-shipping category checkout cart line-item ' +
    'delete order contact-form context country currency customer wishlist merge add handle-payment language newsletter confirm subscribe ' +
    'unsubscribe payment state cancel payment-method product product-listing reviews review cross-selling salutation search search-suggest ' +
    'seo-url shipping-method navigation main-navigation footer-navigation service-navigation breadcrumb media cms'
  ).split(' '),
);

/** A Store API path as a route: `/product/0190…` → `/product/:id`; bounded whatever the ids. */
export function storeApiRoute(path: string): string {
  const query = path.indexOf('?');
  const bare = query === -1 ? path : path.slice(0, query);
  return bare
    .split('/')
    .map((segment) => (segment === '' || STORE_API_WORDS.has(segment) ? segment : ':id'))
    .join('/');
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics of one gateway: a registry of its own (tests stay apart), the process's metrics beside it. */
export interface GatewayMetrics {
  registry: Registry;
  /** The Prometheus text of this gateway's metrics and the process's (event loop, heap, CPU …). */
  text(): Promise<string>;
  contentType: string;
  request(
    method: string,
    route: string | undefined,
    status: number,
    ms: number,
    operation: string | null | undefined,
    outcomes: CacheOutcome[] | undefined,
  ): void;
  graphqlErrors(operation: string | null): void;
  storeApiCall(call: StoreApiCallRecord): void;
  serverRender(outcome: string, ms: number): void;
}

let processRegistry: Registry | null = null;

/** Node's and the process's metrics, collected once per process whatever the number of gateways in it. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  const process = processMetrics();
  const httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: SECONDS,
    registers: [registry],
  });
  const operations = new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL requests by operation name (the first 100 names, then "other")',
    labelNames: ['operation'],
    registers: [registry],
  });
  const operationErrors = new Counter({
    name: 'gateway_graphql_operation_errors_total',
    help: 'GraphQL requests answered with errors, by operation name',
    labelNames: ['operation'],
    registers: [registry],
  });
  const storeApiCalls = new Counter({
    name: 'gateway_store_api_requests_total',
    help: 'Store API calls by method, route (ids as :id) and status code, or timeout/network',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const storeApiDuration = new Histogram({
    name: 'gateway_store_api_request_duration_seconds',
    help: 'Duration of Store API calls (retries included), by method and route',
    labelNames: ['method', 'route'],
    buckets: SECONDS,
    registers: [registry],
  });
  const cacheReads = new Counter({
    name: 'gateway_catalog_cache_reads_total',
    help: 'Catalogue reads by outcome: hit, stale, miss, bypass',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'gateway_server_render_duration_seconds',
    help: 'Server renders of pages, by outcome (page, redirect, client, failed, shared)',
    labelNames: ['outcome'],
    buckets: SECONDS,
    registers: [registry],
  });
  const httpSeries = new Map<string, { count: { inc(): void }; duration: { observe(value: number): void } }>();
  const operationNames = new BoundedLabel(100);
  const storeApiRoutes = new BoundedLabel(200);

  return {
    registry,
    contentType: registry.contentType,
    text: () => Registry.merge([process, registry]).metrics(),
    request(method, route, status, ms, operation, outcomes) {
      const knownMethod = METHODS.has(method) ? method : 'other';
      const routeLabel = route ?? '(none)';
      // The labelled series of a request, looked up once per method, route and status: prom-client
      // hashes its labels on every call otherwise. Bounded: methods and route patterns are fixed, status codes few.
      const key = `${knownMethod} ${routeLabel} ${status}`;
      let series = httpSeries.get(key);
      if (!series) {
        series = {
          count: httpRequests.labels({ method: knownMethod, route: routeLabel, status }),
          duration: httpDuration.labels({
            method: knownMethod,
            route: routeLabel,
            status_class: `${Math.floor(status / 100)}xx`,
          }),
        };
        httpSeries.set(key, series);
      }
      series.count.inc();
      series.duration.observe(ms / 1000);
      if (operation !== undefined) operations.inc({ operation: operationNames.of(operation ?? '(anonymous)') });
      if (outcomes) for (const outcome of outcomes) cacheReads.inc({ outcome });
    },
    graphqlErrors(operation) {
      operationErrors.inc({ operation: operationNames.of(operation ?? '(anonymous)') });
    },
    storeApiCall(call) {
      const route = storeApiRoutes.of(storeApiRoute(call.path));
      storeApiCalls.inc({ method: call.method, route, status: call.status ?? call.failure ?? 'network' });
      storeApiDuration.observe({ method: call.method, route }, call.durationMs / 1000);
    },
    serverRender(outcome, ms) {
      renders.observe({ outcome }, ms / 1000);
    },
  };
}
