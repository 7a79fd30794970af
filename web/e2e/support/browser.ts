import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's chromium, as on every machine of the project (installed by .ci/run when missing). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

export const shop = () => inject('shop');

/**
 * One browser per test file (playwright-core launches with a new empty profile); each test takes
 * a fresh context: a new shopper with an empty session, German browser, no service worker unless asked.
 */
export function useBrowser(): {
  context(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
} {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    async context(options = {}) {
      const context = await browser.newContext({
        viewport: DESKTOP,
        locale: 'de-DE',
        serviceWorkers: 'block',
        baseURL: shop().gatewayUrl,
        ...options,
      });
      contexts.push(context);
      // Every page of the context, also one a test opens itself, waits for the app after a load.
      context.on('page', (page) => {
        page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
        if (options.javaScriptEnabled !== false) waitForStartAfterLoads(page);
      });
      const page = await context.newPage();
      return { context, page };
    },
  };
}

/**
 * Pages the server rendered show before their JavaScript runs; a shopper's click lands once the
 * app has started (components/started-mark.tsx sets <html data-started>). After goto and reload the tests
 * wait for that, as a shopper waits for a page to answer. A page where the app cannot start (a
 * file that is not a page) is left after a short wait.
 */
function waitForStartAfterLoads(page: Page): void {
  const started = () =>
    page.waitForSelector('html[data-started]', { state: 'attached', timeout: 5000 }).catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/** Scrolls through the page so that lazy images load, then back to the top. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
