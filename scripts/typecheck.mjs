// Type-checks every TypeScript project of the repository, as many at once as the machine has cores,
// each incrementally: a project none of whose files changed since the last check takes a moment (the
// build information is kept in node_modules/.cache/tsc). Prints each failing project's errors.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const PROJECTS = ['schema', 'emulator', 'gateway', 'bench', 'testkit', 'web', 'web/e2e'];
const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = `${root}node_modules/.bin/tsc`;

function check(project) {
  const buildInfo = `node_modules/.cache/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`;
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo], {
      cwd: root,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const waiting = [...PROJECTS];
const failed = [];
const worker = async () => {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    const result = await check(project);
    if (!result.ok) failed.push(result);
  }
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
for (const { project, output } of failed) console.error(`tsc -p ${project}:\n${output}`);
console.log(`typecheck: ${PROJECTS.length - failed.length} of ${PROJECTS.length} projects clean`);
process.exit(failed.length ? 1 : 0);
