/**
 * Load benchmark of the gateway's productListing query against the direct Store API call for the
 * same listing (the baseline, measured in the same run): what the GraphQL layer costs.
 * Run: npx tsx --tsconfig gateway/tsconfig.json bench/gateway-listing.ts   (BENCH_SECONDS=1 for a short
 * CI run; the gateway's tsconfig turns on the legacy decorators type-graphql needs; see bench/README.md)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createEmulator } from '../emulator/src/app.js';
import { loadConfig as loadEmulatorConfig } from '../emulator/src/config.js';
import { openDatabase } from '../emulator/src/db/database.js';
import { loadConfig as loadGatewayConfig } from '../gateway/src/config.js';
import { listingCriteria } from '../gateway/src/modules/catalog/product-criteria.js';
import { createServer } from '../gateway/src/server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(SECONDS > 0 && SECONDS <= 60)) throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
const WARMUP_SECONDS = 1;
const CONNECTIONS = [1, 10, 50];
const LIMIT = 10;
const SORTING = 'price-asc';
const RESULTS_FILE = new URL('./results/gateway-listing.json', import.meta.url);

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonRun {
  duration: number; // s
  errors: number; // connection errors and timeouts
  mismatches: number; // answers whose body differs from the one checked before the runs
  non2xx: number;
  latency: { p50: number; p99: number }; // ms, of 2xx answers, whole ms (rounded down)
  requests: { total: number };
  throughput: { total: number }; // bytes of 2xx answers
  warmup?: { errors: number; mismatches: number; non2xx: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<AutocannonRun>;

// --- the emulator and the gateway in this process, on free loopback ports, the emulator over an in-memory database
const emulatorConfig = loadEmulatorConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '' });
const db = openDatabase(emulatorConfig.databaseFile);
const emulator = createEmulator({ config: emulatorConfig, db });
const emulatorUrl = await emulator.listen({ port: 0, host: '127.0.0.1' });
const storeApiUrl = `${emulatorUrl}/store-api`;
// Not production: production only leaves out the IDE, stack traces in errors and x-upstream-calls (read below).
const gatewayConfig = loadGatewayConfig({ NODE_ENV: 'development', SHOPWARE_ENDPOINT: emulatorUrl, GRAPHQL_IDE: 'off', WEB_DIST: '/nonexistent' });
const { app: gateway } = await createServer(gatewayConfig);
const gatewayUrl = `${await gateway.listen({ port: 0, host: '127.0.0.1' })}/graphql`;

// --- one shopper's session for both (a browser keeps its token), and the root category
const contextAnswer = await fetch(`${storeApiUrl}/context`, { headers: { 'sw-access-key': emulatorConfig.accessKey } });
const token = contextAnswer.headers.get('sw-context-token');
if (!contextAnswer.ok || !token) throw new Error(`GET /store-api/context answered ${contextAnswer.status} without a context token`);
const rootCategoryId = ((await contextAnswer.json()) as { salesChannel: { navigationCategoryId: string } }).salesChannel.navigationCategoryId;

interface Scenario {
  name: 'direct' | 'gateway';
  url: string;
  headers: Record<string, string>;
  body: string;
}
const QUERY = `query Listing($categoryId: ID!, $limit: Int!, $sorting: String) {
  productListing(categoryId: $categoryId, limit: $limit, sorting: $sorting) {
    total
    products {
      id name path flag type isAvailable
      price {
        unitPrice { amount } regularPrice { amount } specialPrice { amount }
        referencePrice { fillingQuantity unitCode referenceQuantity basePrice { amount currencyCode } }
      }
      cover { url srcset { url width } }
      purchaseQuantity { min max step }
    }
  }
}`;
const scenarios: Scenario[] = [
  {
    // What the gateway sends for this query: the same criteria and the SEO-url header.
    name: 'direct',
    url: `${storeApiUrl}/product-listing/${rootCategoryId}`,
    headers: { 'content-type': 'application/json', 'sw-access-key': emulatorConfig.accessKey, 'sw-context-token': token, 'sw-include-seo-urls': 'true' },
    body: JSON.stringify(listingCriteria({ page: 1, limit: LIMIT, sorting: SORTING })),
  },
  {
    name: 'gateway',
    url: gatewayUrl,
    headers: { 'content-type': 'application/json', 'sw-context-token': token },
    body: JSON.stringify({ query: QUERY, variables: { categoryId: rootCategoryId, limit: LIMIT, sorting: SORTING } }),
  },
];

// --- check both answers before measuring: the same products in the same order, no GraphQL errors,
// and the same answer twice (every answer in the runs is compared with it)
async function answerOf(scenario: Scenario): Promise<{ text: string; headers: Headers }> {
  const response = await fetch(scenario.url, { method: 'POST', headers: scenario.headers, body: scenario.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${scenario.name} answered ${response.status}: ${text.slice(0, 500)}`);
  return { text, headers: response.headers };
}
const [direct, viaGateway] = [await answerOf(scenarios[0]!), await answerOf(scenarios[1]!)];
const directIds = (JSON.parse(direct.text) as { elements: { id: string }[] }).elements.map((product) => product.id);
const graphqlAnswer = JSON.parse(viaGateway.text) as { data?: { productListing: { products: { id: string }[] } }; errors?: unknown[] };
if (graphqlAnswer.errors || !graphqlAnswer.data) throw new Error(`The gateway answered errors: ${JSON.stringify(graphqlAnswer.errors)}`);
const gatewayIds = graphqlAnswer.data.productListing.products.map((product) => product.id);
if (directIds.length !== LIMIT || gatewayIds.join() !== directIds.join()) throw new Error(`Not the same listing: ${directIds.join()} / ${gatewayIds.join()}`);
for (const [scenario, answer] of [[scenarios[0]!, direct], [scenarios[1]!, viaGateway]] as const) {
  if ((await answerOf(scenario)).text !== answer.text) throw new Error(`${scenario.name}: two answers to the same request differ`);
}
const upstreamCalls = Number(viaGateway.headers.get('x-upstream-calls'));
const upstreamCallLog = viaGateway.headers.get('x-upstream-call-log') ?? '';
const bodyBytes = { direct: Buffer.byteLength(direct.text), gateway: Buffer.byteLength(viaGateway.text) };

// --- measure: per number of connections, the direct call, then the gateway, one after the other
interface Row {
  scenario: Scenario['name'];
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  kbPerAnswer: number;
}
const rows: Row[] = [];
for (const connections of CONNECTIONS) {
  for (const scenario of scenarios) {
    process.stderr.write(`${scenario.name} @ ${connections} connections ...\n`);
    const run = await autocannon({
      url: scenario.url,
      method: 'POST',
      headers: scenario.headers,
      body: scenario.body,
      expectBody: scenario.name === 'direct' ? direct.text : viaGateway.text,
      connections,
      duration: SECONDS,
      warmup: { connections, duration: WARMUP_SECONDS },
      workers: 1, // the load generator runs in a worker thread, so it does not share the servers' event loop
    });
    rows.push({
      scenario: scenario.name,
      connections,
      requestsPerSecond: run.requests.total / run.duration,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      // A different answer (a GraphQL error in a 200, another listing) counts as an error.
      errors: run.errors + run.mismatches + (run.warmup?.errors ?? 0) + (run.warmup?.mismatches ?? 0),
      non2xx: run.non2xx + (run.warmup?.non2xx ?? 0),
      kbPerAnswer: run.requests.total > 0 ? run.throughput.total / run.requests.total / 1024 : 0,
    });
  }
}
await gateway.close();
await emulator.close();
db.close();

// --- report
const row = (scenario: Scenario['name'], connections: number): Row => rows.find((candidate) => candidate.scenario === scenario && candidate.connections === connections)!;
const ms = (value: number) => (value < 1 ? '<1' : String(value));
const times = (gateway: number, baseline: number) => (baseline > 0 ? `${(gateway / baseline).toFixed(2)}×` : '–');
const table = [
  '| connections | req/s direct | req/s gateway | gateway/direct | p50 ms direct / gateway | gateway/direct | p99 ms direct / gateway | gateway/direct | errors / non-2xx |',
  '|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...CONNECTIONS.map((connections) => {
    const [d, g] = [row('direct', connections), row('gateway', connections)];
    const cells = [
      connections,
      Math.round(d.requestsPerSecond),
      Math.round(g.requestsPerSecond),
      (g.requestsPerSecond / d.requestsPerSecond).toFixed(2),
      `${ms(d.p50Ms)} / ${ms(g.p50Ms)}`,
      times(g.p50Ms, d.p50Ms),
      `${ms(d.p99Ms)} / ${ms(g.p99Ms)}`,
      times(g.p99Ms, d.p99Ms),
      `${d.errors + g.errors} / ${d.non2xx + g.non2xx}`,
    ];
    return `| ${cells.join(' | ')} |`;
  }),
].join('\n');
// At saturation both servers share one event loop: the gateway's own work per query is the difference of the per-query times.
const busiest = CONNECTIONS[CONNECTIONS.length - 1]!;
const gatewayMsPerQuery = 1000 / row('gateway', busiest).requestsPerSecond - 1000 / row('direct', busiest).requestsPerSecond;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const notes = [
  `Upstream calls per query: ${upstreamCalls} (${upstreamCallLog})`,
  `Answer bodies: direct ${kb(bodyBytes.direct)} KB, gateway ${kb(bodyBytes.gateway)} KB (${((bodyBytes.gateway / bodyBytes.direct) * 100).toFixed(1)} %)`,
  `The gateway's own work per query at ${busiest} connections: ${gatewayMsPerQuery.toFixed(2)} ms of the event loop (1/req/s gateway − 1/req/s direct)`,
].join('\n');
console.log(`\n${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, Node ${process.version}, root category, limit ${LIMIT}, ${SORTING}\n\n${table}\n\n${notes}`);

mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
const report = {
  date: new Date().toISOString(),
  node: process.version,
  secondsPerRun: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  listing: { rootCategoryId, limit: LIMIT, sorting: SORTING },
  upstreamCallsPerQuery: upstreamCalls,
  upstreamCallLog,
  answerBodyBytes: bodyBytes,
  gatewayMsPerQuery,
  rows,
};
writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

const failed = rows.filter((candidate) => candidate.errors > 0 || candidate.non2xx > 0);
if (failed.length > 0) console.error(`\nErrors or non-2xx answers in: ${failed.map((candidate) => `${candidate.scenario} @ ${candidate.connections}`).join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
