import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { runStepsOnce, startCommandOf } from './start-command.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { workspaceDir } from './workspace-dir.js';

export type { ServerProcess as GatewayProcess } from './server-process.js';

export interface GatewayProcessOptions {
  /** Its port (a restart takes the one it had); a free loopback port unless given. */
  port?: number;
  /** Settings over the README's defaults; a test that sets one says why. */
  env?: Record<string, string>;
  /**
   * 'built' (the default, as `npm start` serves the shop): the web client's build, which must exist. 'none': no
   * web client, for suites about /graphql or the process itself, which run without the web build.
   */
  web?: 'built' | 'none';
  /** node's options after the start script's own (a later one wins, e.g. a smaller heap). */
  nodeOptions?: string[];
}

/** Where the gateway finds the web client's build unless WEB_DIST says otherwise. */
export const builtWebClient = () => join(workspaceDir('@weingut/web'), 'dist');

/** Fails at once, naming the command, when the web client has not been built. */
export function requireWebBuild(webDist = builtWebClient()): void {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`No web client at ${webDist}: run \`npm run build -w web\` first`);
}

/**
 * The gateway as `npm start -w gateway` runs it (its start script, read from its package.json: the build,
 * gateway/dist/main.js, made once per test process, with the script's node options and variables), in a process of
 * its own; resolves once it listens. Beside the port, one setting is the kit's: METRICS_PORT=0, a free port, so that
 * several gateways and a shop started with `npm start` run side by side.
 */
export async function startGatewayProcess(options: GatewayProcessOptions = {}): Promise<ServerProcess> {
  const dir = workspaceDir('@weingut/gateway');
  const start = startCommandOf(dir);
  const web: Record<string, string> = options.web === 'none' ? { WEB_DIST: '/nonexistent' } : {};
  if (options.web !== 'none') requireWebBuild(options.env?.WEB_DIST);
  runStepsOnce(dir, start);
  const port = options.port ?? (await freePort());
  return startServerProcess({
    name: 'gateway',
    cwd: dir,
    args: [...start.nodeOptions, ...(options.nodeOptions ?? []), start.script],
    env: { ...start.env, PORT: String(port), METRICS_PORT: '0', ...web, ...options.env },
    port,
    readyLine: 'GraphQL gateway on',
  });
}
