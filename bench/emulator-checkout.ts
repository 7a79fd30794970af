/**
 * Load benchmark of the emulator's checkout: add-to-cart and order placement, against
 * GET /store-api/context of the same sessions as the baseline.
 * Run: npx tsx bench/emulator-checkout.ts   (BENCH_SECONDS=1 for a short CI run; see bench/README.md)
 *
 * Each connection is one logged-in customer (its own context token and cart), so an iteration
 * is a sequence of requests: autocannon measures the latency of a sequence's requests together
 * and cannot tell the order from the add-to-cart before it. So this file runs its own bounded
 * load loop (node:http, one keep-alive socket per connection) in a worker thread and keeps one
 * HDR histogram (hdr-histogram-js, which autocannon uses too) per measured request, in µs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import hdr, { type Histogram } from 'hdr-histogram-js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 1;
const CONNECTIONS = [1, 10];
const REQUEST_TIMEOUT_MS = 10_000;
const RESULTS_FILE = new URL('./results/emulator-checkout.json', import.meta.url);

type Method = 'GET' | 'POST' | 'DELETE';
/** One request of an iteration; only `measured` ones go into the histogram and the table. */
interface Step {
  method: Method;
  path: string;
  body?: unknown;
  measured: boolean;
}
interface Scenario {
  name: 'context' | 'add-to-cart' | 'order';
  steps: Step[];
}

/** What the main thread hands a load worker for one run. */
interface LoadJob {
  baseUrl: string;
  accessKey: string;
  /** One context token per connection. */
  tokens: string[];
  steps: Step[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
}
interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}
/** What a load worker answers: the measured period, and the warm-up's failures (they count too). */
interface LoadResult {
  durationSeconds: number;
  measured: Latency;
  helper: Latency | null;
  /** All requests completed in the measured period (measured and helper, any status). */
  requests: number;
  measuredBytes: number;
  errors: number;
  non2xx: number;
  warmup: { errors: number; non2xx: number; measured2xx: number };
  /** First few failures, for the message. */
  failures: string[];
}

// ---------------------------------------------------------------------------------------------
// The load worker: `connections` loops, each with its own socket and token, for a bounded time.

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const { hostname, port } = new URL(job.baseUrl);
  const agents = job.tokens.slice(0, job.connections).map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const failures: string[] = [];

  interface Tally {
    measured: Histogram;
    helper: Histogram;
    requests: number;
    measured2xx: number;
    measuredBytes: number;
    errors: number;
    non2xx: number;
  }
  const tally = (): Tally => ({
    measured: hdr.build(),
    helper: hdr.build(),
    requests: 0,
    measured2xx: 0,
    measuredBytes: 0,
    errors: 0,
    non2xx: 0,
  });

  /** One request; resolves with its status, body size and latency in µs, or rejects on a connection error or timeout. */
  const send = (connection: number, step: Step) =>
    new Promise<{ status: number; bytes: number; micros: number; text: () => string }>((resolve, reject) => {
      const body = step.body === undefined ? undefined : JSON.stringify(step.body);
      const started = process.hrtime.bigint();
      const req = httpRequest(
        {
          hostname,
          port,
          method: step.method,
          path: step.path,
          agent: agents[connection],
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            'sw-access-key': job.accessKey,
            'sw-context-token': job.tokens[connection]!,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const micros = Number((process.hrtime.bigint() - started) / 1000n);
            const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
            resolve({ status: res.statusCode ?? 0, bytes, micros, text: () => Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });

  /** Whole iterations until the deadline: a started iteration is finished, so every cart ends empty. */
  async function loop(connection: number, until: number, into: Tally): Promise<void> {
    while (performance.now() < until) {
      for (const step of job.steps) {
        try {
          const answer = await send(connection, step);
          into.requests += 1;
          if (answer.status < 200 || answer.status > 299) {
            into.non2xx += 1;
            if (failures.length < 5)
              failures.push(`${step.method} ${step.path} answered ${answer.status}: ${answer.text().slice(0, 300)}`);
            break; // the rest of the iteration depends on this step
          }
          (step.measured ? into.measured : into.helper).recordValue(answer.micros);
          if (step.measured) {
            into.measured2xx += 1;
            into.measuredBytes += answer.bytes;
          }
        } catch (error) {
          into.errors += 1;
          if (failures.length < 5)
            failures.push(`${step.method} ${step.path}: ${error instanceof Error ? error.message : String(error)}`);
          break;
        }
      }
    }
  }
  const runFor = async (seconds: number) => {
    const into = tally();
    const started = performance.now();
    await Promise.all(agents.map((_agent, connection) => loop(connection, started + seconds * 1000, into)));
    return { into, durationSeconds: (performance.now() - started) / 1000 };
  };

  const warmup = (await runFor(job.warmupSeconds)).into;
  const { into: run, durationSeconds } = await runFor(job.seconds);
  for (const agent of agents) agent.destroy();

  const latency = (histogram: Histogram): Latency => ({
    count: histogram.totalCount,
    p50Ms: histogram.getValueAtPercentile(50) / 1000,
    p99Ms: histogram.getValueAtPercentile(99) / 1000,
    maxMs: histogram.maxValue / 1000,
  });
  return {
    durationSeconds,
    measured: latency(run.measured),
    helper: run.helper.totalCount > 0 ? latency(run.helper) : null,
    requests: run.requests,
    measuredBytes: run.measuredBytes,
    errors: run.errors,
    non2xx: run.non2xx,
    warmup: { errors: warmup.errors, non2xx: warmup.non2xx, measured2xx: warmup.measured2xx },
    failures,
  };
}

/**
 * Runs one LoadJob in a worker thread, so the load generator does not take the emulator's event
 * loop. The worker loads this file again through tsx's API (a worker does not inherit tsx's loader).
 */
function inWorker(job: LoadJob): Promise<LoadResult> {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load worker exited with ${code}`))));
  });
}

// ---------------------------------------------------------------------------------------------
// The main thread: the emulator, the sessions, the runs and the report.

async function main(): Promise<number> {
  if (!(SECONDS > 0 && SECONDS <= 60))
    throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
  const { createEmulator } = await import('@weingut/emulator/app');
  const { loadConfig } = await import('@weingut/emulator/config');
  const { openDatabase } = await import('@weingut/emulator/db/database');

  // --- the emulator, in this process, on a free loopback port, over an in-memory database;
  // registrations are logged in at once (no double opt-in), as the sessions need
  const config = loadConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '', EMULATOR_DOUBLE_OPT_IN: '0' });
  const db = openDatabase(config.databaseFile);
  const app = createEmulator({ config, db });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  /** One request of the setup and the checks; anything but 2xx stops the benchmark. */
  async function call<T>(
    method: Method,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<{ body: T; token: string | null }> {
    const headers: Record<string, string> = { 'sw-access-key': config.accessKey };
    if (options.token) headers['sw-context-token'] = options.token;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return { body: (text === '' ? undefined : JSON.parse(text)) as T, token: response.headers.get('sw-context-token') };
  }

  // --- what the sessions need, from the emulator's own answers
  const { body: context } = await call<{ salesChannel: { countryId: string } }>('GET', '/store-api/context');
  const { body: salutations } = await call<{ elements: { id: string; salutationKey: string }[] }>(
    'POST',
    '/store-api/salutation',
    { body: {} },
  );
  const salutationId = salutations.elements.find((salutation) => salutation.salutationKey === 'mrs')?.id;
  if (!salutationId) throw new Error("No salutation 'mrs'");
  interface ListedProduct {
    id: string;
    productNumber: string;
    isCloseout?: boolean;
    available?: boolean;
    minPurchase?: number;
    calculatedMaxPurchase?: number;
  }
  const { body: found } = await call<{ elements: ListedProduct[] }>('POST', '/store-api/search', {
    body: { search: 'riesling', limit: 10 },
  });
  // A bottle sold one at a time that is not a closeout: its stock may go below zero as the orders
  // pile up, as in Shopware.
  const product = found.elements.find(
    (candidate) =>
      candidate.isCloseout === false &&
      candidate.available !== false &&
      (candidate.minPurchase ?? 1) === 1 &&
      (candidate.calculatedMaxPurchase ?? 0) >= 1,
  );
  if (!product) throw new Error("The search for 'riesling' found no product that can be ordered without limit");

  // --- one logged-in customer per connection, registered through the Store API
  const sessions = Math.max(...CONNECTIONS);
  const tokens: string[] = [];
  for (let index = 0; index < sessions; index++) {
    const { body: customer, token } = await call<{ doubleOptInRegistration: boolean }>(
      'POST',
      '/store-api/account/register',
      {
        body: {
          salutationId,
          firstName: 'Bench',
          lastName: `Kunde ${index + 1}`,
          email: `bench.${index + 1}.${Date.now().toString(36)}@example.de`,
          password: 'Riesling-2019',
          acceptedDataProtection: true,
          storefrontUrl: config.storefrontUrl,
          billingAddress: {
            street: 'Weinstraße 12',
            zipcode: '76831',
            city: 'Birkweiler',
            countryId: context.salesChannel.countryId,
          },
        },
      },
    );
    if (!token || customer.doubleOptInRegistration) throw new Error('The registration did not log the customer in');
    tokens.push(token);
  }

  const addToCart: Omit<Step, 'measured'> = {
    method: 'POST',
    path: '/store-api/checkout/cart/line-item',
    body: { items: [{ type: 'product', id: product.id, referencedId: product.id, quantity: 1 }] },
  };
  const scenarios: Scenario[] = [
    { name: 'context', steps: [{ method: 'GET', path: '/store-api/context', measured: true }] },
    {
      name: 'add-to-cart',
      steps: [
        { ...addToCart, measured: true },
        { method: 'DELETE', path: '/store-api/checkout/cart', measured: false },
      ],
    },
    {
      name: 'order',
      steps: [
        { ...addToCart, measured: false },
        { method: 'POST', path: '/store-api/checkout/order', body: {}, measured: true },
      ],
    },
  ];

  // --- one full iteration by hand, checked: the scenarios do what they claim
  interface Cart {
    lineItems: { quantity: number }[];
    errors: unknown[] | Record<string, unknown>;
  }
  const first = tokens[0]!;
  const filled = (await call<Cart>('POST', addToCart.path, { body: addToCart.body, token: first })).body;
  const cartErrors = Array.isArray(filled.errors) ? filled.errors : Object.values(filled.errors);
  if (filled.lineItems.length !== 1 || filled.lineItems[0]!.quantity !== 1 || cartErrors.length > 0) {
    throw new Error(
      `Adding ${product.productNumber} gave an unexpected cart: ${JSON.stringify({ lineItems: filled.lineItems.length, cartErrors })}`,
    );
  }
  const placed = (
    await call<{ orderNumber?: string; lineItems?: unknown[] }>('POST', '/store-api/checkout/order', {
      body: {},
      token: first,
    })
  ).body;
  if (!placed.orderNumber || placed.lineItems?.length !== 1)
    throw new Error(`The order answer is not an order of one line item: ${JSON.stringify(placed).slice(0, 300)}`);
  const emptied = (await call<Cart>('GET', '/store-api/checkout/cart', { token: first })).body;
  if (emptied.lineItems.length !== 0) throw new Error('The cart is not empty after the order');

  // --- measure
  interface Row {
    scenario: string;
    measuredRequest: string;
    connections: number;
    requestsPerSecond: number;
    allRequestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    helper: Latency | null;
    errors: number;
    non2xx: number;
    kbPerAnswer: number;
    ratioToContext: number;
    failures: string[];
  }
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const rssBefore = process.memoryUsage().rss;
  const rows: Row[] = [];
  let orderAnswers = 1; // the checked one above
  for (const scenario of scenarios) {
    for (const connections of CONNECTIONS) {
      process.stderr.write(`${scenario.name} @ ${connections} connections ...\n`);
      const run = await inWorker({
        baseUrl,
        accessKey: config.accessKey,
        tokens,
        steps: scenario.steps,
        connections,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      if (scenario.name === 'order') orderAnswers += run.measured.count + run.warmup.measured2xx;
      const measuredStep = scenario.steps.find((step) => step.measured)!;
      const requestsPerSecond = run.measured.count / run.durationSeconds;
      const baseline = rows.find((row) => row.scenario === 'context' && row.connections === connections);
      rows.push({
        scenario: scenario.name,
        measuredRequest: `${measuredStep.method} ${measuredStep.path}`,
        connections,
        requestsPerSecond,
        allRequestsPerSecond: run.requests / run.durationSeconds,
        p50Ms: run.measured.p50Ms,
        p99Ms: run.measured.p99Ms,
        maxMs: run.measured.maxMs,
        helper: run.helper,
        errors: run.errors + run.warmup.errors,
        non2xx: run.non2xx + run.warmup.non2xx,
        kbPerAnswer: run.measured.count > 0 ? run.measuredBytes / run.measured.count / 1024 : 0,
        ratioToContext: baseline ? requestsPerSecond / baseline.requestsPerSecond : 1,
        failures: run.failures,
      });
    }
  }
  const rssAfter = process.memoryUsage().rss;
  const rssPeak = process.resourceUsage().maxRSS * 1024;

  // --- afterwards: every cart is empty and every 2xx order answer is an order of its customer
  const problems: string[] = [];
  let ordersStored = 0;
  for (const token of tokens) {
    const cart = (await call<Cart>('GET', '/store-api/checkout/cart', { token })).body;
    if (cart.lineItems.length > 0) problems.push(`a cart still holds ${cart.lineItems.length} line item(s)`);
    const listed = (
      await call<{ orders: { total: number } }>('POST', '/store-api/order', {
        body: { limit: 1, 'total-count-mode': 'exact' },
        token,
      })
    ).body;
    ordersStored += listed.orders.total;
  }
  if (ordersStored !== orderAnswers)
    problems.push(`${orderAnswers} orders were answered with 2xx, but the customers have ${ordersStored}`);
  await app.close();
  db.close();

  // --- report
  const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
  const table = [
    '| scenario | connections | requests/s | p50 ms | p99 ms | all requests/s | errors / non-2xx | KB/answer | vs context |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((row) => {
      const ratio =
        row.scenario === 'context'
          ? 'baseline'
          : `${(row.ratioToContext * 100).toFixed(1)} % (1/${(1 / row.ratioToContext).toFixed(1)})`;
      const cells = [
        row.scenario,
        row.connections,
        Math.round(row.requestsPerSecond),
        ms(row.p50Ms),
        ms(row.p99Ms),
        Math.round(row.allRequestsPerSecond),
        `${row.errors} / ${row.non2xx}`,
        row.kbPerAnswer.toFixed(1),
        ratio,
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ].join('\n');
  const memory = `RSS before: ${megabytes(rssBefore)} MB, after: ${megabytes(rssAfter)} MB, peak: ${megabytes(rssPeak)} MB; ${ordersStored} orders stored`;
  console.log(
    `\n${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, ${sessions} customers, product ${product.productNumber}, Node ${process.version}\n\n${table}\n\n${memory}`,
  );

  mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    secondsPerRun: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    sessions,
    product: { id: product.id, productNumber: product.productNumber },
    scenarios: scenarios.map((scenario) => ({
      name: scenario.name,
      steps: scenario.steps.map(({ method, path, measured }) => ({ method, path, measured })),
    })),
    ordersStored,
    rssBytes: { before: rssBefore, after: rssAfter, peak: rssPeak },
    rows,
    problems,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const failed = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  for (const row of failed)
    console.error(
      `\nErrors or non-2xx answers in ${row.scenario} @ ${row.connections}:\n  ${row.failures.join('\n  ')}`,
    );
  for (const problem of problems) console.error(`\nCheck failed: ${problem}`);
  return failed.length > 0 || problems.length > 0 ? 1 : 0;
}

if (isMainThread) process.exit(await main());
else parentPort!.postMessage(await runLoad(workerData as LoadJob));
