/**
 * What a returning shopper's server-rendered page costs the gateway (issue 31): in one run, a visitor without a
 * session (the kept page), then a shopper with a session (rendered for them) on a category and a product page,
 * each at 10 connections; the gateway's CPU per page; then its peak resident memory under a mixed load of
 * pages and GraphQL at 50 connections. The gateway runs as `npm start` serves it. See bench/README.md.
 * Run: npx tsx --tsconfig gateway/tsconfig.json bench/returning-shopper-pages.ts   (BENCH_SECONDS=1 for CI)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { BENCH_BUDGETS, enforcedBudgets, othersBudgets } from './enforced-budgets.js';
import { startEmulatorProcess } from '@weingut/testkit/emulator-process';
import { startGatewayProcess } from '@weingut/testkit/gateway-process';
import { MEASURED_GATEWAY_ENV, cpuMs, rssMb } from './process-usage.js';
import { loadRun, type LoadFigures, type LoadRequest } from './load-run.js';
import { freePort } from '@weingut/testkit/free-port';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(SECONDS > 0 && SECONDS <= 60))
  throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
const CATEGORY = '/Weine/Rotwein/';
/** What a browser's navigation sends: pages go compressed, as to every shopper. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
const CONNECTIONS = 10;
const MIXED_CONNECTIONS = 50;
/** Issue 31's targets: a shopper's page at least this share of the kept page's throughput, at most this much CPU, this much memory. */
const TARGETS = { ratio: 0.5, cpuMsPerPage: 15, rssMb: 256, listingP99Ratio: 3 };
const RESULTS_FILE = new URL('./results/returning-shopper-pages.json', import.meta.url);
const ENFORCED = enforcedBudgets(
  'BENCH_ENFORCE',
  BENCH_BUDGETS.returningShopperPages,
  'none',
  othersBudgets('returningShopperPages'),
);

const emulator = await startEmulatorProcess();
const metricsPort = await freePort();
const gateway = await startGatewayProcess({
  env: { ...MEASURED_GATEWAY_ENV, SHOPWARE_ENDPOINT: emulator.url, METRICS_PORT: String(metricsPort) },
});

/** The pages the gateway has rendered so far (its metrics: renders that ended in a page). */
async function pagesRendered(): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^gateway_server_render_duration_seconds_count\{outcome="page"\} (\d+)/m.exec(metrics)?.[1] ?? 0);
}
const shop = new URL(gateway.url).origin;

// --- the returning shopper: the cookies a browser kept from its first page, and a product that page links to
const first = await fetch(`${shop}${CATEGORY}`, { headers: { accept: 'text/html' } });
const firstHtml = await first.text();
let cookie = first.headers
  .getSetCookie()
  .map((line) => line.split(';')[0]!)
  .join('; ');
if (first.status !== 200 || !cookie.includes('sw-context-token='))
  throw new Error(`GET ${CATEGORY} answered ${first.status} without a session`);
const product = /href="(\/[^"]+\/WB-[^"]+)"/.exec(firstHtml)?.[1];
if (!product) throw new Error(`No product link on ${CATEGORY}`);

/**
 * The headers of every request that carries the shopper's cookies: renewed before each run as a browser
 * keeps what answers set (the signed scope cookie lasts the catalogue cache's 60 s; without it each request
 * would ask the Store API for the session's scope again).
 */
const shopperHeaders: Record<string, string>[] = [];
function withShopperCookie(headers: Record<string, string>): Record<string, string> {
  shopperHeaders.push(headers);
  headers.cookie = cookie;
  return headers;
}
async function renewShopperCookie(): Promise<void> {
  const answer = await fetch(`${shop}${CATEGORY}`, { headers: { accept: 'text/html', cookie } });
  await answer.text();
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0], pair]));
  for (const line of answer.headers.getSetCookie()) jar.set(line.split('=')[0], line.split(';')[0]!);
  cookie = [...jar.values()].join('; ');
  for (const headers of shopperHeaders) headers.cookie = cookie;
}

/**
 * A page as a browser asks for it (with `cookie`, or none), checked once to be a rendered page. Its body is not
 * compared under load (a kept page is rendered anew once stale; a product's reviews may change order): any 200
 * counts as a page, any other status (a 503 from the render bound) as none.
 */
async function pageRequest(path: string, withCookie: boolean): Promise<LoadRequest> {
  const headers: Record<string, string> = { ...PAGE_HEADERS };
  if (withCookie) withShopperCookie(headers);
  const answer = await fetch(`${shop}${path}`, { headers });
  const text = await answer.text();
  if (answer.status !== 200 || !text.includes('id="server-render-state"'))
    throw new Error(`GET ${path}: ${answer.status}, not a rendered page`);
  return { url: `${shop}${path}`, method: 'GET', headers };
}

const scenarios = {
  'kept page (no session)': await pageRequest(CATEGORY, false),
  'shopper: category': await pageRequest(CATEGORY, true),
  'shopper: product': await pageRequest(product, true),
};
/**
 * A GraphQL read as the shopper's browser sends it, checked once to answer without errors: the load request
 * that expects that very answer again, and the answer's text.
 */
async function graphqlRead(name: string, query: string): Promise<{ request: LoadRequest; text: string }> {
  const body = JSON.stringify({ query });
  const answer = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  const text = await answer.text();
  if (answer.status !== 200 || text.includes('"errors":'))
    throw new Error(`GraphQL ${name}: ${answer.status} ${text.slice(0, 300)}`);
  const headers = withShopperCookie({ 'content-type': 'application/json' });
  return { request: { url: `${gateway.url}/graphql`, headers, body, expectBody: text }, text };
}
const { request: graphql, text: graphqlText } = await graphqlRead(
  'navigation',
  '{ navigation(type: MAIN) { id name path children { id name path } } }',
);

// --- a cached GraphQL listing (the red wines' first page), and the pages shoppers browse beside it
const navigationTree = JSON.parse(graphqlText) as { data: { navigation: NavigationEntry[] } };
interface NavigationEntry {
  id: string;
  path: string;
  children?: NavigationEntry[] | null;
}
const categories = navigationTree.data.navigation.flatMap((entry) => [entry, ...(entry.children ?? [])]);
const redWines = categories.find((entry) => entry.path === CATEGORY);
if (!redWines) throw new Error(`No ${CATEGORY} in the main navigation`);
const { request: listingRequest } = await graphqlRead(
  'listing',
  `{ productListing(categoryId: "${redWines.id}", limit: 24) { total products { id name path price { unitPrice { amount } } } } }`,
);
/**
 * What a returning shopper asks for in a browsing session: the catalogue's categories and the products
 * the red wines link to (kept pages, rendered anew when their seconds are over), and every fifth page their
 * own cart (rendered for them each time).
 */
const productPaths = [...new Set([...firstHtml.matchAll(/href="(\/[^"]+\/WB-[^"]+)"/g)].map((match) => match[1]!))];
const catalogue = [...categories.map((entry) => entry.path), ...productPaths].filter((path) => path.startsWith('/'));
const browsing: LoadRequest[] = catalogue.flatMap((path, index) => [
  { url: `${shop}${path}`, method: 'GET' as const, headers: withShopperCookie({ ...PAGE_HEADERS }) },
  ...(index % 4 === 3
    ? [{ url: `${shop}/cart`, method: 'GET' as const, headers: withShopperCookie({ ...PAGE_HEADERS }) }]
    : []),
]);

interface Row extends LoadFigures {
  scenario: string;
  cpuMsPerPage: number;
}
const rows: Row[] = [];
for (const [scenario, request] of Object.entries(scenarios)) {
  process.stderr.write(`${scenario} @ ${CONNECTIONS} connections ...\n`);
  await renewShopperCookie();
  // The CPU of the measured seconds only: autocannon's warm-up runs first, then `cpuMs` is read again.
  const warm = await loadRun(request, CONNECTIONS, Math.min(1, SECONDS), 0);
  const cpuBefore = cpuMs(gateway.pid);
  const figures = await loadRun(request, CONNECTIONS, SECONDS, 0);
  const cpuUsed = cpuMs(gateway.pid) - cpuBefore;
  // Only the pages count: a 503 (the render bound's answer when renders queue up) is a failure, not a page.
  const pages = figures.okPerSecond * SECONDS;
  rows.push({
    scenario,
    ...figures,
    failures: figures.failures + warm.failures,
    cpuMsPerPage: pages > 0 ? cpuUsed / pages : Number.NaN,
  });
}

// --- the cached listing's p99 alone, then while shoppers browse pages at 50 connections
const LISTING_CONNECTIONS = 10;
process.stderr.write(
  `GraphQL listing @ ${LISTING_CONNECTIONS} connections, alone and beside pages @ ${MIXED_CONNECTIONS} ...\n`,
);
await renewShopperCookie();
const listingAlone = await loadRun(listingRequest, LISTING_CONNECTIONS, SECONDS, Math.min(1, SECONDS));
// Beside the same catalogue pages with nothing to render (each kept and fresh for the answers' 10 s after one pass;
// runs of 8 s or more see some rendered anew): what 50 connections of pages cost on this machine without a render,
// load generators included, against which the renders' own share shows.
const cataloguePages = browsing.filter((request) => !request.url.endsWith('/cart'));
for (const request of cataloguePages) await (await fetch(request.url, { headers: request.headers })).text();
const [keptPages, listingBesideKept] = await Promise.all([
  loadRun(cataloguePages, MIXED_CONNECTIONS, SECONDS, 0),
  loadRun(listingRequest, LISTING_CONNECTIONS, SECONDS, 0),
]);
const renderedBefore = await pagesRendered();
const [browsingPages, listingBeside] = await Promise.all([
  loadRun(browsing, MIXED_CONNECTIONS, SECONDS, 0),
  loadRun(listingRequest, LISTING_CONNECTIONS, SECONDS, 0),
]);
// The carts, and any catalogue page rendered anew once its kept copy was stale.
const cartsRendered = ((await pagesRendered()) - renderedBefore) / SECONDS;
// autocannon's latencies are whole milliseconds: an alone p99 under 1 ms counts as 1 ms.
const listingP99Ratio = Math.round((listingBeside.p99Ms / Math.max(1, listingAlone.p99Ms)) * 100) / 100;

// --- the mixed load: shoppers' pages and GraphQL reads at once, resident memory sampled throughout
process.stderr.write(`mixed @ ${MIXED_CONNECTIONS} connections ...\n`);
await renewShopperCookie();
const rssBefore = rssMb(gateway.pid);
let peakRssMb = rssBefore;
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    peakRssMb = Math.max(peakRssMb, rssMb(gateway.pid));
    await setTimeout(50);
  }
})();
const half = MIXED_CONNECTIONS / 2;
/** GraphQL reads on `connections` loops in this process (beside autocannon's pages in its worker) until `until`. */
async function graphqlLoops(connections: number, until: number): Promise<{ ok: number; failed: number }> {
  const counts = { ok: 0, failed: 0 };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const answer = await fetch(graphql.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
        if (answer.status === 200 && (await answer.text()) === graphql.expectBody) counts.ok += 1;
        else counts.failed += 1;
      }
    }),
  );
  return counts;
}
const [mixedPages, mixedGraphql] = await Promise.all([
  loadRun(scenarios['shopper: category'], half, SECONDS, 0),
  graphqlLoops(half, performance.now() + SECONDS * 1000),
]);
sampling = false;
await sampler;
await gateway.stop();
await emulator.kill('SIGTERM');

const kept = rows[0]!;
const ratioOf = (row: Row) => Math.round((row.okPerSecond / kept.okPerSecond) * 100) / 100;
const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  `\n## A returning shopper's pages against the kept page (${CONNECTIONS} connections, ${SECONDS} s each, gateway as served)\n`,
);
console.log('| page | pages/s | p50 ms | p99 ms | gateway CPU ms/page | vs kept page | not the page (503, other) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.log(
    `| ${row.scenario} | ${round(row.okPerSecond)} | ${row.p50Ms} | ${row.p99Ms} | ${round(row.cpuMsPerPage)} | ${row === kept ? '' : `${ratioOf(row)}×`} | ${row.failures} |`,
  );
const shoppers = rows.slice(1);
const worstRatio = Math.min(...shoppers.map(ratioOf));
const worstCpu = round(Math.max(...shoppers.map((row) => row.cpuMsPerPage)));
const budget = (name: string) => (ENFORCED.has(name as never) ? ', enforced' : '');
console.log(
  `\nShopper's page vs kept page: ${worstRatio}× (target ≥ ${TARGETS.ratio}×${budget('shopper-page-ratio')}); ` +
    `gateway CPU per shopper's page: ${worstCpu} ms (target ≤ ${TARGETS.cpuMsPerPage} ms${budget('shopper-page-cpu')}).`,
);
console.log(
  `Mixed load (${half} connections of shoppers' category pages, ${half} of GraphQL navigation): pages ${round(mixedPages.okPerSecond)}/s, ` +
    `GraphQL ${round(mixedGraphql.ok / SECONDS)}/s; ` +
    `RSS ${round(rssBefore)} MB before, peak ${round(peakRssMb)} MB (target ≤ ${TARGETS.rssMb} MB${budget('shopper-page-memory')}).`,
);

console.log(
  `Cached GraphQL listing @ ${LISTING_CONNECTIONS}: p99 ${listingAlone.p99Ms} ms alone, ${listingBeside.p99Ms} ms while shoppers browse pages @ ${MIXED_CONNECTIONS} ` +
    `(${round(browsingPages.okPerSecond)} pages/s, a fifth of them their own cart, rendered for them: ` +
    `${round(cartsRendered)} carts/s rendered, ${round(browsingPages.failures / SECONDS)}/s refused with the busy page): ${listingP99Ratio}× ` +
    `(target ≤ ${TARGETS.listingP99Ratio}×${budget('listing-p99-beside-pages')}); ` +
    `beside kept pages alone @ ${MIXED_CONNECTIONS} (${round(keptPages.okPerSecond)} pages/s, nothing rendered): ${listingBesideKept.p99Ms} ms, ` +
    `${Math.round((listingBesideKept.p99Ms / Math.max(1, listingAlone.p99Ms)) * 100) / 100}× (printed: the floor the renders add to).`,
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  RESULTS_FILE,
  JSON.stringify(
    {
      seconds: SECONDS,
      connections: CONNECTIONS,
      rows,
      ratio: worstRatio,
      cpuMsPerPage: worstCpu,
      mixed: { connections: MIXED_CONNECTIONS, pages: mixedPages, graphql: mixedGraphql, rssBefore, peakRssMb },
      listing: {
        connections: LISTING_CONNECTIONS,
        alone: listingAlone,
        besidePages: listingBeside,
        besideKeptPages: listingBesideKept,
        keptPages,
        browsingPages,
        cartsRenderedPerSecond: cartsRendered,
        ratio: listingP99Ratio,
      },
      targets: TARGETS,
    },
    null,
    2,
  ),
);

// 503s are the render bound at work (2 renders at once, 4 waiting up to 1 s by default): printed, not a failure,
// nor is a scenario that got none but 503s in a short run on a loaded machine. Each page was checked to render
// before the load; a GraphQL read that failed under it is a failure.
const pageless = [...rows, { scenario: 'mixed', okPerSecond: mixedPages.okPerSecond }].filter(
  (row) => !(row.okPerSecond > 0),
);
if (pageless.length > 0) console.log(`Only 503s: ${pageless.map((row) => row.scenario).join(', ')}.`);
if (mixedGraphql.failed > 0) console.error(`${mixedGraphql.failed} GraphQL reads under the mixed load failed.`);
const failed = mixedGraphql.failed > 0;
const breaches = [
  ENFORCED.has('shopper-page-ratio') && !(worstRatio >= TARGETS.ratio) && 'throughput ratio',
  ENFORCED.has('shopper-page-cpu') && !(worstCpu <= TARGETS.cpuMsPerPage) && 'CPU per page',
  ENFORCED.has('shopper-page-memory') && !(peakRssMb <= TARGETS.rssMb) && 'memory',
  ENFORCED.has('listing-p99-beside-pages') &&
    !(listingP99Ratio <= TARGETS.listingP99Ratio) &&
    'listing p99 beside pages',
].filter(Boolean);
if (breaches.length > 0) console.error(`Over target: ${breaches.join(', ')}.`);
process.exit(failed || breaches.length > 0 ? 1 : 0);
