// Prints one closing line over all jest runs of this test command: "tests: N passed, N failed".
import { readFileSync, readdirSync } from 'node:fs';

const dir = new URL('../test-results/', import.meta.url);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
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
process.exit(failed ? 1 : 0);
