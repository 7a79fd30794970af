import { describe, expect, it } from 'vitest';
import { loadLazyImages, useBrowser } from './support/browser.js';
import { collectViolations } from './support/csp.js';

const browser = useBrowser();

const WINE = {
  path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
  name: 'Birkweiler Spätburgunder trocken 2021',
};

describe("the shop passes the gateway's Content-Security-Policy", () => {
  it('home, a category, a product with its images and the side cart load without a single violation', async () => {
    const { page } = await browser.context();
    const violations = await collectViolations(page);
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await page.getByRole('navigation').first().waitFor();
    await loadLazyImages(page);
    await page.goto(WINE.path);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    await loadLazyImages(page);
    expect(
      await page
        .locator('img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
    ).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'in den Warenkorb gelegt' }).waitFor();
    expect(violations).toEqual([]);
  });
});
