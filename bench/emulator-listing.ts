/**
 * Load benchmark of the emulator's product listing, against GET /health as the baseline.
 * Run: npx tsx bench/emulator-listing.ts   (BENCH_SECONDS=1 for a short CI run; see bench/README.md)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createEmulator } from '@weingut/emulator/app';
import { loadConfig } from '@weingut/emulator/config';
import { openDatabase } from '@weingut/emulator/db/database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(SECONDS > 0 && SECONDS <= 60))
  throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
const WARMUP_SECONDS = 1;
const CONNECTIONS = [1, 10, 50];
const RESULTS_FILE = new URL('./results/emulator-listing.json', import.meta.url);

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonRun {
  duration: number; // s
  errors: number; // connection errors and timeouts
  non2xx: number;
  latency: { p50: number; p99: number }; // ms, of 2xx answers; autocannon records whole ms (rounded down)
  requests: { total: number };
  throughput: { total: number }; // bytes of 2xx answers
  warmup?: { errors: number; non2xx: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<AutocannonRun>;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

// --- the emulator, in this process, on a free loopback port, over an in-memory database
const config = loadConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '' });
const db = openDatabase(config.databaseFile);
const app = createEmulator({ config, db });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const headersFor = (body: unknown): Record<string, string> => ({
  'sw-access-key': config.accessKey,
  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
});

/** One request, for the setup; anything but 2xx stops the benchmark. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: headersFor(body),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

// --- ids the scenarios need, from the emulator's own answers
interface Listing {
  total: number;
  aggregations: { properties: { entities: { name: string; options: { id: string; name: string }[] }[] } };
}
const context = await call<{ salesChannel: { navigationCategoryId: string } }>('GET', '/store-api/context');
const rootCategoryId = context.salesChannel.navigationCategoryId;
const navigation = await call<{ id: string; level: number }[]>(
  'POST',
  '/store-api/navigation/main-navigation/main-navigation',
  { depth: 2 },
);
const secondLevelCategoryId = navigation.find((category) => category.level === 2)?.id;
if (!secondLevelCategoryId) throw new Error('The main navigation has no second-level category');

const listingPath = `/store-api/product-listing/${rootCategoryId}`;
const listing = await call<Listing>('POST', listingPath, { limit: 10, order: 'price-asc' });
const rotweinId = listing.aggregations.properties.entities
  .find((group) => group.name === 'Weinart')
  ?.options.find((option) => option.name === 'Rotwein')?.id;
if (!rotweinId) throw new Error("No option 'Rotwein' of the property group 'Weinart' in the listing's aggregations");

const scenarios: Scenario[] = [
  { name: 'health', method: 'GET', path: '/health' },
  { name: 'listing', method: 'POST', path: listingPath, body: { limit: 10, order: 'price-asc' } },
  {
    name: 'listing+filter',
    method: 'POST',
    path: listingPath,
    body: { limit: 10, order: 'topseller', properties: rotweinId },
  },
  { name: 'search', method: 'POST', path: '/store-api/search', body: { search: 'riesling', limit: 10 } },
];

// Make sure the scenarios do real work: the filter narrows the listing, the search finds something.
const filtered = await call<Listing>('POST', listingPath, scenarios[2]!.body);
const found = await call<{ total: number }>('POST', '/store-api/search', scenarios[3]!.body);
if (!(filtered.total > 0 && filtered.total < listing.total))
  throw new Error(`Filtered listing has ${filtered.total} of ${listing.total} products`);
if (!(found.total > 0)) throw new Error("The search for 'riesling' found nothing");

// --- measure
interface Row {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  kbPerAnswer: number;
  ratioToHealth: number;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rssBefore = process.memoryUsage().rss;
const rows: Row[] = [];
for (const scenario of scenarios) {
  for (const connections of CONNECTIONS) {
    process.stderr.write(`${scenario.name} @ ${connections} connections ...\n`);
    const run = await autocannon({
      url: baseUrl + scenario.path,
      method: scenario.method,
      headers: headersFor(scenario.body),
      body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
      connections,
      duration: SECONDS,
      warmup: { connections, duration: WARMUP_SECONDS },
      workers: 1, // the load generator runs in a worker thread, so it does not share the emulator's event loop
    });
    const requestsPerSecond = run.requests.total / run.duration;
    const health = rows.find((row) => row.scenario === 'health' && row.connections === connections);
    rows.push({
      scenario: scenario.name,
      connections,
      requestsPerSecond,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      errors: run.errors + (run.warmup?.errors ?? 0),
      non2xx: run.non2xx + (run.warmup?.non2xx ?? 0),
      kbPerAnswer: run.requests.total > 0 ? run.throughput.total / run.requests.total / 1024 : 0,
      ratioToHealth: health ? requestsPerSecond / health.requestsPerSecond : 1,
    });
  }
}
const rssAfter = process.memoryUsage().rss;
const rssPeak = process.resourceUsage().maxRSS * 1024;
await app.close();
db.close();

// --- report
const ms = (value: number) => (value < 1 ? '<1' : String(value));
const table = [
  '| scenario | connections | requests/s | p50 ms | p99 ms | errors / non-2xx | KB/answer | vs /health |',
  '|---|--:|--:|--:|--:|--:|--:|--:|',
  ...rows.map((row) => {
    const ratio = `${(row.ratioToHealth * 100).toFixed(2)} % (1/${Math.round(1 / row.ratioToHealth)})`;
    const cells = [
      row.scenario,
      row.connections,
      Math.round(row.requestsPerSecond),
      ms(row.p50Ms),
      ms(row.p99Ms),
      `${row.errors} / ${row.non2xx}`,
      row.kbPerAnswer.toFixed(1),
      ratio,
    ];
    return `| ${cells.join(' | ')} |`;
  }),
].join('\n');
const memory = `RSS before: ${megabytes(rssBefore)} MB, after: ${megabytes(rssAfter)} MB, peak: ${megabytes(rssPeak)} MB`;
console.log(
  `\n${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, Node ${process.version}\n\n${table}\n\n${memory}`,
);

mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
const report = {
  date: new Date().toISOString(),
  node: process.version,
  secondsPerRun: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  ids: { rootCategoryId, secondLevelCategoryId, rotweinOptionId: rotweinId },
  rssBytes: { before: rssBefore, after: rssAfter, peak: rssPeak },
  rows,
};
writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

const failed = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
if (failed.length > 0)
  console.error(
    `\nErrors or non-2xx answers in: ${failed.map((row) => `${row.scenario} @ ${row.connections}`).join(', ')}`,
  );
process.exit(failed.length > 0 ? 1 : 0);
