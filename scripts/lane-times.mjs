// Times the two test lanes as a developer runs them, one after the other (`npm run test:quick`, then
// `npm test`), and prints each one's wall time beside its target. A step of `npm run results`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LANES = [
  { name: 'quick', script: 'test:quick', targetMinutes: 2 },
  { name: 'full', script: 'test', targetMinutes: 15 },
];

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const rows = ['| lane | command | took | target | passed |', '| --- | --- | --- | --- | --- |'];
let failed = false;
for (const lane of LANES) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', lane.script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  const took = Date.now() - started;
  const summary = /tests: \d+ passed, \d+ failed[^\n]*/.exec(run.stdout)?.[0] ?? 'no summary line';
  const met = took <= lane.targetMinutes * 60_000 ? 'met' : 'NOT met';
  rows.push(
    `| ${lane.name} | \`npm run ${lane.script}\` | ${minutes(took)} | under ${lane.targetMinutes} min (${met}) | ${summary} |`,
  );
  if (run.status !== 0) {
    failed = true;
    console.error(`npm run ${lane.script} failed:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`);
  }
}
console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
