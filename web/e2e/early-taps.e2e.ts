import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from './support/browser.js';

/**
 * A tap on a server-rendered control before the app has started is carried out once it has (boot.js
 * remembers it), on a throttled phone: Lighthouse's Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up)
 * and a CPU four times slower. The throttling is what these tests are about; the shop runs with its
 * defaults.
 */
const browser = useBrowser();

async function throttledPhone(): Promise<Page> {
  const { context, page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Opened by the page itself: page.goto would wait for the app, and the tap is to come before it.
  await page.goto('/favicon.svg');
  return page;
}

/** Opens `path` and taps `control` as soon as the server's HTML shows it, before the app has started. */
async function tapBeforeStart(page: Page, path: string, control: (page: Page) => Locator): Promise<void> {
  await page.evaluate((target) => window.location.assign(target), path);
  const target = control(page);
  await target.waitFor();
  const startedBefore = await page.evaluate(() => document.documentElement.dataset.started);
  await target.tap();
  // The point of the test: the tap came while only the server's HTML was there.
  expect(startedBefore).toBeUndefined();
  await page.waitForFunction(() => document.documentElement.dataset.started !== undefined, null, { timeout: 30_000 });
}

const firstCard = (page: Page) => page.getByRole('article').first();

describe('a tap before the app has started, on a throttled phone', () => {
  it('puts the wine into the cart once the app runs', async () => {
    const page = await throttledPhone();
    await tapBeforeStart(page, '/Weine/Rotwein/', (p) => firstCard(p).getByRole('button', { name: /Warenkorb/ }));
    const name = (await firstCard(page).getByRole('heading').textContent()) ?? '';
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: `${name} wurde in den Warenkorb gelegt.` })
      .waitFor({ timeout: 30_000 });
  });

  it('puts the wine on the wishlist once the app runs', async () => {
    const page = await throttledPhone();
    await tapBeforeStart(page, '/Weine/Rotwein/', (p) =>
      firstCard(p).getByRole('button', { name: /zum Merkzettel hinzufügen/ }),
    );
    await firstCard(page)
      .getByRole('button', { name: /vom Merkzettel entfernen/i })
      .waitFor({ timeout: 30_000 });
  });

  it('opens the menu once the app runs', async () => {
    const page = await throttledPhone();
    await tapBeforeStart(page, '/', (p) =>
      p.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Menü' }),
    );
    await page.getByRole('dialog', { name: 'Kategorien' }).waitFor({ timeout: 30_000 });
  });
});
