/**
 * Load benchmark of the gateway's addToCart and placeOrder mutations against the direct Store API
 * calls they make (the baselines, measured in the same run): what the GraphQL layer adds to a
 * checkout. Run: npx tsx --tsconfig gateway/tsconfig.json bench/gateway-checkout.ts
 * (BENCH_SECONDS=1 for a short CI run; see bench/README.md)
 *
 * As in emulator-checkout.ts, each connection is one logged-in customer (its own token and cart)
 * and an iteration is a sequence (fill the cart, order; or add, empty the cart), so this file runs
 * its own bounded load loop (node:http, one keep-alive socket per connection and server) in a worker
 * thread and keeps one HDR histogram per measured request, in µs. The helper requests always go
 * directly to the Store API, so both sides of a ratio pay the same for them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import hdr, { type Histogram } from 'hdr-histogram-js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = [1, 10];
const REQUEST_TIMEOUT_MS = 10_000;
const RESULTS_FILE = new URL('./results/gateway-checkout.json', import.meta.url);

type Method = 'GET' | 'POST' | 'DELETE';
type Target = 'storeApi' | 'gateway';
/** One request of an iteration; only `measured` ones go into the histogram and the table. */
interface Step {
  target: Target;
  method: Method;
  path: string;
  body?: unknown;
  measured: boolean;
}
type ScenarioName = 'add-to-cart direct' | 'add-to-cart gateway' | 'order direct' | 'order gateway';
interface Scenario {
  name: ScenarioName;
  steps: Step[];
}
interface LoadJob {
  urls: Record<Target, string>;
  accessKey: string;
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
}
interface LoadResult {
  durationSeconds: number;
  measured: Latency;
  errors: number;
  non2xx: number;
  warmup: { errors: number; non2xx: number; measured2xx: number };
  failures: string[];
}

/**
 * A GraphQL answer is a failure when it has errors or a mutation's userErrors: a 200 is not enough.
 * Store API answers only need their 2xx.
 */
function refusalIn(target: Target, text: string): string | null {
  if (target !== 'gateway') return null;
  const answer = JSON.parse(text) as { data?: Record<string, { userErrors?: unknown[] } | null>; errors?: unknown[] };
  if (answer.errors?.length) return `GraphQL errors: ${JSON.stringify(answer.errors).slice(0, 300)}`;
  const refused = Object.values(answer.data ?? {}).find((payload) => payload?.userErrors?.length);
  return refused ? `userErrors: ${JSON.stringify(refused.userErrors)}` : null;
}

// ---------------------------------------------------------------------------------------------
// The load worker: `connections` loops, each with its own sockets and token, for a bounded time.

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agents = job.tokens.slice(0, job.connections).map(() => ({
    storeApi: new Agent({ keepAlive: true, maxSockets: 1 }),
    gateway: new Agent({ keepAlive: true, maxSockets: 1 }),
  }));
  const failures: string[] = [];
  const tally = () => ({ measured: hdr.build() as Histogram, measured2xx: 0, errors: 0, non2xx: 0 });

  const send = (connection: number, step: Step) =>
    new Promise<{ status: number; micros: number; text: string }>((resolve, reject) => {
      const { hostname, port } = new URL(job.urls[step.target]);
      const body = step.body === undefined ? undefined : JSON.stringify(step.body);
      const token = job.tokens[connection]!;
      const headers: Record<string, string | number> =
        step.target === 'storeApi'
          ? { 'sw-access-key': job.accessKey, 'sw-context-token': token }
          : { 'sw-context-token': token };
      if (body !== undefined)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      const started = process.hrtime.bigint();
      const req = httpRequest(
        {
          hostname,
          port,
          method: step.method,
          path: step.path,
          agent: agents[connection]![step.target],
          timeout: REQUEST_TIMEOUT_MS,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              micros: Number((process.hrtime.bigint() - started) / 1000n),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });

  /** Whole iterations until the deadline: a started iteration is finished, so every cart ends empty. */
  async function loop(connection: number, until: number, into: ReturnType<typeof tally>): Promise<void> {
    while (performance.now() < until) {
      for (const step of job.steps) {
        try {
          const answer = await send(connection, step);
          const refusal =
            answer.status >= 200 && answer.status <= 299
              ? refusalIn(step.target, answer.text)
              : `status ${answer.status}`;
          if (refusal) {
            into.non2xx += 1;
            if (failures.length < 5)
              failures.push(`${step.method} ${step.path}: ${refusal} ${answer.text.slice(0, 200)}`);
            break; // the rest of the iteration depends on this step
          }
          if (step.measured) {
            into.measured.recordValue(answer.micros);
            into.measured2xx += 1;
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
  for (const agent of agents) {
    agent.storeApi.destroy();
    agent.gateway.destroy();
  }
  return {
    durationSeconds,
    measured: {
      count: run.measured.totalCount,
      p50Ms: run.measured.getValueAtPercentile(50) / 1000,
      p99Ms: run.measured.getValueAtPercentile(99) / 1000,
    },
    errors: run.errors,
    non2xx: run.non2xx,
    warmup: { errors: warmup.errors, non2xx: warmup.non2xx, measured2xx: warmup.measured2xx },
    failures,
  };
}

/** Runs one LoadJob in a worker thread (tsx's API loads this file there), so the load does not take the servers' event loop. */
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
// The main thread: the emulator and the gateway, the customers, the runs and the report.

const ADD_TO_CART = `mutation Add($productId: ID!) {
  addToCart(productId: $productId, quantity: 1) {
    cart { itemCount lineItems { id label quantity totalPrice { amount } product { name path cover { url } } } totals { total { amount } } }
    notification { type message }
    userErrors { code }
  }
}`;
const PLACE_ORDER = `mutation Place {
  placeOrder(input: { termsAccepted: true, ageConfirmed: true }) {
    order { id orderNumber paymentStatus totals { total { amount } } lineItems { label quantity } billingAddress { city } shippingMethod { name } paymentMethod { name } }
    userErrors { code }
  }
}`;

async function main(): Promise<number> {
  if (!(SECONDS > 0 && SECONDS <= 60))
    throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
  const { createEmulator } = await import('@weingut/emulator/app');
  const { loadConfig: loadEmulatorConfig } = await import('@weingut/emulator/config');
  const { openDatabase } = await import('@weingut/emulator/db/database');
  const { loadConfig: loadGatewayConfig } = await import('@weingut/gateway/config');
  const { createServer } = await import('@weingut/gateway/server');

  // --- the emulator (in-memory, registrations logged in at once) and the gateway, in this process
  const config = loadEmulatorConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '', EMULATOR_DOUBLE_OPT_IN: '0' });
  const db = openDatabase(config.databaseFile);
  const emulator = createEmulator({ config, db });
  const emulatorUrl = await emulator.listen({ port: 0, host: '127.0.0.1' });
  // As `npm start` runs it (development, which keeps the x-upstream-calls read below; the web client and its renderer
  // loaded); warnings only, so that the bench's output is its table (the catalogue bench's gateways log as in production).
  const { app: gateway } = await createServer(
    // RATE_LIMITS off: each connection is a customer ordering in a loop from one address, which is what the
    // order limits refuse (docs/adr/0029); the bench measures the cost of an order, not of its refusal.
    loadGatewayConfig({ SHOPWARE_ENDPOINT: emulatorUrl, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' }),
  );
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const urls: Record<Target, string> = { storeApi: emulatorUrl, gateway: gatewayUrl };

  async function call<T>(
    target: Target,
    method: Method,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ) {
    const headers: Record<string, string> = target === 'storeApi' ? { 'sw-access-key': config.accessKey } : {};
    if (options.token) headers['sw-context-token'] = options.token;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(urls[target] + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    const refusal = refusalIn(target, text);
    if (refusal) throw new Error(`${path}: ${refusal}`);
    return { body: (text === '' ? undefined : JSON.parse(text)) as T, headers: response.headers };
  }

  // --- a bottle sold one at a time that is no closeout (its stock may go below zero), and one customer per connection
  const { body: context } = await call<{ salesChannel: { countryId: string } }>(
    'storeApi',
    'GET',
    '/store-api/context',
  );
  const { body: salutations } = await call<{ elements: { id: string; salutationKey: string }[] }>(
    'storeApi',
    'POST',
    '/store-api/salutation',
    { body: {} },
  );
  const salutationId = salutations.elements.find((salutation) => salutation.salutationKey === 'mrs')!.id;
  const { body: found } = await call<{
    elements: { id: string; productNumber: string; isCloseout?: boolean; available?: boolean; minPurchase?: number }[];
  }>('storeApi', 'POST', '/store-api/search', { body: { search: 'riesling', limit: 10 } });
  const product = found.elements.find(
    (candidate) =>
      candidate.isCloseout === false && candidate.available !== false && (candidate.minPurchase ?? 1) === 1,
  );
  if (!product) throw new Error("The search for 'riesling' found no product that can be ordered without limit");
  const tokens: string[] = [];
  for (let index = 0; index < Math.max(...CONNECTIONS); index++) {
    const { headers } = await call('storeApi', 'POST', '/store-api/account/register', {
      body: {
        salutationId,
        firstName: 'Bench',
        lastName: `Kunde ${index + 1}`,
        email: `bench.gateway.${index + 1}.${Date.now().toString(36)}@example.de`,
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
    });
    tokens.push(headers.get('sw-context-token')!);
  }

  const addDirect: Omit<Step, 'measured'> = {
    target: 'storeApi',
    method: 'POST',
    path: '/store-api/checkout/cart/line-item',
    body: { items: [{ type: 'product', id: product.id, referencedId: product.id, quantity: 1 }] },
  };
  const addGateway: Omit<Step, 'measured'> = {
    target: 'gateway',
    method: 'POST',
    path: '/graphql',
    body: { query: ADD_TO_CART, variables: { productId: product.id } },
  };
  const emptyCart: Step = { target: 'storeApi', method: 'DELETE', path: '/store-api/checkout/cart', measured: false };
  const orderDirect: Omit<Step, 'measured'> = {
    target: 'storeApi',
    method: 'POST',
    path: '/store-api/checkout/order',
    body: {},
  };
  const orderGateway: Omit<Step, 'measured'> = {
    target: 'gateway',
    method: 'POST',
    path: '/graphql',
    body: { query: PLACE_ORDER },
  };
  const scenarios: Scenario[] = [
    { name: 'add-to-cart direct', steps: [{ ...addDirect, measured: true }, emptyCart] },
    { name: 'add-to-cart gateway', steps: [{ ...addGateway, measured: true }, emptyCart] },
    {
      name: 'order direct',
      steps: [
        { ...addDirect, measured: false },
        { ...orderDirect, measured: true },
      ],
    },
    {
      name: 'order gateway',
      steps: [
        { ...addDirect, measured: false },
        { ...orderGateway, measured: true },
      ],
    },
  ];

  // --- one gateway iteration of each by hand, checked, with the Store API calls the gateway made
  const first = tokens[0]!;
  const added = await call<{ data: { addToCart: { cart: { itemCount: number }; notification: { type: string } } } }>(
    'gateway',
    'POST',
    '/graphql',
    { body: addGateway.body, token: first },
  );
  if (added.body.data.addToCart.cart.itemCount !== 1 || added.body.data.addToCart.notification.type !== 'SUCCESS')
    throw new Error(`addToCart: ${JSON.stringify(added.body)}`);
  const addCalls = added.headers.get('x-upstream-call-log') ?? '';
  await call('storeApi', 'DELETE', '/store-api/checkout/cart', { token: first });
  await call('storeApi', 'POST', addDirect.path, { body: addDirect.body, token: first });
  const placed = await call<{ data: { placeOrder: { order: { lineItems: unknown[] } } } }>(
    'gateway',
    'POST',
    '/graphql',
    { body: orderGateway.body, token: first },
  );
  if (placed.body.data.placeOrder.order.lineItems.length !== 1)
    throw new Error(`placeOrder: ${JSON.stringify(placed.body)}`);
  const orderCalls = placed.headers.get('x-upstream-call-log') ?? '';
  let orderAnswers = 1;

  // --- measure: per number of connections, direct then gateway for each operation
  interface Row {
    scenario: ScenarioName;
    connections: number;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    errors: number;
    non2xx: number;
    failures: string[];
  }
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    for (const scenario of scenarios) {
      process.stderr.write(`${scenario.name} @ ${connections} connections ...\n`);
      const run = await inWorker({
        urls,
        accessKey: config.accessKey,
        tokens,
        steps: scenario.steps,
        connections,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      if (scenario.name.startsWith('order')) orderAnswers += run.measured.count + run.warmup.measured2xx;
      rows.push({
        scenario: scenario.name,
        connections,
        requestsPerSecond: run.measured.count / run.durationSeconds,
        p50Ms: run.measured.p50Ms,
        p99Ms: run.measured.p99Ms,
        errors: run.errors + run.warmup.errors,
        non2xx: run.non2xx + run.warmup.non2xx,
        failures: run.failures,
      });
    }
  }

  // --- afterwards: every cart is empty, and the customers have exactly as many orders as were answered
  const problems: string[] = [];
  let ordersStored = 0;
  for (const token of tokens) {
    const { body: cart } = await call<{ lineItems: unknown[] }>('storeApi', 'GET', '/store-api/checkout/cart', {
      token,
    });
    if (cart.lineItems.length > 0) problems.push(`a cart still holds ${cart.lineItems.length} line item(s)`);
    const { body: listed } = await call<{ orders: { total: number } }>('storeApi', 'POST', '/store-api/order', {
      body: { limit: 1, 'total-count-mode': 'exact' },
      token,
    });
    ordersStored += listed.orders.total;
  }
  if (ordersStored !== orderAnswers)
    problems.push(`${orderAnswers} orders were answered, but the customers have ${ordersStored}`);
  await gateway.close();
  await emulator.close();
  db.close();

  // --- report: per operation and connections, the gateway against the direct call
  const row = (scenario: ScenarioName, connections: number) =>
    rows.find((candidate) => candidate.scenario === scenario && candidate.connections === connections)!;
  const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
  const ratios = (['add-to-cart', 'order'] as const).flatMap((operation) =>
    CONNECTIONS.map((connections) => {
      const [d, g] = [row(`${operation} direct`, connections), row(`${operation} gateway`, connections)];
      return {
        operation,
        connections,
        direct: { requestsPerSecond: d.requestsPerSecond, p50Ms: d.p50Ms, p99Ms: d.p99Ms },
        gateway: { requestsPerSecond: g.requestsPerSecond, p50Ms: g.p50Ms, p99Ms: g.p99Ms },
        p50Ratio: g.p50Ms / d.p50Ms,
        p99Ratio: g.p99Ms / d.p99Ms,
        throughputRatio: g.requestsPerSecond / d.requestsPerSecond,
        errors: d.errors + g.errors,
        non2xx: d.non2xx + g.non2xx,
      };
    }),
  );
  const table = [
    '| operation | connections | p50 ms direct / gateway | gateway/direct | p99 ms direct / gateway | gateway/direct | req/s direct / gateway | gateway/direct | errors / non-2xx |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...ratios.map(
      (ratio) =>
        `| ${[
          ratio.operation,
          ratio.connections,
          `${ms(ratio.direct.p50Ms)} / ${ms(ratio.gateway.p50Ms)}`,
          `${ratio.p50Ratio.toFixed(2)}×`,
          `${ms(ratio.direct.p99Ms)} / ${ms(ratio.gateway.p99Ms)}`,
          `${ratio.p99Ratio.toFixed(2)}×`,
          `${Math.round(ratio.direct.requestsPerSecond)} / ${Math.round(ratio.gateway.requestsPerSecond)}`,
          ratio.throughputRatio.toFixed(2),
          `${ratio.errors} / ${ratio.non2xx}`,
        ].join(' | ')} |`,
    ),
  ].join('\n');
  const notes = [
    `Store API calls of addToCart: ${addCalls}`,
    `Store API calls of placeOrder: ${orderCalls}`,
    `${ordersStored} orders stored, as answered`,
  ].join('\n');
  console.log(
    `\n${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, ${tokens.length} customers, product ${product.productNumber}, Node ${process.version}\n\n${table}\n\n${notes}`,
  );

  mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    secondsPerRun: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    customers: tokens.length,
    product: { id: product.id, productNumber: product.productNumber },
    upstreamCalls: { addToCart: addCalls, placeOrder: orderCalls },
    ordersStored,
    ratios,
    rows,
    problems,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const failed = rows.filter((candidate) => candidate.errors > 0 || candidate.non2xx > 0);
  for (const failedRow of failed)
    console.error(
      `\nErrors or refused answers in ${failedRow.scenario} @ ${failedRow.connections}:\n  ${failedRow.failures.join('\n  ')}`,
    );
  for (const problem of problems) console.error(`\nCheck failed: ${problem}`);
  return failed.length > 0 || problems.length > 0 ? 1 : 0;
}

if (isMainThread) process.exit(await main());
else parentPort!.postMessage(await runLoad(workerData as LoadJob));
