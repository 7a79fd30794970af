import { spawn } from 'node:child_process';
import { freePort } from '@weingut/testkit/free-port';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real Redis (Debian's redis-server) on a free loopback port (or `port`, to start one again where it was), without
 * persistence unless `appendOnlyDir` is given (then appendonly yes in that directory, as the deployment runs it); fails
 * clearly when it is not installed.
 */
export async function startRedis(port?: number, appendOnlyDir?: string): Promise<RunningRedis> {
  port ??= await freePort();
  const persistence = appendOnlyDir ? ['--appendonly', 'yes', '--dir', appendOnlyDir] : ['--appendonly', 'no'];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed: apt-get install -y redis-server (.ci/run installs it)')
          : error,
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
