/**
 * What a document of doubling fragments costs the gateway (issue 42): `fragment Fn on Query { ...Fn-1 ...Fn-1 }`
 * up to F25 … F95 (about 95 fit under the token limit) is refused as too complex; every validation rule must cost
 * each fragment once, so its refusal takes about as long as a plain listing query's answer. In one run, against the
 * gateway as `npm start` serves it: the median time of a plain listing query (the baseline, a cached answer as an
 * app or the web client gets it, parsed and validated with its Store API answer cached), of each document (a new text each time, as an attacker sends it, so that no
 * parsed-document cache helps; the listing's text is new each time too), and `GET /health`'s p99 while four
 * connections send listings, then the largest document. Targets: each document's median ≤ 2× the listing's;
 * `/health`'s p99 beside the documents ≤ 2× its p99 beside the listings.
 * Run: npx tsx --tsconfig gateway/tsconfig.json bench/document-validation.ts   (BENCH_SECONDS=1 for CI)
 */
import { Agent, request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { BENCH_BUDGETS, enforcedBudgets, othersBudgets } from './enforced-budgets.js';
import { startEmulatorProcess } from '@weingut/testkit/emulator-process';
import { startGatewayProcess } from '@weingut/testkit/gateway-process';
import { MEASURED_GATEWAY_ENV } from './process-usage.js';
import { doublingFragments } from '@weingut/testkit/hostile-documents';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(SECONDS > 0 && SECONDS <= 60))
  throw new Error(`BENCH_SECONDS must be a number of seconds in (0, 60], got ${process.env.BENCH_SECONDS}`);
const FRAGMENT_COUNTS = [25, 35, 45, 55, 65, 75, 85, 95];
const TARGET_DOCUMENT_RATIO = 2;
const TARGET_HEALTH_RATIO = 2;
const ATTACK_CONNECTIONS = 4;
const RESULTS_FILE = new URL('./results/document-validation.json', import.meta.url);
const ENFORCED = enforcedBudgets(
  'BENCH_ENFORCE',
  BENCH_BUDGETS.documentValidation,
  'none',
  othersBudgets('documentValidation'),
);

// --- the emulator (in-memory database) and the gateway as `npm start` serves it, each in a process of its own
const emulator = await startEmulatorProcess();
const gateway = await startGatewayProcess({ env: { ...MEASURED_GATEWAY_ENV, SHOPWARE_ENDPOINT: emulator.url } });
const { origin } = new URL(gateway.url);

interface Answer {
  status: number;
  ms: number;
}

/** One request over `agent`, timed from its start to the answer's end. */
function timed(agent: Agent, method: 'GET' | 'POST', path: string, body?: string): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = body
    ? { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }
    : {};
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const graphql = (agent: Agent, query: string) => timed(agent, 'POST', '/graphql', JSON.stringify({ query }));

/** Asks `next()` one after the other on one connection for `seconds`. */
async function loop(seconds: number, next: (agent: Agent) => Promise<Answer>): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) answers.push(await next(agent));
  agent.destroy();
  return answers;
}

const percentile = (answers: Answer[], share: number): number => {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

const categoryAnswer = (await fetch(`${origin}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  body: JSON.stringify({ query: '{ navigation(type: MAIN) { id } }' }),
}).then((res) => res.json())) as { data: { navigation: { id: string }[] } };
const categoryId = categoryAnswer.data.navigation[0]!.id;
let documentNumber = 0;
/** A plain listing query, its operation named anew each time as the documents are: parsed and validated each time, its Store API answer cached. */
const nextListing = () =>
  `query L${(documentNumber += 1)} { productListing(categoryId: "${categoryId}", limit: 10) { total products { id name path } } }`;
/** A document of `count` doubling fragments, its operation named anew each time: a text the gateway has not seen. */
const nextDocument = (count: number) => doublingFragments(count, `Q${(documentNumber += 1)}`);

// --- warm-up: the listing's cached answer and the gateway's code paths, not counted
const perStep = Math.max(0.25, SECONDS / 4);
await loop(perStep, (agent) => graphql(agent, nextListing()));
await loop(perStep, (agent) => graphql(agent, nextDocument(FRAGMENT_COUNTS.at(-1)!)));

const listing = await loop(SECONDS, (agent) => graphql(agent, nextListing()));
const documents = [];
for (const count of FRAGMENT_COUNTS)
  documents.push({ count, answers: await loop(perStep, (agent) => graphql(agent, nextDocument(count))) });
/** `/health` asked on one connection for SECONDS while ATTACK_CONNECTIONS connections send `next()` one after the other. */
async function healthBeside(next: () => string): Promise<{ health: Answer[]; others: Answer[] }> {
  let running = true;
  const senders = Array.from({ length: ATTACK_CONNECTIONS }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answers: Answer[] = [];
    while (running) answers.push(await graphql(agent, next()));
    agent.destroy();
    return answers;
  });
  const health = await loop(SECONDS, (agent) => timed(agent, 'GET', '/health'));
  running = false;
  return { health, others: (await Promise.all(senders)).flat() };
}
const besideListings = await healthBeside(nextListing);
const besideDocuments = await healthBeside(() => nextDocument(FRAGMENT_COUNTS.at(-1)!));
const healthQuiet = besideListings.health;
const healthUnderAttack = besideDocuments.health;
const attackAnswers = besideDocuments.others;
await gateway.stop();
await emulator.kill('SIGTERM');

const listingMedian = percentile(listing, 0.5);
const documentRows = documents.map(({ count, answers }) => ({
  fragments: count,
  characters: nextDocument(count).length,
  requests: answers.length,
  medianMs: round(percentile(answers, 0.5)),
  ratio: round(percentile(answers, 0.5) / listingMedian),
  refused: answers.every((answer) => answer.status === 400),
}));
const worstDocument = Math.max(...documentRows.map((row) => row.ratio));
const healthRatio = round(percentile(healthUnderAttack, 0.99) / percentile(healthQuiet, 0.99));

console.log(`\n## Documents of doubling fragments against a plain listing query (${SECONDS} s)\n`);
console.log('| request | requests | median ms | × the listing | target | answered |');
console.log('| --- | ---: | ---: | ---: | --- | --- |');
console.log(
  `| a plain listing query (baseline: \`productListing\`, 10 products, its Store API answer cached) | ${listing.length} | ${round(listingMedian)} | 1 | – | ${listing.every((answer) => answer.status === 200) ? 'all 200' : 'not all 200'} |`,
);
for (const row of documentRows)
  console.log(
    `| ${row.fragments} doubling fragments (${row.characters} characters) | ${row.requests} | ${row.medianMs} | ${row.ratio} | ≤ ${TARGET_DOCUMENT_RATIO}× | ${row.refused ? 'all 400 (too complex)' : 'not all refused'} |`,
  );
console.log(
  `\n\`GET /health\` p99 while ${ATTACK_CONNECTIONS} connections send: listing queries (baseline, ${besideListings.others.length} sent) ${round(percentile(healthQuiet, 0.99))} ms; documents of ${FRAGMENT_COUNTS.at(-1)} fragments (${attackAnswers.length} sent) ${round(percentile(healthUnderAttack, 0.99))} ms: ${healthRatio}× (target ≤ ${TARGET_HEALTH_RATIO}×; bound: 1×, documents delay others no more than listings).`,
);
console.log(
  `Worst document: ${worstDocument}× the listing (target ≤ ${TARGET_DOCUMENT_RATIO}×; bound: 1×, a refusal costs no more than an answer).`,
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  RESULTS_FILE,
  JSON.stringify(
    {
      seconds: SECONDS,
      listing: { requests: listing.length, medianMs: round(listingMedian) },
      documents: documentRows,
      health: {
        besideListingsP99Ms: round(percentile(healthQuiet, 0.99)),
        besideDocumentsP99Ms: round(percentile(healthUnderAttack, 0.99)),
        ratio: healthRatio,
        attackDocuments: attackAnswers.length,
      },
    },
    null,
    2,
  ),
);

const failures = [
  ...(listing.some((answer) => answer.status !== 200) ? ['the listing was not always answered 200'] : []),
  ...documentRows.filter((row) => !row.refused).map((row) => `${row.fragments} fragments: not always refused`),
  ...(attackAnswers.some((answer) => answer.status !== 400) ? ['an attacking document was not refused'] : []),
  ...(healthUnderAttack.some((answer) => answer.status !== 200) ? ['/health failed under the documents'] : []),
];
const broken = [
  ...(ENFORCED.has('document-validation') && worstDocument > TARGET_DOCUMENT_RATIO
    ? [`document-validation: ${worstDocument}× > ${TARGET_DOCUMENT_RATIO}×`]
    : []),
  ...(ENFORCED.has('health-beside-documents') && healthRatio > TARGET_HEALTH_RATIO
    ? [`health-beside-documents: ${healthRatio}× > ${TARGET_HEALTH_RATIO}×`]
    : []),
];
if (failures.length) console.error(`Check failed: ${failures.join('; ')}`);
if (broken.length) console.error(`Budgets broken: ${broken.join('; ')}`);
process.exit(failures.length || broken.length ? 1 : 0);
