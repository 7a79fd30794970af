import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logoutThroughGateway, PASSWORD, register } from './support/accounts.js';
import { DESKTOP, loadLazyImages, MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

const WINE = {
  path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
  name: 'Birkweiler Spätburgunder trocken 2021',
};

const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const cartBadge = (page: Page, count: number) => page.getByRole('button', { name: `Warenkorb, ${count} Artikel` });
const buyBoxQuantity = (page: Page) => page.getByTestId('buy-box').getByRole('spinbutton', { name: 'Menge' });

async function addWine(page: Page, quantity = 1): Promise<void> {
  await page.goto(WINE.path);
  await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
  if (quantity !== 1) await buyBoxQuantity(page).fill(String(quantity));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await notification(page, `${WINE.name} wurde in den Warenkorb gelegt.`).waitFor();
}

describe('product detail, cart and wishlist', () => {
  it('shows the product page and adds the product: notification and header badge', async () => {
    const { page } = await browser.context();
    await page.goto(WINE.path);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    const priceBlock = page.getByTestId('price-block');
    await priceBlock.getByText('inkl. MwSt. zzgl. Versandkosten').waitFor();
    await priceBlock.getByText(/Grundpreis/).waitFor();
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: 'Weindaten' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Bewertungen/ }).waitFor();

    await buyBoxQuantity(page).fill('2');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await notification(page, `${WINE.name} wurde in den Warenkorb gelegt.`).waitFor();
    await cartBadge(page, 2).waitFor();
  });

  it('takes the quantity a shopper types on the product page into the cart', async () => {
    const { page } = await browser.context();
    await page.goto(WINE.path);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    const quantity = buyBoxQuantity(page);
    await quantity.click();
    await quantity.press('Backspace');
    await quantity.pressSequentially('12');
    expect(await quantity.inputValue()).toBe('12');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await notification(page, `${WINE.name} wurde in den Warenkorb gelegt.`).waitFor();
    await cartBadge(page, 12).waitFor();
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: WINE.name });
    await expect.poll(() => line.getByLabel(`Menge von ${WINE.name}`).inputValue()).toBe('12');
  });

  it('shows 10 of a product’s 13 reviews, and the other 3, oldest last, after ‘Weitere Bewertungen anzeigen’', async () => {
    const { page } = await browser.context();
    await page.goto('/Dornfelder-trocken-2023/WB-R-1006');
    await page.getByRole('heading', { level: 2, name: 'Bewertungen (13)' }).waitFor();
    const reviews = page.getByTestId('product-reviews').locator('h3');
    await expect.poll(() => reviews.count()).toBe(10);
    const more = page.getByRole('button', { name: 'Weitere Bewertungen anzeigen' });
    await more.click();
    await expect.poll(() => reviews.count()).toBe(13);
    const titles = await reviews.allTextContents();
    expect(titles[0]).toBe('Unser Hauswein');
    expect(titles.at(-1)).toBe('Ein Klassiker');
    expect(new Set(titles).size).toBe(13);
    expect(await more.count()).toBe(0);
  });

  it('changes the quantity and removes the line in /cart, with the side cart showing the line', async () => {
    const { page } = await browser.context();
    await addWine(page);
    await cartBadge(page, 1).click();
    const sideCart = page.getByRole('dialog', { name: 'Warenkorb' });
    await sideCart.getByRole('link', { name: WINE.name }).waitFor();
    await sideCart.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();

    const line = page.getByTestId('cart-line').filter({ hasText: WINE.name });
    const before = await line.getByTestId('line-total').textContent();
    await line.getByLabel(`Menge von ${WINE.name}`).selectOption('3');
    await cartBadge(page, 3).waitFor();
    await expect.poll(() => line.getByTestId('line-total').textContent()).not.toBe(before);
    await line.getByText(/0,75 l/).waitFor();

    await line.getByRole('button', { name: `${WINE.name} entfernen` }).click();
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
    await cartBadge(page, 0).waitFor();
  });

  it('applies WEINFREUNDE10 and refuses an unknown code with the spec’s messages', async () => {
    const { page } = await browser.context();
    await addWine(page);
    await page.goto('/cart');
    const total = page.getByTestId('cart-total');
    await total.waitFor();
    const before = await total.textContent();
    await page.getByLabel('Aktionscode').fill('GIBTESNICHT');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await notification(page, 'Der Aktionscode existiert nicht.').waitFor();

    await page.getByLabel('Aktionscode').fill('WEINFREUNDE10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await notification(page, 'Der Aktionscode wurde erfolgreich hinzugefügt.').waitFor();
    await page
      .getByTestId('cart-summary')
      .getByText(/WEINFREUNDE10/)
      .waitFor();
    await expect.poll(() => total.textContent()).not.toBe(before);
  });

  it("leads from the voucher's card to its page, where the chosen amount goes into the cart", async () => {
    const { page } = await browser.context();
    await page.goto('/search?query=Gutschein');
    const card = page.getByTestId('product-card').filter({ hasText: 'Wertgutschein' });
    await card.getByRole('link', { name: 'Optionen wählen für Wertgutschein' }).waitFor();
    // Its amounts cost 25 to 150 €: the card is priced from the cheapest.
    await card.getByText(/^ab 25,00\s€$/).waitFor();
    expect(await card.getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(0);
    await card.getByRole('link', { name: 'Optionen wählen für Wertgutschein' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wertgutschein' }).waitFor();
    await page.getByText('100 €', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '100 €' }).isChecked()).toBe(true);
    await page
      .getByTestId('price-block')
      .getByText(/^100,00\s€$/)
      .waitFor();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await notification(page, /wurde in den Warenkorb gelegt/).waitFor();
    await page.goto('/cart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').first().getByTestId('line-total').textContent()).toMatch(/100,00\s€$/);
  });

  it('keeps a visitor’s wishlist in the browser and merges it into the account at login', async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    await logoutThroughGateway(context);
    await page.goto(WINE.path);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    await page.getByRole('button', { name: 'Auf den Merkzettel' }).click();
    await page.getByRole('button', { name: 'Vom Merkzettel entfernen' }).waitFor();
    await page.goto('/wishlist');
    await page.getByRole('heading', { level: 1, name: 'Merkzettel' }).waitFor();
    await page.getByRole('link', { name: WINE.name }).waitFor();

    await page.getByRole('button', { name: 'Konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Angemeldet als Anna Keller').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('shop.guest-wishlist'))).toBe('[]');
    await page.goto('/wishlist');
    await page.getByRole('link', { name: WINE.name }).waitFor();
  });

  describe.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('screenshots %s', (device, viewport) => {
    it('product and cart', async () => {
      const { page } = await browser.context({
        viewport,
        isMobile: device === 'mobile',
        hasTouch: device === 'mobile',
      });
      await page.goto(WINE.path);
      await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
      await loadLazyImages(page);
      await page.screenshot({ path: `${SCREENSHOTS}${device}-product-detail.png`, fullPage: true });
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await notification(page, /wurde in den Warenkorb gelegt/).waitFor();
      await page.goto('/cart');
      await page.getByTestId('cart-line').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}${device}-cart.png`, fullPage: true });
    });
  });
});
