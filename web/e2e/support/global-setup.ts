import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shop: {
      gatewayUrl: string;
      emulatorUrl: string;
      brokenGatewayUrl: string;
      doubleOptIn: { gatewayUrl: string; emulatorUrl: string };
      /** The fault-matrix shop: its Store API fails on demand (support/faults.ts), after `timeoutMs` at the latest. */
      faulty: { gatewayUrl: string; emulatorUrl: string; controlUrl: string; timeoutMs: number };
      /** A gateway of the main shop with the e-label provider's script set; the stand-in provider's origin (support/fake-label-provider.ts). */
      productLabel: { gatewayUrl: string; providerOrigin: string };
      /** A gateway of the main shop with GRAPHQL_DOCUMENTS=trusted: only the web client's operations, by hash. */
      trusted: { gatewayUrl: string };
    };
  }
}

const web = fileURLToPath(new URL('../..', import.meta.url));
let child: ChildProcess | undefined;

/** Starts the shop once for all browser tests (the client must have been built: npm run build -w web). */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${process.env.E2E_WEB_DIST ?? `${web}/dist`}/index.html`))
    throw new Error('web/dist is missing: run `npm run build -w web` before the browser tests');
  child = spawn(
    `${web}/../node_modules/.bin/tsx`,
    ['--tsconfig', '../gateway/tsconfig.json', 'e2e/support/start-shop.ts'],
    { cwd: web, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // The shop's addresses are the line that names them; a gateway's log line may come first.
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child!.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{"gatewayUrl":')) resolve(line);
    });
    child!.once('exit', (code) => reject(new Error(`the shop stopped before it started (exit ${code})`)));
    setTimeout(() => reject(new Error('the shop did not start within 60 s')), 60_000).unref();
  });
  project.provide('shop', JSON.parse(firstLine));
}

export async function teardown(): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.stdin?.end();
  child.kill('SIGTERM');
  await exited;
}
