import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const EMULATOR_DIR = fileURLToPath(new URL('../../../emulator/', import.meta.url));
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

export interface EmulatorProcess {
  /** http://127.0.0.1:<port>: the same port for every start. */
  readonly url: string;
  readonly databaseFile: string;
  /** Whether a started process has not exited yet. */
  readonly running: boolean;
  /** Starts the emulator (again) on the port and the database file; resolves once GET /health answers. */
  start(): Promise<void>;
  /** Sends the signal (SIGKILL: no chance to close or flush anything) and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** What the processes wrote to stdout and stderr so far, for failure messages. */
  output(): string;
}

/**
 * The Store API emulator as a separate process, as `npm start` runs it (`emulator/src/main.ts`
 * with tsx, here as `node --import tsx` in ONE process: tsx's own CLI runs the server in a child of
 * its own, which a SIGKILL of the CLI would leave running), on a free loopback port and a database
 * file, without double opt-in and without a media cache. Nothing is started until `start()`; kill
 * it in afterAll: a process still running when the test process exits is killed then.
 */
export async function emulatorProcess(options: {
  databaseFile: string;
  env?: Record<string, string>;
}): Promise<EmulatorProcess> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  // Jest's NODE_OPTIONS (--experimental-vm-modules) are not the emulator's.
  const { NODE_OPTIONS: _jest, ...inherited } = process.env;
  const env = {
    ...inherited,
    EMULATOR_PORT: String(port),
    EMULATOR_HOST: HOST,
    EMULATOR_DB: options.databaseFile,
    EMULATOR_MEDIA_CACHE: '',
    EMULATOR_DOUBLE_OPT_IN: '0',
    ...options.env,
  };
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let log = '';
  const killOnExit = () => child?.kill('SIGKILL');

  async function waitForHealth(started: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`The emulator ended while starting:\n${log}`);
      const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The emulator did not answer /health within ${START_TIMEOUT_MS} ms:\n${log}`);
  }

  const handle: EmulatorProcess = {
    url,
    databaseFile: options.databaseFile,
    get running() {
      return child !== null;
    },
    async start() {
      if (child) throw new Error('The emulator is already running');
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: EMULATOR_DIR,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const append = (chunk: Buffer) => (log += chunk.toString());
      started.stdout?.on('data', append);
      started.stderr?.on('data', append);
      process.on('exit', killOnExit);
      exited = new Promise((resolve) => {
        started.once('exit', (code, signal) => {
          log += `[emulator ${started.pid} ended: ${signal ?? `exit code ${code}`}]\n`;
          if (child === started) child = null;
          process.off('exit', killOnExit);
          resolve();
        });
      });
      try {
        await waitForHealth(started);
      } catch (error) {
        await handle.kill();
        throw error;
      }
    },
    async kill(signal = 'SIGKILL') {
      if (!child) return;
      child.kill(signal);
      await exited;
    },
    output: () => log,
  };
  return handle;
}
