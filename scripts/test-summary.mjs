// The test lanes' bookends. `begin <lane>` empties test-results/ and notes the lane and when it began; `end`
// prints one closing line over all jest and vitest runs of the lane ("tests: N passed, N failed"), then how
// long the lane took beside its target (docs/testing.md), and fails when a test failed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const dir = new URL('../test-results/', import.meta.url);
const LANE_FILE = new URL('lane.json', dir);
/** What each lane may take on two cores (docs/testing.md). */
const TARGET_MINUTES = { quick: 2, full: 15 };

const [mode, lane] = process.argv.slice(2);
if (mode === 'begin') {
  if (!(lane in TARGET_MINUTES)) throw new Error(`begin quick | begin full, not begin ${lane}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(LANE_FILE, JSON.stringify({ lane, startedAt: Date.now() }));
  process.exit(0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'lane.json')) {
  const run = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  passed += run.numPassedTests;
  failed += run.numFailedTests;
  skipped += run.numPendingTests + (run.numTodoTests ?? 0);
}
if (passed + failed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const begun = JSON.parse(readFileSync(LANE_FILE, 'utf8'));
const seconds = Math.round((Date.now() - begun.startedAt) / 1000);
const took = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
console.log(`lane ${begun.lane}: ${took} (target: under ${TARGET_MINUTES[begun.lane]} min on two cores)`);
process.exit(failed ? 1 : 0);
