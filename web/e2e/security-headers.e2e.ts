import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadLazyImages, useBrowser } from './support/browser.js';

const browser = useBrowser();

const WINE = { path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002', name: 'Birkweiler Spätburgunder trocken 2021' };

/** Every Content-Security-Policy violation the page reports (console and the DOM event). */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

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
    expect(await page.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'in den Warenkorb gelegt' }).waitFor();
    expect(violations).toEqual([]);
  });
});
