/**
 * A new user's first try: the README's start command, run as written from the repository's root with
 * no settings at all, then home, a category and a product in chromium, as the README says
 * (http://localhost:4000). Every picture must show, and the browser must report no policy violation.
 * The command's `npm ci` is left out here: the test suite itself runs on the installed packages (CI's
 * first step is that `npm ci`), and reinstalling them would pull them away from under this test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLazyImages } from '../support/browser.js';
import { collectViolations } from '../support/csp.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOP = 'http://localhost:4000';
const PORTS = { gateway: 4000, emulator: 8000 };
/** The web build, the emulator's first seeding and the gateway's start, on a machine whose two cores other work shares. */
const START_TIMEOUT_MS = 240_000;

/** The command of the README's start: the first shell line that runs `npm start`, less its `npm ci &&`. */
function readmeStartCommand(): { asWritten: string; run: string } {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8');
  const asWritten = /^(npm ci && npm start)\b/m.exec(readme)?.[1];
  if (!asWritten)
    throw new Error('README.md has no line starting with `npm ci && npm start`: update this test with the README');
  return { asWritten, run: asWritten.replace(/^npm ci && /, '') };
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The environment of a user's shell: none of the test runner's settings (vitest sets NODE_ENV=test). */
function userEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name === 'NODE_ENV' || name.startsWith('VITEST') || name.startsWith('npm_')) delete env[name];
  return env;
}

async function waitForShop(started: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (started.exitCode !== null) throw new Error(`\`npm start\` ended with ${started.exitCode}:\n${output()}`);
    const page = await fetch(`${SHOP}/`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (page) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer on ${SHOP} within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Every image of the page that did not arrive (broken, refused or never loaded), after scrolling through it. */
async function imagesNotShown(page: Page): Promise<{ shown: number; missing: string[] }> {
  await loadLazyImages(page);
  return page.locator('img').evaluateAll((images) => {
    const all = images as HTMLImageElement[];
    const missing = all
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src);
    return { shown: all.length - missing.length, missing };
  });
}

let shop: ChildProcess | undefined;
let log = '';
let browser: Browser;

beforeAll(async () => {
  for (const [name, port] of Object.entries(PORTS)) {
    if (await portTaken(port))
      throw new Error(
        `Port ${port} (the ${name}'s default) is in use: stop the shop started with \`npm start\` before the test suite`,
      );
  }
  const { run } = readmeStartCommand();
  // A process group of its own, so that the emulator and the gateway that `npm start` starts stop with it.
  shop = spawn('sh', ['-c', run], {
    cwd: ROOT,
    env: userEnvironment(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  shop.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForShop(shop, () => log.slice(-4000));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  if (!shop || shop.exitCode !== null) return;
  const exited = new Promise((resolve) => shop!.once('exit', resolve));
  process.kill(-shop.pid!, 'SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 45_000)),
  ]);
  if (!stopped) process.kill(-shop.pid!, 'SIGKILL');
});

describe(`the README's start (${readmeStartCommand().asWritten}), opened at ${SHOP}`, () => {
  it('shows home, a category and a product with every picture, and the browser reports no policy violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    const page = await context.newPage();
    const violations = await collectViolations(page);

    const seen: Record<string, { shown: number; missing: string[] }> = {};
    await page.goto(`${SHOP}/`);
    await page.getByRole('navigation').first().waitFor();
    seen.home = await imagesNotShown(page);
    await page.screenshot({ path: `${SCREENSHOTS}readme-start-home.png`, fullPage: true });

    await page.goto(`${SHOP}/Weine/Rotwein/`);
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    seen.category = await imagesNotShown(page);
    await page.screenshot({ path: `${SCREENSHOTS}readme-start-category.png`, fullPage: true });

    // The category's first wine, as a shopper reaches it.
    const productPath = await page.locator('main a[href*="/WB-"]').first().getAttribute('href');
    expect(productPath).toBeTruthy();
    await page.goto(new URL(productPath!, SHOP).href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    seen.product = await imagesNotShown(page);
    await page.screenshot({ path: `${SCREENSHOTS}readme-start-product.png`, fullPage: true });
    await context.close();

    for (const [name, { shown, missing }] of Object.entries(seen)) {
      expect({ page: name, missing }).toEqual({ page: name, missing: [] });
      expect(shown, `${name}: pictures shown`).toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
  });
});
