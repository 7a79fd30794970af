import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addWineToCart, openCheckoutWithWine } from './support/accounts.js';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

/** The shopper leaves the tab and comes back. Headless chromium keeps every tab visible: the test plays the browser's part. */
async function leaveTabAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('loading code and data', () => {
  it('prefetches the code of the pages that visible links lead to, after 2 s idle', async () => {
    const { page } = await browser.context();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) chunks.push(file);
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).waitFor();
    expect(chunks).not.toContain('wishlist-page');
    // The header's wishlist link is visible: its page's code arrives without a click.
    await expect.poll(() => chunks.includes('wishlist-page'), { timeout: 6000 }).toBe(true);
  });

  it('brings the GraphQL operations of the checkout and the account with their pages, not with the first page', async () => {
    const { page } = await browser.context();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[\w-]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
    });
    await page.goto('/Weine/Rotwein/');
    await page.waitForSelector('html[data-started]');
    const firstPage = (await Promise.all(scripts)).join('\n');
    // The product card's and the header's own operations are there; the checkout's and the account's are not.
    expect(firstPage).toContain('"ProductCardAddToCart"');
    expect(firstPage).toContain('"MainNavigation"');
    for (const operation of [
      'PlaceOrder',
      'SetPaymentMethod',
      'CheckoutAddressBook',
      'AccountOrders',
      'AccountChangePassword',
    ])
      expect(firstPage).not.toContain(`"${operation}"`);
    // A bottle in the cart, then on to the checkout: its operations come with its code.
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await page.getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' }).waitFor();
    scripts.length = 0;
    await page.goto('/checkout/information');
    await page.getByRole('form', { name: 'Registrierung' }).waitFor();
    expect((await Promise.all(scripts)).join('\n')).toContain('"PlaceOrder"');
  });

  it('reloads once when a page’s code cannot be loaded, and shows the error page when it fails again within 60 s', async () => {
    const { page } = await browser.context();
    await page.route(/\/assets\/cart-page-[\w-]+\.js$/, (route) => route.abort());
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).waitFor();
    expect(documents).toBe(1);
    // Client-side navigation to /cart: its chunk fails, and the page reloads itself once…
    await page.getByRole('button', { name: /^Warenkorb, 0 Artikel$/ }).click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect.poll(() => documents).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/cart');
    // …and when the chunk fails again within 60 s, the error page stands instead of another reload.
    await page.getByRole('heading', { level: 1, name: '502' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('shop.chunk-reload-at'))).toMatch(/^\d+$/);
    // No reload follows the error page (a reload would start within a moment of it).
    await page.waitForTimeout(250);
    expect(documents).toBe(2);
  });

  it('asks the gateway for the session again when the tab becomes visible, and broadcasts tab-visible', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { tabVisible: number }).tabVisible = 0;
      window.addEventListener('tab-visible', () => (window as unknown as { tabVisible: number }).tabVisible++);
    });
    const session = page.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') &&
        (request.postDataJSON() as { operationName?: string }).operationName === 'Session',
    );
    await leaveTabAndComeBack(page);
    await session;
    expect(await page.evaluate(() => (window as unknown as { tabVisible: number }).tabVisible)).toBe(1);
  });

  it('shows the cart as another tab left it when the shopper comes back to /cart', async () => {
    const { context, page } = await browser.context();
    await addWineToCart(context);
    await page.goto('/cart');
    const quantity = page.getByTestId('cart-line').getByRole('combobox', { name: /^Menge von / });
    await expect.poll(() => quantity.inputValue()).toBe('2');
    // Another tab of the same session puts two more bottles into the cart.
    await addWineToCart(context);
    await leaveTabAndComeBack(page);
    await expect.poll(() => quantity.inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Warenkorb, 4 Artikel' }).waitFor();
  });

  it('brings the checkout up to date when the shopper comes back to its tab', async () => {
    const { context, page } = await browser.context();
    await openCheckoutWithWine(context, page);
    const summary = page.getByRole('complementary');
    await summary.getByText(/^2 × /).waitFor();
    await addWineToCart(context);
    await leaveTabAndComeBack(page);
    await summary.getByText(/^4 × /).waitFor();
  });
});
