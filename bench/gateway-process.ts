/**
 * Bench helper (no benchmark of its own): a gateway (or another server) in a child process of its own, as in
 * production, so that its resident memory can be read apart from the emulator's and the load generator's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGateway } from '../gateway/test/support/gateway-process.js';
import { freePort } from '../gateway/test/support/free-port.js';

export interface GatewayProcess {
  url: string;
  /** Resident memory now, in MB (Linux: /proc/<pid>/status). */
  rssMb(): number;
  /** CPU time the process has used so far (user and system, all its threads), in ms (Linux: /proc/<pid>/stat). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * The V8 flags of `npm start -w gateway`: a 256 MB old generation, which makes V8 collect before the
 * resident memory under load grows past the budget, and semi-spaces of 8 MB (docs/adr/0011-gateway-memory-flags.md: with 2 MB about a
 * fifth of an uncached request went to scavenges; 16 MB, V8's own bound, costs 20–30 MB more for little).
 */
const NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

/**
 * The C library's setting that `npm start -w gateway` and the image give it: two malloc arenas, not one per thread
 * (docs/adr/0024-serving-pages-beside-graphql.md).
 */
const START_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' };

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The web client's build and server renderer, where `npm start` (run in gateway/) finds them by default: a gateway is measured as it serves the shop. */
export const AS_SERVED = {
  WEB_DIST: fileURLToPath(new URL('../web/dist', import.meta.url)),
  WEB_SERVER_RENDERER: fileURLToPath(new URL('../web/dist-server/entry-server.js', import.meta.url)),
  WEB_PAGE_VARIANTS: fileURLToPath(new URL('../web/dist-server/page-variant.js', import.meta.url)),
};

/**
 * Starts the gateway as `npm start -w gateway` and the container do (its build, gateway/dist/main.js, made
 * now from the sources; the web client and its server renderer loaded) with `env`; resolves once it
 * listens. Fails at once without a web build. Logs as in production (JSON access lines on stdout) and
 * metrics on a free port, so two gateways at once do not collide.
 */
export function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  if (!existsSync(AS_SERVED.WEB_SERVER_RENDERER))
    throw new Error(
      `No web build at ${AS_SERVED.WEB_SERVER_RENDERER}: run \`npm run build -w web\` first (npm run bench does)`,
    );
  buildGateway();
  return startServerProcess(
    'gateway/dist/main.js',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_FORMAT: 'json',
      METRICS_PORT: '0',
      ...START_ENVIRONMENT,
      ...AS_SERVED,
      ...env,
    },
    /GraphQL gateway on (\S+)/,
  );
}

/**
 * Starts `script` (a path from the repository's root, run with the gateway's V8 flags; through tsx when it
 * is TypeScript) with `env`; resolves once its output shows `listening`, whose first group is the server's address.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  listening: RegExp,
): Promise<GatewayProcess> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, ...loader, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const address = listening.exec(chunk.toString());
      if (address) resolve(address[1]!);
    });
  });
  child.removeAllListeners('exit');
  // Its later output (a gateway's access lines) is read and dropped, without a search through each chunk.
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  return {
    url,
    rssMb() {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Number(kb) / 1024;
    },
    cpuMs() {
      // utime and stime, the 14th and 15th fields, in clock ticks; the name (field 2) may hold spaces, so count after its ')'.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The Store API emulator in a process of its own, on a free port, with a throw-away database in memory. */
export async function startEmulatorProcess(): Promise<GatewayProcess> {
  return startServerProcess(
    'emulator/src/main.ts',
    { EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '', EMULATOR_PORT: String(await freePort()) },
    /listening on (\S+)\/store-api/,
  );
}
