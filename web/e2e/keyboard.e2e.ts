import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addWineToCart } from './support/accounts.js';
import { MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';
import { focused, focusInside, tabTo } from './support/keyboard.js';

const browser = useBrowser();

const WINE = 'Birkweiler Spätburgunder trocken 2021';

/** A shopper who only has a keyboard: a fresh context with the cookie notice accepted (it would arrive mid-journey otherwise). */
async function keyboardShopper(options: Parameters<typeof browser.context>[0] = {}) {
  const shopper = await browser.context(options);
  await shopper.context.addInitScript(() => localStorage.setItem('shop.cookie-notice-accepted', 'true'));
  return shopper;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Chooses a radio of a group by arrow keys, the group's tab stop being its checked (or first) radio. */
async function chooseRadio(page: Page, name: RegExp): Promise<void> {
  await tabTo(page, /^radio /);
  for (let step = 0; step < 6; step += 1) {
    const current = await focused(page);
    if (name.test(current) && current.includes('[checked]')) return;
    if (name.test(current)) await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
    await page.waitForLoadState('networkidle');
  }
  throw new Error(`radio ${name} not chosen; focus on ${await focused(page)}`);
}

/** From the header's search icon: the modal opens with focus in its field, the term is typed and answered. */
async function searchByKeyboard(page: Page, term: string): Promise<void> {
  await tabTo(page, /^button "Suche"$/);
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatch(/^searchbox "Nach Produkten suchen"/);
  await page.keyboard.type(term);
  await page
    .getByRole('dialog', { name: 'Nach Produkten suchen' })
    .getByText(/\d+ Produkte? gefunden/)
    .waitFor();
}

/** Types into the field reached by Tab. */
async function typeInto(page: Page, field: RegExp, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Presses Tab and Shift+Tab a number of times each; focus must never leave the dialog. */
async function expectFocusTrapped(page: Page, dialogName: string, presses = 25): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < presses; step += 1) {
      await page.keyboard.press(key);
      if (!(await focusInside(page, dialogName)))
        throw new Error(`${key} #${step + 1} left the dialog ${dialogName} for ${await focused(page)}`);
    }
  }
}

/** An open dialog holds focus, keeps it under Tab and Shift+Tab, closes on Escape and hands focus back to its opener. */
async function expectTrapAndReturn(page: Page, dialogName: string, opener: RegExp, presses = 25): Promise<void> {
  expect(await focusInside(page, dialogName)).toBe(true);
  await expectFocusTrapped(page, dialogName, presses);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog', { name: dialogName }).count()).toBe(0);
  expect(await focused(page)).toMatch(opener);
}

describe('a keyboard-only guest checkout', () => {
  it('finds a wine through the search, adds it, and orders it as a guest up to /order-success', async () => {
    const { page } = await keyboardShopper();
    await open(page, '/');

    await searchByKeyboard(page, 'Spätburgunder');
    await tabTo(page, new RegExp(`^link "${WINE}"`));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: WINE }).waitFor();

    await tabTo(page, /^button "In den Warenkorb"$/);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' }).waitFor();
    await tabTo(page, /^button "Warenkorb, 1 Artikel"/, { backward: true });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByTestId('cart-line').waitFor();
    await tabTo(page, /^link "Zur Kasse"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout/information');

    await page.getByRole('form', { name: 'Registrierung' }).waitFor();
    await tabTo(page, /^combobox "Anrede/);
    await page.keyboard.type('Frau');
    await typeInto(page, /^textbox "Vorname/, 'Tabea');
    await typeInto(page, /^textbox "Nachname/, 'Taste');
    await typeInto(page, /^textbox "E-Mail-Adresse/, `tastatur.${Date.now().toString(36)}@example.de`);
    await tabTo(page, /^checkbox "Kein Kundenkonto anlegen"/);
    await page.keyboard.press('Space');
    await typeInto(page, /^textbox "Straße und Hausnummer/, 'Weinstraße 7');
    await typeInto(page, /^textbox "PLZ/, '76831');
    await typeInto(page, /^textbox "Ort/, 'Birkweiler');
    await tabTo(page, /^checkbox "Ich habe die Datenschutzhinweise/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button "Als Gast weiter"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout/shipping');

    await page.locator('h1').first().waitFor();
    await chooseRadio(page, /Standardversand/);
    await tabTo(page, /^button "Weiter zur Zahlungsart"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout/payment');
    await chooseRadio(page, /Vorkasse/);
    await tabTo(page, /^button "Weiter zur Bestellübersicht"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout/review');

    await page.getByRole('heading', { name: /Ihre Bestellung \(1 Artikel\)/ }).waitFor();
    await tabTo(page, /^checkbox ".*AGB/);
    await page.keyboard.press('Space');
    await tabTo(page, /^checkbox ".*mindestens 18 Jahre alt/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button "zahlungspflichtig bestellen"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/order-success?orderId=*');
    await page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
  });
});

describe('overlays by keyboard', () => {
  it('the login modal keeps focus inside and gives it back to the account icon on Escape', async () => {
    const { page } = await keyboardShopper();
    await open(page, '/');
    await tabTo(page, /^button "Konto"$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Anmelden' }).getByLabel('Passwort').waitFor();
    await expectTrapAndReturn(page, 'Anmelden', /^button "Konto"$/);
  });

  it('the search modal keeps focus inside among its results and gives it back to the search icon', async () => {
    const { page } = await keyboardShopper();
    await open(page, '/');
    await searchByKeyboard(page, 'Riesling');
    await expectTrapAndReturn(page, 'Nach Produkten suchen', /^button "Suche"$/, 40);
  });

  it('the side cart keeps focus inside and gives it back to the cart icon', async () => {
    const { context, page } = await keyboardShopper();
    await addWineToCart(context);
    await open(page, '/');
    await tabTo(page, /^button "Warenkorb, 2 Artikel"/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByTestId('cart-line').waitFor();
    await expectTrapAndReturn(page, 'Warenkorb', /^button "Warenkorb, 2 Artikel"/);
  });

  it('the mega menu opens on focus, is walked with Tab and followed with Enter; Escape closes it', async () => {
    const { page } = await keyboardShopper();
    await open(page, '/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await tabTo(page, /^link "Weine"/);
    const menu = page.locator('[id^="mega-"]');
    await menu.getByRole('link', { name: 'Rotwein', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await focused(page)).toMatch(/^link "Weine"/);
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, /^link "Weine"/);
    await tabTo(page, /^link "Rotwein"/, { max: 5 });
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();

    // The categories that do not fit: 'Mehr' opens them with Enter, Tab walks them.
    await tabTo(page, /^button "Mehr"/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^link "Weinproben & Events"/, { max: 10 });
    expect(
      await navigation.locator('#top-navigation-more').evaluate((element) => element.contains(document.activeElement)),
    ).toBe(true);
  });

  it('the mobile bottom bar opens its sheets by keyboard; each keeps focus and gives it back', async () => {
    const { page } = await keyboardShopper({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await open(page, '/');
    for (const [entry, title] of [
      ['Menü', 'Kategorien'],
      ['Konto', 'Konto'],
      ['Mehr', 'Mehr'],
      ['Warenkorb', 'Warenkorb'],
    ] as const) {
      await tabTo(page, new RegExp(`^button "${entry}"`));
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: title }).waitFor();
      await expectTrapAndReturn(page, title, new RegExp(`^button "${entry}"`), 12);
    }

    // Menu → a category by Enter; Konto → the login modal, whose Escape comes back to the bar.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, /^button "Menü"/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^link "Rotwein"/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    await tabTo(page, /^button "Konto"/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^button "Anmelden \/ Registrieren"/, { max: 5 });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Anmelden' }).getByLabel('Passwort').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Anmelden' }).count()).toBe(0);
    expect(await focused(page)).toMatch(/^button "Konto"/);
  });
});

describe('what a keyboard or screen-reader user relies on', () => {
  it('every image has an alt attribute: a text, or "" when it only decorates', async () => {
    const { page } = await keyboardShopper();
    for (const path of [
      '/',
      '/Weine/Rotwein/',
      '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
      '/search?query=riesling',
    ]) {
      await open(page, path);
      const images = await page
        .locator('img')
        .evaluateAll((all) => all.map((image) => ({ src: image.getAttribute('src'), alt: image.getAttribute('alt') })));
      expect(images.length, path).toBeGreaterThan(0);
      expect(
        images.filter((image) => image.alt === null),
        path,
      ).toEqual([]);
      // A text alternative names what is shown, never the file.
      expect(
        images.filter((image) => image.alt && /\.(webp|jpe?g|png|svg)$/i.test(image.alt)),
        path,
      ).toEqual([]);
    }
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).focus();
    expect(await page.locator('[id^="mega-"] img').getAttribute('alt')).toBeTruthy();
  });

  it('shows a visible focus indicator on the controls a keyboard reaches', async () => {
    const { page } = await keyboardShopper();
    await open(page, '/Weine/Rotwein/');
    const indicator = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const visible = (style: CSSStyleDeclaration) =>
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
        return visible(getComputedStyle(element)) || visible(getComputedStyle(element, '::after'));
      });
    const targets: [RegExp, string][] = [
      [/^link "Zum Inhalt springen"/, 'skip-link'],
      [/^link "Weine"/, 'top-navigation'],
      [/^button "Suche"/, 'header-search'],
      [/^link "Birkweiler/, 'product-card'],
      [/^button "In den Warenkorb"/, 'add-to-cart'],
    ];
    for (const [target, name] of targets) {
      const label = await tabTo(page, target);
      expect(await indicator(), label).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}focus-${name}.png` });
    }
    await open(page, '/kontakt');
    for (const target of [/^combobox /, /^textbox /, /^checkbox /]) {
      const label = await tabTo(page, target);
      expect(await indicator(), label).toBe(true);
    }
    await page.screenshot({ path: `${SCREENSHOTS}focus-contact-checkbox.png` });
  });
});
