import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How `npm start -w <workspace>` runs the workspace's server, read from its `start` script. */
export interface StartCommand {
  /** The npm scripts it runs first (`npm run build && …`). */
  steps: string[];
  /** The variables it sets (`MALLOC_ARENA_MAX=2 node …`). */
  env: Record<string, string>;
  /** node's options (tsx becomes `--import tsx`: one process, which a signal reaches, not tsx's CLI and its child). */
  nodeOptions: string[];
  /** The server's script, relative to the workspace. */
  script: string;
}

const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(.*)$/;

/** Reads the `start` script of the workspace in `dir`: `[npm run <step> && …] [NAME=value …] node|tsx [options] <script>`. */
export function startCommandOf(dir: string): StartCommand {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const start = scripts?.start ?? '';
  const unreadable = () => new Error(`${dir}/package.json: the kit cannot run the start script "${start}"`);
  const commands = start.split('&&').map((command) => command.trim());
  const words = (commands.pop() ?? '').split(/\s+/);
  const steps = commands.map((command) => /^npm run (\S+)$/.exec(command)?.[1] ?? '');
  if (steps.includes('')) throw unreadable();
  const env: Record<string, string> = {};
  for (let assignment = ASSIGNMENT.exec(words[0] ?? ''); assignment; assignment = ASSIGNMENT.exec(words[0] ?? '')) {
    env[assignment[1]!] = assignment[2]!;
    words.shift();
  }
  const [command, ...args] = words;
  const script = args.pop();
  if (!script || (command !== 'node' && command !== 'tsx')) throw unreadable();
  return { steps, env, nodeOptions: command === 'tsx' ? ['--import', 'tsx', ...args] : args, script };
}

const stepsRun = new Set<string>();

/** Runs the start script's steps (the gateway's build) once per test process and workspace. */
export function runStepsOnce(dir: string, { steps }: StartCommand): void {
  if (stepsRun.has(dir)) return;
  // Jest's NODE_OPTIONS (--experimental-vm-modules) are not the build's.
  const { NODE_OPTIONS: _jest, ...env } = process.env;
  for (const step of steps) execFileSync('npm', ['run', '--silent', step], { cwd: dir, env, stdio: 'pipe' });
  stepsRun.add(dir);
}
