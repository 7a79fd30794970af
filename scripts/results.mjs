#!/usr/bin/env node
// Writes docs/results.md: runs the short benchmark and performance configurations (those of .ci/run) and puts
// what each prints under a heading of its own, with the date, the commit and the machine they ran on.
// `npm run results` runs every step; `npm run results -- <step> …` only the named ones, keeping the other steps'
// sections as the document had them (marked as kept). The figures are never edited by hand: run this again instead.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCUMENT = `${ROOT}docs/results.md`;
const TSX = `${ROOT}node_modules/.bin/tsx`;
const GATEWAY_TSCONFIG = ['--tsconfig', 'gateway/tsconfig.json'];

/** Each step: what it measures, its targets and their bounds, and the command that prints its report. */
const STEPS = [
  {
    name: 'emulator-listing',
    title: "The emulator's listing and search",
    targets: 'none: the cost of a listing against `GET /health` in the same run',
    command: [TSX, 'bench/emulator-listing.ts'],
  },
  {
    name: 'emulator-checkout',
    title: "The emulator's add-to-cart and order",
    targets: 'none: the cost against `GET /store-api/context` in the same run',
    command: [TSX, 'bench/emulator-checkout.ts'],
  },
  {
    name: 'gateway-catalogue',
    title: "The gateway's catalogue queries, uncached and cached",
    targets:
      'cached ≥ 5× direct at 50 connections (bound: the ceiling, the gateway’s `GET /health`); uncached mean ≤ 1.15× direct ' +
      'at 1 connection (bound: the floor, a bare pass-through hop); peak RSS < 256 MB',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/gateway-catalogue.ts'],
  },
  {
    name: 'gateway-checkout',
    title: "The gateway's add-to-cart and order",
    targets: 'none: what the gateway adds to the Store API call',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/gateway-checkout.ts'],
  },
  {
    name: 'page-cache-busting',
    title: "A shopper's kept page while the page cache is busted",
    targets: 'the shopper’s p95 under attack ≤ 3× its p95 quiet, in the same run',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/page-cache-busting.ts'],
  },
  {
    name: 'document-validation',
    title: 'Documents of doubling fragments against a plain listing query',
    targets:
      'each document’s median ≤ 2× a plain listing query’s (bound: 1×); `GET /health`’s p99 beside the documents ≤ 2× ' +
      'its p99 beside listing queries at the same 4 connections (bound: 1×)',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/document-validation.ts'],
  },
  {
    name: 'returning-shopper-pages',
    title: "A returning shopper's server-rendered pages",
    targets:
      'category and product page ≥ 0.5× the kept page’s throughput at 10 connections (bound: the kept page); ' +
      '≤ 15 ms of gateway CPU per page; a cached GraphQL listing’s p99 ≤ 3× its p99 alone while pages are asked at ' +
      '50 connections; peak RSS ≤ 256 MB under pages and GraphQL at 50 connections',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/returning-shopper-pages.ts'],
  },
  {
    name: 'first-page-js-floor',
    title: 'What the named client libraries alone weigh on a first page',
    targets: 'the first page’s JavaScript ≤ 120 KB gzip; this is its floor (no budget of its own)',
    command: [TSX, 'bench/first-page-js-floor.ts'],
  },
  {
    name: 'server-render-calls',
    title: 'Store API calls of a server-rendered page',
    targets: 'at most 1 for a new visitor, 2 for a returning one',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/server-render-calls.ts'],
  },
  {
    name: 'lighthouse',
    title: 'Lighthouse 12 (mobile, simulated slow 4G, 4× CPU slowdown)',
    targets: 'performance ≥ 95; accessibility, best practices, SEO 100; LCP ≤ 1500 ms; CLS ≤ 0.02; JavaScript ≤ 120 KB',
    command: [TSX, ...GATEWAY_TSCONFIG, 'bench/lighthouse.ts'],
  },
  {
    name: 'test-lanes',
    title: 'The test lanes',
    targets: '`npm run test:quick` under 2 minutes, `npm test` under 15 minutes, on two cores (docs/testing.md)',
    command: ['node', 'scripts/lane-times.mjs'],
  },
];

/** The short configuration CI runs (.ci/run); a variable already set wins. */
const SHORT_RUN = { BENCH_SECONDS: '1', LIGHTHOUSE_RUNS: '7' };

function chosenSteps(names) {
  if (names.length === 0) return STEPS;
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown step ${unknown.join(', ')} (known: ${STEPS.map((step) => step.name).join(', ')})`);
  return STEPS.filter((step) => names.includes(step.name));
}

/** Runs a command, echoing its output, and answers what it printed on stdout and stderr and its exit code. */
function run([command, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ stdout, stderr, code: code ?? 1 }));
  });
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

const loadAverage = () =>
  `${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

function machine() {
  const cpus = os.cpus();
  const release = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1] ?? os.release();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${release}, Node ${process.version}`;
}

function section(step, result) {
  const lines = [`## ${step.title}`, '', `Targets: ${step.targets}.`, '', `\`${step.name}\`:`, ''];
  lines.push(result.stdout.trim() || '(printed nothing)', '');
  if (result.code !== 0) {
    const notes = result.stderr
      .split('\n')
      // The scripts' closing complaints: 'Budgets broken: …', 'Check failed: …', and one line per broken budget.
      .filter((line) => /budget|failed|error| [<>] /i.test(line))
      .map((line) => line.trim())
      .slice(-10);
    lines.push(`Exit code ${result.code}${notes.length ? `: ${notes.join('; ')}` : ''}`, '');
  }
  return lines.join('\n');
}

const steps = chosenSteps(process.argv.slice(2));
const env = { ...process.env };
for (const [name, value] of Object.entries(SHORT_RUN)) env[name] ??= value;
const started = new Date();
const header = [
  '# Results',
  '',
  'Written by `npm run results` (scripts/results.mjs) from what the benchmarks print; do not edit by hand.',
  '',
  `- Date: ${started.toISOString().replace(/\.\d+Z$/, 'Z')}`,
  `- Commit: ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`,
  `- Machine: ${machine()}`,
  `- Load average at the start: ${loadAverage()}; other work on the machine slows every figure`,
  `- Configuration: BENCH_SECONDS=${env.BENCH_SECONDS}, LIGHTHOUSE_RUNS=${env.LIGHTHOUSE_RUNS}; steps: ${steps.map((step) => step.name).join(', ')}`,
  '',
  'The shop, the load generator and the browser share the machine, so compare figures within one run: the ratios and ',
  'their bounds, not absolute rates across machines. Why the targets are what they are: docs/adr/.',
  '',
].join('\n');

const build = await run(['node', 'scripts/build-web.mjs'], env);
if (build.code !== 0) throw new Error('the web client did not build');
// Steps not run now keep their section from the document as it was: a run of named steps refreshes only those.
const before = existsSync(DOCUMENT) ? readFileSync(DOCUMENT, 'utf8') : '';
const startOf = (step) => before.indexOf(`\n## ${step.title}\n`);
function previousSection(step) {
  const start = startOf(step);
  if (start < 0) return null;
  const ends = [...STEPS.map(startOf), before.indexOf('\nThe run ended at ')].filter((at) => at > start);
  return `${before.slice(start + 1, Math.min(before.length, ...ends)).trimEnd()}\n\n(Kept from an earlier run.)\n`;
}
const sections = [];
for (const step of STEPS) {
  if (steps.includes(step)) sections.push(section(step, await run(step.command, env)));
  else if (previousSection(step)) sections.push(previousSection(step));
}
const ended = `The run ended at ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, load average ${loadAverage()}.`;
const document = `${header}\n${sections.join('\n')}\n${ended}\n`;
writeFileSync(
  DOCUMENT,
  await prettier.format(document, { ...(await prettier.resolveConfig(DOCUMENT)), filepath: DOCUMENT }),
);
console.log(`\nwrote ${DOCUMENT}`);
