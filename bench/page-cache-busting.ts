/**
 * A shopper's cached category page while an attacker busts the page cache (issue 30): in one run, the
 * shopper's p95 for the kept page quiet, then while several connections ask for the same page with random
 * query parameters and random cookies (each a new page to a gateway that keys kept pages by the whole
 * request). Target: the p95 under attack within 3× the quiet one. See bench/README.md.
 * Run: npx tsx --tsconfig gateway/tsconfig.json bench/page-cache-busting.ts   (BENCH_SECONDS=1 for CI)
 */
import { randomBytes } from 'node:crypto';
import { Agent, get } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { loadConfig } from '@weingut/gateway/config';
import { BENCH_BUDGETS, enforcedBudgets, othersBudgets } from './enforced-budgets.js';
import { startEmulatorProcess } from '@weingut/testkit/emulator-process';
import { startGatewayProcess } from '@weingut/testkit/gateway-process';
import { MEASURED_GATEWAY_ENV } from './process-usage.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(SECONDS > 0 && SECONDS <= 60))
  throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
const PAGE = '/Weine/Rotwein/';
const ATTACK_CONNECTIONS = 4;
const TARGET_RATIO = 3;
const RESULTS_FILE = new URL('./results/page-cache-busting.json', import.meta.url);
// `page-cache-busting`: the shopper's p95 under attack within TARGET_RATIO × the quiet one; BENCH_ENFORCE names it to fail the run on a breach.
const ENFORCED = enforcedBudgets(
  'BENCH_ENFORCE',
  BENCH_BUDGETS.pageCacheBusting,
  'none',
  othersBudgets('pageCacheBusting'),
);

// --- the emulator (in-memory database) and the gateway as `npm start` serves it, each in a process of its own:
// this one only asks and times, so the attacker's load on the emulator does not slow the shopper's clock.
const emulator = await startEmulatorProcess();
const gateway = await startGatewayProcess({ env: { ...MEASURED_GATEWAY_ENV, SHOPWARE_ENDPOINT: emulator.url } });
// The shop's own address (the gateway's is its GraphQL endpoint's).
const shopOrigin = new URL(gateway.url).origin;
// The bound the gateway runs with (its default unless PAGE_RENDERS is set), for the report.
const renderBound = loadConfig(process.env).pageRenders;

interface Answer {
  status: number;
  ms: number;
}

/** One GET of `path` over `agent`'s connections, as a browser's navigation (Accept: text/html). */
function page(agent: Agent, path: string, cookie?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    get(`${shopOrigin}${path}`, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/** The shopper: one connection, one page after the other for `seconds`, without cookies (a new visitor each time). */
async function shopper(seconds: number): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) answers.push(await page(agent, PAGE));
  agent.destroy();
  return answers;
}

const random = () => randomBytes(8).toString('hex');

/** The attacker: `connections` loops, each asking for the page with a random parameter and a random cookie, until stopped. */
function attacker(connections: number): { stop(): Promise<Answer[]> } {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: connections }, async () => {
    while (running)
      answers.push(await page(agent, `${PAGE}?utm=${random()}&ref=${random()}`, `ab_${random()}=${random()}`));
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return answers;
    },
  };
}

// --- warm-up: the kept page and the gateway's code paths, not counted
await shopper(Math.min(1, SECONDS));
const quiet = await shopper(SECONDS);
const attack = attacker(ATTACK_CONNECTIONS);
await setTimeout(Math.min(500, SECONDS * 250));
const underAttack = await shopper(SECONDS);
const attackAnswers = await attack.stop();
await gateway.stop();
await emulator.kill('SIGTERM');

const figures = (answers: Answer[]) => ({
  requests: answers.length,
  p50Ms:
    Math.round(
      percentile(
        answers.map((answer) => answer.ms),
        0.5,
      ) * 10,
    ) / 10,
  p95Ms:
    Math.round(
      percentile(
        answers.map((answer) => answer.ms),
        0.95,
      ) * 10,
    ) / 10,
  failures: answers.filter((answer) => answer.status !== 200).length,
});
const statuses = (answers: Answer[]) =>
  Object.fromEntries(
    [...new Set(answers.map((answer) => answer.status))].map((status) => [
      status,
      answers.filter((answer) => answer.status === status).length,
    ]),
  );
const quietFigures = figures(quiet);
const attackFigures = figures(underAttack);
const ratio = Math.round((attackFigures.p95Ms / quietFigures.p95Ms) * 100) / 100;

console.log(
  `\n## A shopper's kept page (${PAGE}) quiet and while ${ATTACK_CONNECTIONS} connections bust the page cache (${SECONDS} s each)\n`,
);
console.log('| shopper | requests | p50 ms | p95 ms | failed |');
console.log('| --- | ---: | ---: | ---: | ---: |');
console.log(
  `| quiet | ${quietFigures.requests} | ${quietFigures.p50Ms} | ${quietFigures.p95Ms} | ${quietFigures.failures} |`,
);
console.log(
  `| under attack | ${attackFigures.requests} | ${attackFigures.p50Ms} | ${attackFigures.p95Ms} | ${attackFigures.failures} |`,
);
console.log(
  `\np95 under attack / quiet: ${ratio}× (target ≤ ${TARGET_RATIO}×${ENFORCED.has('page-cache-busting') ? ', enforced' : ''}); ` +
    `render bound: ${renderBound.concurrent} at once, ${renderBound.queue} waiting up to ${renderBound.waitMs} ms.`,
);
console.log(
  `Attacker's answers by status: ${JSON.stringify(statuses(attackAnswers))} (${attackAnswers.length} in all).`,
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  RESULTS_FILE,
  JSON.stringify(
    {
      page: PAGE,
      seconds: SECONDS,
      attackConnections: ATTACK_CONNECTIONS,
      quiet: quietFigures,
      underAttack: attackFigures,
      ratio,
      targetRatio: TARGET_RATIO,
      renderBound,
      attackerStatuses: statuses(attackAnswers),
    },
    null,
    2,
  ),
);

const failed = quietFigures.failures + attackFigures.failures > 0;
if (failed) console.error('The shopper got answers other than 200.');
const breached = ENFORCED.has('page-cache-busting') && !(ratio <= TARGET_RATIO);
if (breached) console.error(`The shopper's p95 under attack is ${ratio}× the quiet one, over ${TARGET_RATIO}×.`);
process.exit(failed || breached ? 1 : 0);
