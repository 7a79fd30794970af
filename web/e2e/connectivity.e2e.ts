import { describe, expect, it } from 'vitest';
import { openCheckoutWithWine } from './support/accounts.js';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('online and offline', () => {
  it('says Offline-Modus when the connection drops and Online-Modus when it is back', async () => {
    const { context, page } = await browser.context();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('alert').filter({ hasText: 'Offline-Modus' }).waitFor();
    await page.getByText('Sie sind offline.').waitFor();

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Online-Modus' }).waitFor();
    await expect.poll(() => page.getByText('Sie sind offline.').count()).toBe(0);
  });

  it('says Offline-Modus and Online-Modus in the checkout too', async () => {
    const { context, page } = await browser.context();
    await openCheckoutWithWine(context, page);

    await context.setOffline(true);
    await page.getByRole('alert').filter({ hasText: 'Offline-Modus' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Online-Modus' }).waitFor();
  });

  it('keeps the shell working offline from the service worker’s cache', async () => {
    const { context, page } = await browser.context({ serviceWorkers: 'allow' });
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // What the install kept: the bare shell, the app's start, the fonts' stylesheet and the Latin fonts (offline text in the shop's font).
    const kept = await page.evaluate(async () =>
      (await (await caches.open((await caches.keys()).find((name) => name.startsWith('shell-'))!)).keys()).map(
        (request) => new URL(request.url).pathname,
      ),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        '/index.html',
        '/boot.js',
        expect.stringMatching(/^\/assets\/fonts-[\w-]+\.css$/),
        expect.stringMatching(/^\/assets\/roboto-latin-400-normal-[\w-]+\.woff2$/),
      ]),
    );
    // The worker now has the shell; a reload puts the page under its control.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('link', { name: /Weingut Keller-Brandt.*zur Startseite/ })
      .first()
      .waitFor();
    await page.getByText('Sie sind offline.').waitFor();
    await context.setOffline(false);
  });
});
