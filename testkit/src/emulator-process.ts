import { freePort } from './free-port.js';
import { startCommandOf } from './start-command.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { workspaceDir } from './workspace-dir.js';

export interface EmulatorProcess {
  /** http://127.0.0.1:<port>: the same port for every start. */
  readonly url: string;
  readonly databaseFile: string;
  /** Whether a started process has not ended yet. */
  readonly running: boolean;
  /** Starts the emulator (again) on the port and the database file; resolves once it listens. */
  start(): Promise<void>;
  /** Sends the signal (SIGKILL unless given: no chance to close or flush anything) and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** What its processes wrote so far, for failure messages. */
  output(): string;
}

export interface EmulatorProcessOptions {
  /** Its SQLite file, kept across restarts; `:memory:` (a throw-away shop) unless given. */
  databaseFile?: string;
  /** Settings over the README's defaults; a test that sets one says why. */
  env?: Record<string, string>;
}

/**
 * The Store API emulator as `npm start -w emulator` runs it (its start script, read from its package.json), in a
 * process of its own on a free loopback port. Beside the port and the database, one setting is the kit's:
 * EMULATOR_MEDIA_CACHE empty, images made in memory, so no test writes into the working copy. Nothing runs
 * until `start()`.
 */
export async function emulatorProcess(options: EmulatorProcessOptions = {}): Promise<EmulatorProcess> {
  const dir = workspaceDir('@weingut/emulator');
  const start = startCommandOf(dir);
  const port = await freePort();
  const databaseFile = options.databaseFile ?? ':memory:';
  let current: ServerProcess | null = null;
  let earlier = '';
  const handle: EmulatorProcess = {
    url: `http://127.0.0.1:${port}`,
    databaseFile,
    get running() {
      return current !== null;
    },
    async start() {
      if (current) throw new Error('The emulator is already running');
      const started = await startServerProcess({
        name: 'emulator',
        cwd: dir,
        args: [...start.nodeOptions, start.script],
        env: {
          ...start.env,
          EMULATOR_PORT: String(port),
          EMULATOR_DB: databaseFile,
          EMULATOR_MEDIA_CACHE: '',
          ...options.env,
        },
        port,
        readyLine: 'Store API emulator listening on',
      });
      current = started;
      void started.exited.then(() => {
        earlier += started.output();
        if (current === started) current = null;
      });
    },
    async kill(signal = 'SIGKILL') {
      if (current) await current.stop(signal);
    },
    output: () => earlier + (current?.output() ?? ''),
  };
  return handle;
}

/** An emulator process, started. */
export async function startEmulatorProcess(options: EmulatorProcessOptions = {}): Promise<EmulatorProcess> {
  const emulator = await emulatorProcess(options);
  await emulator.start();
  return emulator;
}
