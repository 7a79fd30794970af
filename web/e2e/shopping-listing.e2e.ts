import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadLazyImages, MOBILE, SCREENSHOTS, shop, useBrowser } from './support/browser.js';

const browser = useBrowser();

interface ListedProduct {
  name: string;
  properties: { groupName: string; name: string }[];
  price: { tierPrices: { fromQuantity: number }[] };
}

/** What the gateway lists for a category path, to check the page against. */
async function listed(path: string): Promise<ListedProduct[]> {
  const response = await fetch(`${shop().gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'accept-language': 'de-DE' },
    body: JSON.stringify({
      query: `{ productListing(path: ${JSON.stringify(path)}, limit: 100) { products { name properties { groupName name } price { tierPrices { fromQuantity } } } } }`,
    }),
  });
  const body = (await response.json()) as { data: { productListing: { products: ListedProduct[] } } };
  return body.data.productListing.products;
}

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();
/** Name and price paid (the special price when there is one) of every card, in order. */
const cardPrices = (page: Page) =>
  page.getByTestId('product-card').evaluateAll((elements) =>
    elements.map((element) => {
      const text = element.querySelector('.font-bold:not(h3)')?.textContent ?? '';
      return {
        name: element.querySelector('h3')?.textContent ?? '',
        price: Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
      };
    }),
  );

describe('category listing', () => {
  it('offers a category’s subcategories from the main navigation and follows one', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/Rotwein/');
    const subcategories = page.getByRole('navigation', { name: 'Unterkategorien' });
    await expect
      .poll(() => subcategories.getByRole('link').allTextContents())
      .toEqual(['Spätburgunder', 'Dornfelder', 'St. Laurent', 'Rotwein-Cuvées', 'Weitere Rotweine']);
    await subcategories.getByRole('link', { name: 'Spätburgunder' }).click();
    await page.waitForURL('**/Weine/Rotwein/Spaetburgunder/');
    await page.getByRole('heading', { level: 1, name: 'Spätburgunder' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Unterkategorien' }).count()).toBe(0);
  });

  it('filters by Weinart, sorts by price, loads more and keeps the state on reload', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    await page.getByRole('heading', { level: 1, name: 'Weine' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(10);
    await page.getByTestId('listing-count').getByText('35 Produkte gefunden').waitFor();

    // Weinart: Rotwein – only red wines.
    const filters = page.getByTestId('listing-filters');
    await filters.locator('summary', { hasText: 'Weinart' }).click();
    await filters.getByLabel('Rotwein').check();
    await page.waitForURL(/properties=/);
    await expect.poll(async () => (await page.getByTestId('listing-count').textContent()) ?? '').not.toContain('35 ');
    const all = await listed('/Weine/');
    const weinart = new Map(
      all.map((product) => [
        product.name,
        product.properties.filter((property) => property.groupName === 'Weinart').map((property) => property.name),
      ]),
    );
    const red = await cardNames(page);
    expect(red.length).toBeGreaterThan(0);
    for (const name of red) expect(weinart.get(name), name).toEqual(['Rotwein']);

    // Preis aufsteigend.
    await page.getByLabel('Sortierung').selectOption('price-asc');
    await page.waitForURL(/order=price-asc/);
    // The shop sorts by the cheapest price; a card with tier prices shows its first tier's, so it is left out.
    const tiered = new Set(all.filter((product) => product.price.tierPrices.length > 0).map((product) => product.name));
    const untieredPrices = async () =>
      (await cardPrices(page)).filter((card) => !tiered.has(card.name)).map((card) => card.price);
    // The list follows once the new answer is there (the URL changes first).
    await expect
      .poll(async () => {
        const prices = await untieredPrices();
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);

    // Load more: more cards, 10 at a time.
    await page.getByRole('checkbox', { name: 'Rotwein' }).uncheck();
    await expect.poll(() => page.getByTestId('listing-count').textContent()).toContain('35 Produkte gefunden');
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await page.waitForURL(/p=2/);
    await expect.poll(() => cards(page).count()).toBe(20);
    const before = await cardNames(page);

    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await cardNames(page)).toEqual(before);
    expect(await page.getByLabel('Sortierung').inputValue()).toBe('price-asc');
    expect(new URL(page.url()).searchParams.get('order')).toBe('price-asc');
  });

  it('loads the last products of a listing, then offers no more', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/?p=3');
    await expect.poll(() => cards(page).count()).toBe(30);
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await page.waitForURL(/p=4/);
    await expect.poll(() => cards(page).count()).toBe(35);
    await page.getByText('35 von 35 Produkten').waitFor();
    expect(await page.getByRole('button', { name: 'Mehr laden' }).count()).toBe(0);
  });

  it('shows the shared state of a link with a filter', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    await page.getByTestId('listing-filters').locator('summary', { hasText: 'Weinart' }).click();
    await page.getByLabel('Weisswein').check();
    await page.waitForURL(/properties=/);
    const shared = page.url();
    const { page: other } = await browser.context();
    await other.goto(shared);
    await other.getByTestId('product-card').first().waitFor();
    expect(await other.getByRole('checkbox', { name: 'Weisswein' }).isChecked()).toBe(true);
  });

  it('disables a sold-out product’s button, reading Ausverkauft', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/Rotwein/?p=3');
    const soldOut = page.getByTestId('product-card').filter({ hasText: 'Kastanienbusch Große Lage 2020' });
    await soldOut.waitFor();
    const button = soldOut.getByRole('button', { name: 'Ausverkauft' });
    expect(await button.isDisabled()).toBe(true);
    expect(await soldOut.getByRole('spinbutton').count()).toBe(0);
  });

  it('adds a wine to the cart from its card: the notification and the cart badge', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) })
      .first();
    await card.waitFor();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('spinbutton', { name: 'Menge' }).fill('2');
    await card.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(name, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Warenkorb, 2 Artikel' }).waitFor();
  });

  it('puts the retyped quantity into the cart after the shopper cleared the field', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) })
      .first();
    const quantity = card.getByRole('spinbutton', { name: 'Menge' });
    await quantity.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    expect(await quantity.inputValue()).toBe('');
    await page.keyboard.type('6');
    await card.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('button', { name: 'Warenkorb, 6 Artikel' }).waitFor();
  });

  it('tells a visitor that a card’s product has been added to the wishlist', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.hover();
    await card.getByRole('button', { name: `${name} zum Merkzettel hinzufügen` }).click();
    await page
      .getByRole('region', { name: 'Benachrichtigungen' })
      .getByText(`${name} wurde zum Merkzettel hinzugefügt.`)
      .waitFor();
  });

  it.each([
    ['desktop', undefined],
    ['mobile', MOBILE],
  ] as const)('screenshots the category with filters (%s)', async (device, viewport) => {
    const { page } = await browser.context(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
    await page.goto('/Weine/?order=price-asc');
    await page.getByTestId('product-card').first().waitFor();
    if (device === 'mobile') await page.getByRole('button', { name: 'Filter anzeigen' }).click();
    await page.getByTestId('listing-filters').locator('summary', { hasText: 'Weinart' }).click();
    await loadLazyImages(page);
    await page.screenshot({ path: `${SCREENSHOTS}${device}-category-listing.png`, fullPage: true });
    // The top of the page at full size (filters and the first cards), for a person to look at.
    const size = page.viewportSize()!;
    await page.screenshot({
      path: `${SCREENSHOTS}${device}-category-listing-top.png`,
      fullPage: true,
      clip: { x: 0, y: 0, width: size.width, height: size.height * 2 },
    });
    // And the first cards.
    const top = await page
      .getByTestId('listing-count')
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.screenshot({
      path: `${SCREENSHOTS}${device}-category-listing-cards.png`,
      fullPage: true,
      clip: { x: 0, y: top - 10, width: size.width, height: size.height * 1.5 },
    });
  });
});

describe('search page', () => {
  it('searches riesling and opens a result', async () => {
    const { page } = await browser.context();
    await page.goto('/search?query=riesling');
    const first = page.getByTestId('product-card').first();
    await first.waitFor();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => /riesling/i.test(name))).toBe(true);
    await page.getByLabel('Sortierung').waitFor();
    const name = names.find((entry) => /riesling/i.test(entry))!;
    await page.getByTestId('product-card').filter({ hasText: name }).first().getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/search');
  });
});
