import { describe, expect, it } from 'vitest';
import { shop, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('pages resolved through page(path)', () => {
  it('replaces a non-canonical category path with the canonical one and shows its breadcrumb', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/Rotwein?sort=price-asc');
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/Weine/Rotwein/?sort=price-asc');
    const crumbs = page.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Startseite', 'Weine', 'Rotwein']);
    expect(await page.title()).toMatch(/^Rotwein aus der Pfalz kaufen/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop().gatewayUrl}/Weine/Rotwein/`,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /Spätburgunder vom Kastanienbusch/,
    );
  });

  it('gives a product page its meta data and Product JSON-LD', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/Rotwein/');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('inkl. MwSt. zzgl. Versandkosten').waitFor();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type'?: string })
      .find((entry) => entry['@type'] === 'Product');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name, offers: { '@type': 'Offer', priceCurrency: 'EUR' } });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop().gatewayUrl}${new URL(page.url()).pathname}`,
    );
  });
});
