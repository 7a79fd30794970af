import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('header on a desktop (1280 × 800)', () => {
  it('shows the catalogue’s categories that fit and the rest under Mehr', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: 'Weine' }).waitFor();
    const more = navigation.getByRole('button', { name: 'Mehr' });
    await more.waitFor();
    const visible = await navigation.getByRole('link').allTextContents();
    expect(visible.length).toBeGreaterThanOrEqual(5);
    expect(visible).not.toContain('Weinproben & Events');

    await more.click();
    const rest = page.locator('#top-navigation-more');
    await rest.getByRole('link', { name: 'Weinproben & Events' }).waitFor();
    // A link category opens its external address in a new tab.
    const external = rest.getByRole('link', { name: 'Weinproben & Events' });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    // Every category is either in the bar or under Mehr, once.
    const hidden = await rest.getByRole('link').allTextContents();
    expect([...visible, ...hidden].sort()).toEqual(
      [
        'Angebote',
        'Gutscheine',
        'Lagen',
        'Neuheiten',
        'Probierpakete',
        'Sekt',
        'Weine',
        'Weingut',
        'Weinproben & Events',
      ].sort(),
    );
  });

  it('recomputes what fits when the window narrows', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('button', { name: 'Mehr' }).waitFor();
    const wide = (await navigation.getByRole('link').allTextContents()).length;
    await page.setViewportSize({ width: 1040, height: 800 });
    await expect.poll(async () => (await navigation.getByRole('link').allTextContents()).length).toBeLessThan(wide);
  });

  it('opens the mega menu of a category on hover, with its children and a 310×250 image', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: 'Weine' }).hover();
    const menu = page.locator('[id^="mega-"]');
    await menu.getByRole('link', { name: 'Rotwein', exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Spätburgunder', exact: true }).waitFor();
    const image = menu.getByRole('img');
    expect(await image.getAttribute('width')).toBe('310');
    expect(await image.getAttribute('height')).toBe('250');
    expect(await image.getAttribute('srcset')).toMatch(/_310x250\.webp 310w/);

    await menu.getByRole('link', { name: 'Rotwein', exact: true }).click();
    await page.waitForURL('**/Weine/Rotwein/');
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    expect(await menu.count()).toBe(0);
  });

  it('dims the page under an open mega menu without moving it; leaving the menu or clicking the dimmed page closes it', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    await page.getByTestId('product-card').first().waitFor();
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const menu = page.locator('[id^="mega-"]');
    const backdrop = page.getByTestId('mega-menu-backdrop');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    expect(await backdrop.count()).toBe(0);

    await navigation.getByRole('link', { name: 'Weine', exact: true }).hover();
    await menu.getByRole('link', { name: 'Rotwein', exact: true }).waitFor();
    await backdrop.waitFor();
    // The whole window is dimmed below the header, which stays bright above it; nothing moved.
    expect(await backdrop.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
      /^(oklab|rgba)\(0,? 0,? 0,? \/? ?0\.4\)$/,
    );
    const header = page.locator('header').first();
    const zIndex = (locator: typeof header) => locator.evaluate((element) => Number(getComputedStyle(element).zIndex));
    expect(await zIndex(backdrop)).toBeLessThan(await zIndex(header));
    expect(await heading.boundingBox()).toEqual(before);
    await page.screenshot({ path: `${SCREENSHOTS}header-mega-menu-backdrop.png` });

    // The pointer leaves the menu for the dimmed page: both go.
    await page.mouse.move(640, 700);
    await expect.poll(() => menu.count()).toBe(0);
    expect(await backdrop.count()).toBe(0);

    // Opened from the keyboard, where the pointer never was: a click on the dimmed page closes it.
    await navigation.getByRole('link', { name: 'Sekt', exact: true }).focus();
    await menu.getByRole('link', { name: 'Rosé-Sekt' }).waitFor();
    await backdrop.click({ position: { x: 640, y: 600 } });
    await expect.poll(() => menu.count()).toBe(0);
    expect(await backdrop.count()).toBe(0);
    expect(await heading.boundingBox()).toEqual(before);
  });

  it('opens the mega menu on keyboard focus and closes it with Escape', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sekt' }).focus();
    const menu = page.locator('[id^="mega-"]');
    await menu.getByRole('link', { name: 'Rosé-Sekt' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
  });

  it('searches from the full-screen search modal and closes it when a result is opened', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.getByRole('button', { name: 'Suche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nach Produkten suchen' });
    await dialog.getByText('Nutzen Sie die Suche').waitFor();
    await dialog.getByLabel('Nach Produkten suchen').fill('Riesling');
    await dialog.getByText(/\d+ Produkte gefunden/).waitFor();
    const first = dialog.getByRole('article').first().getByRole('link');
    const name = await first.textContent();
    await first.click();
    await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });

  it('shows the search modal loading while a term’s first results are on their way, not the empty hint', async () => {
    const { page } = await browser.context();
    let release = () => {};
    let asked = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const searchAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'QuickSearch') {
        asked();
        await answered;
      }
      await route.fallback();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Suche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nach Produkten suchen' });
    const hint = dialog.getByText('Nutzen Sie die Suche');
    await hint.waitFor();
    await dialog.getByLabel('Nach Produkten suchen').fill('Riesling');
    const busy = dialog.locator('[aria-busy="true"]');
    await busy.getByText('Wird geladen').waitFor();
    // Past the 300 ms debounce the request is sent and held: still loading, never the hint.
    await searchAsked;
    expect(await hint.count()).toBe(0);
    expect(await busy.getByText('Wird geladen').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}search-modal-loading.png` });

    release();
    await dialog.getByText(/\d+ Produkte gefunden/).waitFor();
    expect(await busy.count()).toBe(0);
    // An emptied field has nothing to search: the hint again.
    await dialog.getByLabel('Nach Produkten suchen').fill('');
    await hint.waitFor();
  });

  it('closes the search modal when its “Alle Produkte” link is followed on the search page', async () => {
    const { page } = await browser.context();
    await page.goto('/search?query=riesling');
    await page.getByTestId('product-card').first().waitFor();
    await page.getByRole('button', { name: 'Suche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nach Produkten suchen' });
    await dialog.getByLabel('Nach Produkten suchen').fill('Wein');
    await dialog.getByRole('link', { name: /^Alle Produkte: \d+$/ }).click();
    await page.waitForURL('**/search?query=Wein');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('counts a visitor’s wishlist, kept in the browser, in the header badge', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    const badge = (count: number) =>
      page.getByRole('link', { name: `Merkzettel, ${count} ${count === 1 ? 'Produkt' : 'Produkte'}` });
    await badge(0).waitFor();
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.hover();
    await card.getByRole('button', { name: `${name} zum Merkzettel hinzufügen` }).click();
    await badge(1).getByText('1', { exact: true }).waitFor();

    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Vom Merkzettel entfernen' }).click();
    await badge(0).waitFor();
  });

  it('opens the login modal from the account icon and switches its views', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.getByRole('button', { name: 'Konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('E-Mail-Adresse').waitFor();
    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await page
      .getByRole('dialog', { name: 'Passwort zurücksetzen' })
      .getByRole('button', { name: 'oder erneut anmelden.' })
      .click();
    await dialog.getByRole('button', { name: 'Jetzt registrieren!' }).click();
    await page.getByRole('dialog', { name: 'Registrieren' }).waitFor();
  });

  it('toggles the side cart from the cart icon', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.getByRole('button', { name: /^Warenkorb, 0 Artikel$/ }).click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    await cart.getByText('Artikel im Warenkorb: 0').waitFor();
    await cart.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    expect(await cart.count()).toBe(0);
  });
});
