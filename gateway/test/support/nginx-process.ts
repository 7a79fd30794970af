import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@weingut/testkit/free-port';

/** The committed proxy settings of the gateways' location (docker-compose's balancer includes the same file). */
export const SHOP_PROXY_CONF = fileURLToPath(new URL('../../../deploy/nginx/shop-proxy.conf', import.meta.url));

export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('nginx is not installed: apt-get install -y nginx-light (.ci/run installs it)');
}

/**
 * Debian's nginx as a child process (not a daemon), with a generated top-level configuration in a
 * temporary directory: its pid file and temp paths there, errors to stderr, listening on a free
 * loopback port, `upstream gateways` listing `upstreams` (host:port) with kept-alive connections,
 * and `location /` including deploy/nginx/shop-proxy.conf. The configuration is checked with
 * `nginx -t` first. Resolves once the port accepts connections.
 */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const binary = nginxBinary();
  const directory = mkdtempSync(join(tmpdir(), 'gateway-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach the temp paths (nginx owns them to its user).
  chmodSync(directory, 0o755);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(directory, temp));
  const port = await freePort();
  const config = `
daemon off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  upstream gateways {
    # A gateway that refused a connection gets no request for 2 s (nginx's default is 10 s: in a rolling restart
    # that leaves the gateways restarted before it disabled as well, and nginx with "no live upstreams").
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # Below the gateways' keep-alive time-out (72 s), as nginx's default.
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${SHOP_PROXY_CONF};
    }
  }
}
`;
  const configFile = join(directory, 'nginx.conf');
  writeFileSync(configFile, config);
  // -e: nginx opens its compiled-in error log before it reads the configuration.
  const args = ['-p', directory, '-e', 'stderr', '-c', configFile];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}\n${config}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx ended while starting:\n${log}`);
    const up = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not accept within 10 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => log,
    async stop() {
      // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one); either ends the child.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      process.off('exit', killOnExit);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
