import { loadConfig } from '../src/config.js';
import { startMetricsServer, type MetricsServer } from '../src/observability/metrics-server.js';
import { storeApiRoute } from '../src/observability/metrics.js';
import { graphql, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
let metricsServer: MetricsServer;
beforeAll(async () => {
  shop = await startShop({ gatewayEnv: { CACHE: 'on', CACHE_ANSWER_SECONDS: '0' } });
  // As main.ts serves them: on a port of their own (0: a free one).
  metricsServer = await startMetricsServer(shop.metrics!, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metricsServer?.close();
  await shop?.close();
});

async function scrape(): Promise<string> {
  const answer = await fetch(metricsServer.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

/** The value of one series, by its name and exact label set as Prometheus prints it; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('after some GraphQL requests the counters have their labels and values: requests, operations, errors, Store API calls, cache outcomes', async () => {
  const before = await scrape();
  for (let i = 0; i < 3; i++) await graphql(shop, 'query MainNavigation { navigation(type: MAIN) { name } }');
  await graphql(shop, '{ navigation(type: FOOTER) { name } }', {}, {});
  const broken = await graphql(shop, 'query Broken { nothing }');
  expect(broken.status).toBe(400);
  const text = await scrape();
  const delta = (series: string) => valueOf(text, series) - valueOf(before, series);

  expect(delta('gateway_http_requests_total{method="POST",route="/graphql",status="200"}')).toBe(4);
  expect(delta('gateway_http_requests_total{method="POST",route="/graphql",status="400"}')).toBe(1);
  expect(delta('gateway_http_request_duration_seconds_count{method="POST",route="/graphql",status_class="2xx"}')).toBe(
    4,
  );
  expect(delta('gateway_graphql_operations_total{operation="MainNavigation"}')).toBe(3);
  expect(delta('gateway_graphql_operations_total{operation="(anonymous)"}')).toBe(1);
  expect(delta('gateway_graphql_operations_total{operation="Broken"}')).toBe(1);
  expect(delta('gateway_graphql_operation_errors_total{operation="Broken"}')).toBe(1);
  expect(delta('gateway_graphql_operation_errors_total{operation="MainNavigation"}')).toBe(0);
  // The main navigation read once from the Store API, then twice from the cache.
  expect(delta('gateway_catalog_cache_reads_total{outcome="hit"}')).toBeGreaterThanOrEqual(2);
  expect(delta('gateway_catalog_cache_reads_total{outcome="miss"}')).toBeGreaterThanOrEqual(1);
  expect(
    delta(
      'gateway_store_api_requests_total{method="POST",route="/navigation/main-navigation/main-navigation",status="200"}',
    ),
  ).toBe(1);
  expect(
    delta(
      'gateway_store_api_request_duration_seconds_count{method="POST",route="/navigation/main-navigation/main-navigation"}',
    ),
  ).toBe(1);
  // The process's own: event-loop lag and heap.
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
});

test('1,000 made-up operation names make at most 101 series (the first 100 names, then "other")', async () => {
  const names = Array.from({ length: 1000 }, (_, i) => `Op${i}_${Math.random().toString(36).slice(2)}`);
  for (let i = 0; i < names.length; i += 50)
    await Promise.all(
      names.slice(i, i + 50).map((name) => graphql(shop, `query ${name} { session { isLoggedIn } }`, {}, {})),
    );
  const text = await scrape();
  const series = text.split('\n').filter((line) => line.startsWith('gateway_graphql_operations_total{'));
  expect(series.length).toBeLessThanOrEqual(101);
  expect(valueOf(text, 'gateway_graphql_operations_total{operation="other"}')).toBeGreaterThanOrEqual(900);
  // Nor do odd names: an operationName that is no GraphQL name is one label.
  await shop.http
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: '{ session { isLoggedIn } }', operationName: 'x'.repeat(5000) });
  expect(await scrape()).not.toContain('x'.repeat(200));
}, 120_000);

test('Store API paths become bounded routes: ids and other variable parts are :id', () => {
  expect(storeApiRoute('/product/0190f3b2a1c37d4e8f9a0b1c2d3e4f5a')).toBe('/product/:id');
  expect(storeApiRoute('/product/not-a-real-id/cross-selling')).toBe('/product/:id/cross-selling');
  expect(storeApiRoute('/navigation/main-navigation/main-navigation')).toBe(
    '/navigation/main-navigation/main-navigation',
  );
  expect(storeApiRoute('/account/address/default-shipping/abc123')).toBe('/account/address/default-shipping/:id');
  expect(storeApiRoute('/product-listing/home?p=1')).toBe('/product-listing/:id');
});

test("GET /metrics is not served on the gateway's public port; the metrics port serves nothing else", async () => {
  expect((await shop.http.get('/metrics')).status).toBe(404);
  expect((await fetch(metricsServer.url.replace('/metrics', '/graphql'))).status).toBe(404);
});

test('the settings: metrics on by default on 127.0.0.1:9464, METRICS=off leaves them out', () => {
  expect(loadConfig({}).metrics).toEqual({ enabled: true, port: 9464, host: '127.0.0.1' });
  expect(loadConfig({ METRICS: 'off', METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
    enabled: false,
    port: 9100,
    host: '0.0.0.0',
  });
  expect(loadConfig({ NODE_ENV: 'production' }).log).toEqual({ level: 'info', format: 'json' });
  expect(loadConfig({ NODE_ENV: 'development' }).log).toEqual({ level: 'info', format: 'pretty' });
  expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }).log).toEqual({
    level: 'debug',
    format: 'json',
  });
});
