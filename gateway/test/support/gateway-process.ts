import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const GATEWAY_DIR = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 45_000;
let built: true | undefined;

export interface GatewayProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Resolves with the exit code (null when a signal ended it) and when the exit came. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  signal(signal: NodeJS.Signals): void;
  /** What the process wrote to stdout and stderr so far, for failure messages. */
  output(): string;
}

/** Builds gateway/dist/main.js from the sources, as `npm start -w gateway` does before it starts it. */
export function buildGateway(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: GATEWAY_DIR, stdio: 'inherit' });
}

/**
 * The gateway as `npm start -w gateway` runs it (its build, `dist/main.js`, with node; built once per
 * test file, at its first start), on a given loopback port (a restart takes the same one). Resolves once
 * it listens. A process still running when the test process exits is killed then.
 */
export async function startGatewayProcess(
  port: number,
  env: Record<string, string>,
  /** Node's own options before the script (e.g. the heap's size, as `npm start -w gateway` gives them). */
  nodeOptions: string[] = [],
): Promise<GatewayProcess> {
  // Jest's NODE_OPTIONS (--experimental-vm-modules) are not the gateway's.
  const { NODE_OPTIONS: _jest, ...inherited } = process.env;
  built ??= (buildGateway(), true);
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, 'dist/main.js'], {
    cwd: GATEWAY_DIR,
    // Not the shop's defaults: no web client (the gateway suites run before the web build exists; these tests are about
    // the process), metrics on a free port (several gateways at once), and warnings only (the shutdown's lines are warnings).
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '/nonexistent',
      SERVER_RENDERING: 'off',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      log += `[gateway ${child.pid} ended: ${signal ?? `exit code ${code}`}]\n`;
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The gateway did not listen within ${START_TIMEOUT_MS} ms:\n${log}`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('GraphQL gateway on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The gateway ended while starting:\n${log}`));
    });
  });
  await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    exited,
    signal: (signal) => child.kill(signal),
    output: () => log,
  };
}
