import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, loadLazyImages, MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

/** A price as the shop prints it in German: '12,90 €'. */
const PRICE = /\d+,\d{2}\s€/;

/** The pictures the page shows in its main part: how many loaded, and those that did not (by address). */
async function pictures(page: Page): Promise<{ loaded: number; broken: string[] }> {
  const shown = await page
    .locator('main img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.getClientRects().length > 0)
        .map((image) => ({ src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 })),
    );
  return {
    loaded: shown.filter((image) => image.loaded).length,
    broken: shown.filter((image) => !image.loaded).map((image) => image.src),
  };
}

/** Each page with what it must show before its picture is taken (what a person would check on it). */
const PAGES = [
  {
    name: 'home',
    path: '/',
    heading: 'Kraftvolle Weine vom Kastanienbusch',
    async shows(page: Page) {
      expect((await pictures(page)).loaded).toBeGreaterThan(0);
    },
  },
  {
    name: 'category',
    path: '/Weine/Rotwein/',
    heading: 'Rotwein',
    async shows(page: Page) {
      expect(await page.locator('main article').first().innerText()).toMatch(PRICE);
      expect((await pictures(page)).loaded).toBeGreaterThan(0);
    },
  },
  {
    name: 'product',
    path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
    heading: 'Birkweiler Spätburgunder trocken 2021',
    async shows(page: Page) {
      expect(await page.getByTestId('price-block').innerText()).toMatch(PRICE);
      expect((await pictures(page)).loaded).toBeGreaterThan(0);
    },
  },
  {
    name: '404',
    path: '/diese-seite-gibt-es-nicht',
    heading: '404',
    async shows(page: Page) {
      expect(await page.getByText('Diese Seite wurde nicht gefunden').isVisible()).toBe(true);
      const errorPage = page.getByRole('region', { name: '404' });
      expect(await errorPage.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    },
  },
];

/**
 * Each page as a shopper sees it on a desktop and on a phone: its heading, its prices, its pictures
 * loaded (none broken) or the way home; then a full-page screenshot for a person to look at (web/test-results/screenshots/,
 * not committed).
 */
describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('screenshots %s', (device, viewport) => {
  it.each(PAGES)('$name shows what it is for', async ({ name, path, heading, shows }) => {
    const { page } = await browser.context({ viewport, isMobile: device === 'mobile', hasTouch: device === 'mobile' });
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await title.waitFor();
    expect(await title.isVisible()).toBe(true);
    await loadLazyImages(page);
    await shows(page);
    expect((await pictures(page)).broken).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}${device}-${name}.png`, fullPage: true });
  });
});
