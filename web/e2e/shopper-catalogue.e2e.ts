import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, shop, useBrowser } from './support/browser.js';

/**
 * What the estate's customers would hit in the catalogue: two sortings with one order, a tier-priced
 * wine sorted by a price its card did not show, listing parameters that broke the page, a voucher amount
 * that a reload forgot, and shipping-free packages that said 'zzgl. Versandkosten'.
 */
const browser = useBrowser();

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The errors a page reports: uncaught ones and React's console errors (a hydration mismatch is one of them). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** '8,50 €' → 8.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('sortings', () => {
  it("'Neueste zuerst' and 'Neu im Sortiment' list the wines in different orders", async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    await expect.poll(() => cards(page).count()).toBe(10);
    const sorting = page.getByLabel('Sortierung');
    await sorting.selectOption({ label: 'Neueste zuerst' });
    await page.waitForURL(/order=newest/);
    await expect.poll(() => sorting.inputValue()).toBe('newest');
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe('');
    const newest = await cardNames(page);
    await sorting.selectOption({ label: 'Neu im Sortiment' });
    await page.waitForURL(/order=created-at/);
    // The Magnum joined the shop this autumn, long after its release.
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Spätburgunder Rosenberg Erste Lage 2020 – Magnum');
    expect(newest[0]).not.toBe('Spätburgunder Rosenberg Erste Lage 2020 – Magnum');
    expect(await cardNames(page)).not.toEqual(newest);
  });

  it("a tier-priced wine's card shows the price 'Preis aufsteigend' sorted it by: 'ab 8,50 €'", async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/?order=price-asc&p=4');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(30);
    const riesling = card(page, 'Riesling trocken 2024');
    const shown = riesling.locator('.font-bold:not(h3)').first();
    expect((await shown.textContent())?.replace(/\s+/g, ' ').trim()).toBe('ab 8,50 €');
    // Every card's price as printed (the 'from' price, the special price or the price) follows the order.
    const prices = await cards(page).evaluateAll((elements) =>
      elements.map((element) => element.querySelector('.font-bold:not(h3)')?.textContent ?? ''),
    );
    const amounts = prices.map(euros);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});

describe('listing parameters the gateway refuses', () => {
  it('min price 50 > max 10: the refusal on the max price field, the whole listing beside it, no load failure', async () => {
    const { page } = await browser.context();
    const errors = pageErrors(page);
    await page.goto('/Weine/?min-price=50&max-price=10');
    await expect.poll(() => cards(page).count()).toBe(10);
    const max = page.getByRole('spinbutton', { name: 'Höchstpreis (€)' });
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    const refusal = page.getByText('Der Höchstpreis darf nicht unter dem Mindestpreis liegen', { exact: false });
    await refusal.waitFor();
    expect(await refusal.getAttribute('id')).toBe(await max.getAttribute('aria-describedby'));
    expect(await page.getByText('Die Produkte konnten nicht geladen werden').count()).toBe(0);
    await page.getByTestId('listing-count').getByText('35 Produkte gefunden').waitFor();
    expect(errors).toEqual([]);

    // Corrected in the field, the filter applies and the refusal goes.
    await max.fill('60');
    await page.getByRole('button', { name: 'Preis anwenden' }).click();
    await page.waitForURL(/max-price=60/);
    await expect.poll(() => refusal.count()).toBe(0);
    await expect.poll(async () => (await page.getByTestId('listing-count').textContent()) ?? '').not.toContain('35 ');
  });

  it('?order=bogus, server-rendered: the default sorting with a note, the products, no hydration error', async () => {
    const { page } = await browser.context();
    const errors = pageErrors(page);
    const response = await page.goto('/search?query=Riesling&order=bogus');
    // The server's HTML already holds the cards.
    expect(await response?.text()).toContain('data-testid="product-card"');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await page.getByTestId('sorting-refusal').waitFor();
    expect(await page.getByTestId('sorting-refusal').textContent()).toContain('Diese Sortierung gibt es nicht');
    expect(await page.getByText('Die Produkte konnten nicht geladen werden').count()).toBe(0);
    // Still whole once the client has taken the page over and its requests have settled.
    await page.waitForLoadState('networkidle');
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('?order=bogus reached by client navigation: the same fallback', async () => {
    const { page } = await browser.context();
    const errors = pageErrors(page);
    await page.goto('/Weine/');
    await expect.poll(() => cards(page).count()).toBe(10);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/Weine/?order=bogus');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('sorting-refusal').waitFor();
    expect(await cards(page).count()).toBe(10);
    expect(await page.getByLabel('Sortierung').inputValue()).toBe('name-asc');
    expect(await page.getByText('Die Produkte konnten nicht geladen werden').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the voucher amount', () => {
  it('shows the chosen amount’s product number and keeps the amount after a reload (the variant in the URL)', async () => {
    const { page } = await browser.context();
    await page.goto('/Wertgutschein/WB-G-6001');
    await page.getByRole('heading', { level: 1, name: 'Wertgutschein' }).waitFor();
    const productNumber = page.getByText(/^Artikelnummer:/);
    const first = await productNumber.textContent();
    const fifty = page.getByRole('radio', { name: '50 €', exact: true });
    await fifty.check({ force: true });
    await expect.poll(() => page.url()).not.toContain('/Wertgutschein/WB-G-6001');
    await expect.poll(() => productNumber.textContent()).not.toBe(first);
    const chosen = await productNumber.textContent();
    expect(await page.getByTestId('price-block').textContent()).toMatch(/50,00\s€/);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Wertgutschein' }).waitFor();
    expect(await page.getByRole('radio', { name: '50 €', exact: true }).isChecked()).toBe(true);
    expect(await productNumber.textContent()).toBe(chosen);
  });
});

describe('shipping-free products', () => {
  it("the package's card and page say 'versandkostenfrei', not 'zzgl. Versandkosten'; a wine still does", async () => {
    const { page } = await browser.context();
    await page.goto(`/search?query=${encodeURIComponent('Probierpaket')}`);
    const packageCard = card(page, 'Probierpaket Lagenweine');
    await packageCard.getByTestId('shipping-free-badge').waitFor();
    expect(await packageCard.getByTestId('shipping-free-badge').textContent()).toBe('versandkostenfrei');
    expect(await packageCard.textContent()).not.toContain('zzgl. Versandkosten');
    expect(await packageCard.textContent()).toContain('inkl. MwSt.');

    await packageCard.getByRole('link', { name: 'Probierpaket Lagenweine' }).click();
    await page.getByRole('heading', { level: 1, name: 'Probierpaket Lagenweine' }).waitFor();
    const buyBox = page.getByTestId('buy-box');
    await buyBox.getByTestId('shipping-free-badge').waitFor();
    expect(await buyBox.textContent()).not.toContain('zzgl. Versandkosten');
    await page.screenshot({ path: `${SCREENSHOTS}catalogue-shipping-free-package.png`, fullPage: false });

    await page.goto(`/search?query=${encodeURIComponent('Riesling trocken 2024')}`);
    const wine = card(page, 'Riesling trocken 2024');
    await wine.waitFor();
    expect(await wine.textContent()).toContain('zzgl. Versandkosten');
    expect(await wine.getByTestId('shipping-free-badge').count()).toBe(0);
  });
});

describe('the EU wine e-label', () => {
  const WINE = { path: '/Riesling-trocken-2024/WB-W-2001', name: 'Riesling trocken 2024', labelId: 'kb-nl-19c3ab' };

  it("without the setting: no provider script, the policy allows none, the button shows the product's own nutrition data", async () => {
    const { page } = await browser.context();
    const errors = pageErrors(page);
    const response = await page.goto(WINE.path);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    expect(await page.locator('script[src*="product-label"]').count()).toBe(0);
    await page.getByTestId('buy-box').getByRole('button', { name: 'Nährwerte und Inhaltsstoffe' }).click();
    const dialog = page.getByRole('dialog', { name: `Nährwerte und Inhaltsstoffe: ${WINE.name}` });
    await dialog.getByText('Brennwert').waitFor();
    expect(await dialog.textContent()).toContain('288 kJ');
    await page.screenshot({ path: `${SCREENSHOTS}catalogue-product-without-e-label-setting.png` });
    expect(errors).toEqual([]);
  });

  // A gateway of the same shop started with PRODUCT_LABEL_SCRIPT (the setting under test), pointing at a
  // stand-in provider served on another loopback port (support/fake-label-provider.ts).
  it("with PRODUCT_LABEL_SCRIPT: the provider's script loads under the policy and the button opens its label for the product's label id", async () => {
    const { productLabel } = shop();
    const { page } = await browser.context({ baseURL: productLabel.gatewayUrl });
    const errors = pageErrors(page);
    const response = await page.goto(WINE.path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${productLabel.providerOrigin}`);
    expect(policy).toContain(`frame-src 'self' ${productLabel.providerOrigin}`);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    await page.waitForFunction(() => 'productLabel' in window);
    await page.getByTestId('buy-box').getByRole('button', { name: 'Nährwerte und Inhaltsstoffe' }).click();
    const label = page.getByRole('dialog', { name: 'E-Label des Anbieters' });
    await label.waitFor();
    const frame = page.frameLocator(`iframe[title="E-Label ${WINE.labelId}"]`);
    await frame.getByRole('heading', { name: `E-Label ${WINE.labelId}` }).waitFor();
    // Not the shop's own dialog.
    expect(await page.getByRole('dialog', { name: `Nährwerte und Inhaltsstoffe: ${WINE.name}` }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}catalogue-product-with-e-label-setting.png` });
    expect(errors).toEqual([]);
  });
});
