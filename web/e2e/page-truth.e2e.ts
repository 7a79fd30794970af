import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shop, useBrowser } from './support/browser.js';
import { faults } from './support/faults.js';

const browser = useBrowser();

/** The head of the document as it stands: title, canonical link and the JSON-LD's types and names. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    canonicals: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
    ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; sku?: string; name?: string },
    ),
  }));
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

describe('the head of a page tells the truth after client-side navigation', () => {
  it('changes title, canonical link and JSON-LD from a category to a product without a page load', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/Rotwein/');
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    const category = await headOf(page);
    expect(category.title).toMatch(/^Rotwein aus der Pfalz kaufen.* \| Weingut Keller-Brandt$/);
    expect(category.canonicals).toEqual([`${shop().gatewayUrl}/Weine/Rotwein/`]);
    expect(category.jsonLd.map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);

    // A mark on the window: it survives a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);

    await expect.poll(async () => (await headOf(page)).title).toMatch(new RegExp(`\\| Weingut Keller-Brandt$`));
    const product = await headOf(page);
    expect(product.title).not.toBe(category.title);
    expect(product.title.split('Weingut Keller-Brandt')).toHaveLength(2);
    expect(product.titles).toBe(1);
    const productUrl = `${shop().gatewayUrl}${new URL(page.url()).pathname}`;
    expect(product.canonicals).toEqual([productUrl]);
    expect(product.ogUrl).toBe(productUrl);
    expect(product.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Product', name, sku: expect.any(String) }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);

    // And back: the category's head again, once.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    await expect.poll(async () => (await headOf(page)).canonicals).toEqual([`${shop().gatewayUrl}/Weine/Rotwein/`]);
    expect((await headOf(page)).jsonLd.map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('an offline shopper is told so', () => {
  it('shows the offline page, not the server’s 502, when a client-side navigation cannot leave the browser', async () => {
    const { context, page } = await browser.context();
    await page.goto('/');
    await mainNavigation(page).getByRole('link', { name: 'Weine', exact: true }).waitFor();
    await context.setOffline(true);
    await mainNavigation(page).getByRole('link', { name: 'Sekt', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sie sind offline' }).waitFor();
    await page
      .getByText('Die Seite konnte nicht geladen werden, weil Ihr Gerät keine Internetverbindung hat.')
      .waitFor();
    expect(await page.getByText('502').count()).toBe(0);
    expect(await page.getByText('Der Server konnte Ihre Anfrage nicht ausführen.').count()).toBe(0);
    await context.setOffline(false);
  });
});

/**
 * The fault-matrix shop (its Store API behind the fault proxy) has a short time-out (shop().faulty.timeoutMs)
 * so that these cases are quick; what they prove is that the shopper waits one time-out, not several.
 * The gateway test (gateway/test/page-truth.test.ts) proves the default 10 s reach the shopper within 11 s.
 */
describe('a frozen Store API reaches the shopper as the 408 page after one time-out', () => {
  afterEach(() => faults.heal());
  const within = () => shop().faulty.timeoutMs + 1500;

  it('on a page the server renders: the 408 page comes with the HTML, and the client does not ask again', async () => {
    const { page } = await browser.context({ baseURL: shop().faulty.gatewayUrl });
    const landingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('LandingPage'))
        landingRequests.push(request.url());
    });
    await faults.fail({ kind: 'delay', ms: 60_000 });
    await page.goto('/Weine/', { waitUntil: 'commit' });
    const answered = Date.now();
    await page.getByRole('heading', { level: 1, name: '408' }).waitFor();
    await page.getByText('Die Schnittstelle braucht zu lange für eine Antwort.').waitFor();
    // Shown from the server's answer, not after a second time-out of the client's own request.
    expect(Date.now() - answered).toBeLessThan(shop().faulty.timeoutMs);
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: '408' }).waitFor();
    expect(landingRequests).toEqual([]);
  });

  it('on a client-side navigation', async () => {
    const { page } = await browser.context({ baseURL: shop().faulty.gatewayUrl });
    await page.goto('/');
    await mainNavigation(page).getByRole('link', { name: 'Weine', exact: true }).waitFor();
    await faults.fail({ kind: 'delay', ms: 60_000 });
    const started = Date.now();
    await mainNavigation(page).getByRole('link', { name: 'Sekt', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '408' }).waitFor();
    expect(Date.now() - started).toBeLessThan(within());
    await page.getByText('Die Schnittstelle braucht zu lange für eine Antwort.').waitFor();
  });
});
