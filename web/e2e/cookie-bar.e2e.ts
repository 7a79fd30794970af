import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

/** A page whose clock stands still until the test moves it: a slow load counts no time towards the 5 s. */
async function stoppedClock(page: Page): Promise<void> {
  const start = new Date('2026-11-21T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start);
}

/** Moves the stopped clock until the app has started (it starts after the first paint): the 5 s count from there. */
async function startApp(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        return page.locator('html[data-started]').count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
}

describe('cookie bar', () => {
  it('appears 5 s after load and, once accepted, stays hidden after a reload', async () => {
    const { page } = await browser.context();
    await stoppedClock(page);
    await page.goto('/');
    await startApp(page);
    const bar = page.getByRole('region', { name: 'Cookie-Hinweis' });

    await page.clock.runFor(4500);
    expect(await bar.count()).toBe(0);
    await page.clock.runFor(600);
    await bar.getByRole('button', { name: 'Verstanden!' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('shop.cookie-notice-accepted'))).toBe('true');

    await page.reload();
    await startApp(page);
    await page.clock.runFor(10_000);
    expect(await bar.count()).toBe(0);
  });

  it('comes back for a new visitor', async () => {
    const { page } = await browser.context();
    await stoppedClock(page);
    await page.goto('/');
    await startApp(page);
    await page.clock.runFor(5100);
    await page.getByRole('region', { name: 'Cookie-Hinweis' }).getByRole('button', { name: 'Verstanden!' }).waitFor();
  });
});
