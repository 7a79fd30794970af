import { spawn } from 'node:child_process';

export interface Exit {
  /** The exit code, null when a signal ended the process. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** When it ended (Date.now()). */
  at: number;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** Sends the signal (SIGTERM unless given) and waits for the end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** What it wrote to stdout and stderr (the last megabyte), for failure messages and checks of its lines. */
  output(): string;
}

export interface ServerProcessOptions {
  /** Its name in failure messages. */
  name: string;
  cwd: string;
  /** node's arguments: options and the script. */
  args: string[];
  /** Set over the test process's environment. */
  env: Record<string, string>;
  port: number;
  /** The output that shows it listens. */
  readyLine: string;
  timeoutMs?: number;
}

const OUTPUT_KEPT = 1 << 20;

/**
 * Runs node as a server on a loopback port; resolves once its output shows `readyLine`, fails with its output
 * when it ends first or takes longer than `timeoutMs`. One still running when the test process exits is killed then.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { name, cwd, args, env, port, readyLine, timeoutMs = 45_000 } = options;
  // Not the caller's: jest's NODE_OPTIONS (--experimental-vm-modules), a bench's tsx tsconfig (a path relative to
  // another folder); the server runs with its workspace's own, as `npm start` runs it.
  const { NODE_OPTIONS: _jest, TSX_TSCONFIG_PATH: _tsconfig, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 2 * OUTPUT_KEPT) log = log.slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      log += `[${name} ${child.pid} ended: ${signal ?? `exit code ${code}`}]\n`;
      resolve({ code, signal, at: Date.now() });
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.stdout.off('data', ready);
      reject(new Error(`The ${name} ${reason}:\n${log}`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`did not listen within ${timeoutMs} ms`);
    }, timeoutMs);
    const ready = () => {
      if (!log.includes(readyLine)) return;
      clearTimeout(timer);
      child.stdout.off('data', ready);
      resolve();
    };
    child.stdout.on('data', ready);
    void exited.then(() => fail('ended while starting'));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    exited,
    signal: (signal) => child.kill(signal),
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
    output: () => log,
  };
}
