/**
 * `npm run perf`: Lighthouse 12 (mobile emulation, its default simulated throttling) in Debian's
 * chromium against the production build as `npm start` serves it (gateway serving web/dist, the
 * emulator with its catalogue), on home, a category, a product, search and the cart; the median of
 * LIGHTHOUSE_RUNS runs (default 7) of each page. Prints a Markdown table, writes it with the raw
 * figures to bench/results/lighthouse.{md,json}, and exits with 1 when a budget of issue 9 is broken.
 * Single runs of one build score up to 10 points apart on two shared cores (the renderer's tasks wait
 * for a core), so a budget is judged on the median of seven, and the table shows every run's score.
 *
 *   npm run perf                      # 7 runs per page, about 5 minutes
 *   LIGHTHOUSE_RUNS=1 npm run perf    # a short run
 *
 * LIGHTHOUSE_ENFORCE (comma-separated budget names, or `all`, the default) limits the budgets whose breach
 * fails the run; the others are still reported. CI enforces those the shop meets today, so that
 * none of them regresses (docs/adr/0009-server-rendering-and-late-boot.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { enforcedBudgets } from './enforced-budgets.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = `${ROOT}bench/results`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 7));

/** The pages measured; the cart with three wines in it, in a session of its own (`withCart`). */
const PAGES = [
  { name: 'home', path: '/', withCart: false },
  { name: 'category', path: '/Weine/Rotwein/', withCart: false },
  { name: 'product', path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002', withCart: false },
  { name: 'search', path: '/search?query=riesling', withCart: false },
  { name: 'cart', path: '/cart', withCart: true },
] as const;

/** Issue 9's budgets: scores out of 100, LCP in ms, CLS, the first page's JavaScript in KB (gzip, as transferred). */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  scriptKb: 120,
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  scriptKb: number;
}

/** Starts the shop as the browser tests do (web/e2e/support/start-shop.ts) and returns its address. */
async function startShop(): Promise<{ url: string; stop(): void }> {
  if (!existsSync(`${ROOT}web/dist/index.html`))
    throw new Error('web/dist is missing: run `npm run build -w web` first');
  const child = spawn(
    `${ROOT}node_modules/.bin/tsx`,
    ['--tsconfig', '../gateway/tsconfig.json', 'e2e/support/start-shop.ts'],
    { cwd: `${ROOT}web`, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the shop stopped before it started (exit ${code})`)));
  });
  const { gatewayUrl } = JSON.parse(line) as { gatewayUrl: string };
  return { url: gatewayUrl, stop: () => child.kill('SIGTERM') };
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);

function figuresOf(result: Result): Figures {
  const audits = result.audits;
  const resources =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  const script = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    scriptKb: Math.round(script / 1024),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

type Budget = keyof typeof BUDGETS;
const ENFORCED = enforcedBudgets('LIGHTHOUSE_ENFORCE', Object.keys(BUDGETS) as Budget[], 'all');

/** The budgets a page's median breaks, worded for the report: scores must reach theirs, the rest stay under. */
function brokenBudgets(figures: Figures): { budget: Budget; text: string }[] {
  return (Object.keys(BUDGETS) as Budget[]).flatMap((budget) => {
    const limit = BUDGETS[budget];
    const value = figures[budget];
    const higherIsBetter = ['performance', 'accessibility', 'bestPractices', 'seo'].includes(budget);
    const met = higherIsBetter ? value >= limit : value <= limit;
    return met ? [] : [{ budget, text: `${budget} ${value} ${higherIsBetter ? '<' : '>'} ${limit}` }];
  });
}

function table(rows: { name: string; figures: Figures; runs: Figures[] }[]): string {
  const header =
    '| page | performance | each run | accessibility | best practices | SEO | LCP ms | CLS | JS KB (transferred) |\n|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    ({ name, figures: f, runs }) =>
      `| ${name} | ${f.performance} | ${runs.map((run) => run.performance).join(' ')} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.lcpMs} | ${f.cls} | ${f.scriptKb} |`,
  );
  const budget = `| budget | ≥ ${BUDGETS.performance} | (the median is judged) | ${BUDGETS.accessibility} | ${BUDGETS.bestPractices} | ${BUDGETS.seo} | ≤ ${BUDGETS.lcpMs} | ≤ ${BUDGETS.cls} | ≤ ${BUDGETS.scriptKb} |`;
  return [header, ...lines, budget].join('\n');
}

/** One GraphQL request to the shop as a browser sends it; the session's cookie goes with it and comes back. */
async function graphql(url: string, cookie: string, query: string, variables: object = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const token = response.headers.getSetCookie().find((line) => line.startsWith('sw-context-token='));
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return { data: body.data ?? {}, cookie: token ? token.split(';')[0]! : cookie };
}

/** A new session whose cart holds three different wines, as its Cookie header. */
async function sessionWithThreeLines(url: string): Promise<string> {
  const found = await graphql(url, '', 'query { quickSearch(term: "trocken", limit: 3) { products { id } } }');
  let { cookie } = found;
  const data = found.data;
  const products = (data.quickSearch as { products: { id: string }[] }).products;
  if (products.length < 3) throw new Error('fewer than three wines to put into the cart');
  for (const product of products)
    ({ cookie } = await graphql(
      url,
      cookie,
      'mutation Add($id: ID!) { addToCart(productId: $id, quantity: 1) { userErrors { message } } }',
      { id: product.id },
    ));
  return cookie;
}

const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const cartCookie = await sessionWithThreeLines(shop.url);
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};
/**
 * One Lighthouse run; a run whose trace Lighthouse could not record (its runtime error, e.g.
 * NO_NAVSTART, "Please run Lighthouse again") is run again, at most twice more.
 */
async function measure(url: string, cookie?: string): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await lighthouse(url, cookie ? { ...flags, extraHeaders: { Cookie: cookie } } : flags);
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!answer.lhr.runtimeError) return answer;
    if (attempt === 3) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
    console.error(`${url}: ${answer.lhr.runtimeError.code}, running again`);
  }
}

const rows: { name: string; figures: Figures; runs: Figures[]; problems: ReturnType<typeof brokenBudgets> }[] = [];
try {
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const answer = await measure(`${shop.url}${page.path}`, page.withCart ? cartCookie : undefined);
      runs.push(figuresOf(answer.lhr));
      const failing = Object.values(answer.lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      if (run === 0 && failing.length)
        console.error(`${page.name}: failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
    }
    const figures = medianFigures(runs);
    rows.push({ name: page.name, figures, runs, problems: brokenBudgets(figures) });
  }
} finally {
  await chrome.kill();
  shop.stop();
}

const report = `Lighthouse 12, mobile emulation, median of ${RUNS} run(s) per page, ${new Date().toISOString().slice(0, 10)}\n\n${table(rows)}\n`;
console.log(report);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(`${RESULTS}/lighthouse.md`, report);
writeFileSync(`${RESULTS}/lighthouse.json`, JSON.stringify({ runs: RUNS, budgets: BUDGETS, pages: rows }, null, 2));
const broken = rows.flatMap((row) =>
  row.problems.map((problem) => ({ ...problem, text: `${row.name}: ${problem.text}` })),
);
const failing = broken.filter((problem) => ENFORCED.has(problem.budget));
const reported = broken.filter((problem) => !ENFORCED.has(problem.budget));
if (reported.length > 0)
  console.log(`Budgets not met (reported, not enforced):\n${reported.map((problem) => problem.text).join('\n')}`);
if (failing.length > 0) {
  console.error(`Budgets broken:\n${failing.map((problem) => problem.text).join('\n')}`);
  process.exit(1);
}
