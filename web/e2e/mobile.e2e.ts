import { describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('bottom navigation on a phone (375 px)', () => {
  it('offers Home, Menu, account, More and Cart instead of the top navigation', async () => {
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/Weine/');
    const bar = page.getByRole('navigation', { name: 'Schnellnavigation' });
    for (const name of ['Start', 'Menü', 'Konto', 'Mehr', 'Warenkorb'])
      await bar.getByRole(name === 'Start' ? 'link' : 'button', { name }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);

    await bar.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('lists the categories under Menü and follows one', async () => {
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Menü' }).click();
    const sheet = page.getByRole('dialog', { name: 'Kategorien' });
    await sheet.getByRole('link', { name: 'Rotwein', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    expect(await sheet.count()).toBe(0);
  });

  it('offers Anmelden / Registrieren to a visitor who is not logged in, without Mein Konto', async () => {
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Konto' }).click();
    const sheet = page.getByRole('dialog', { name: 'Konto' });
    await sheet.getByRole('button', { name: 'Anmelden / Registrieren' }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Mein Konto' }).count()).toBe(0);
    await sheet.getByRole('button', { name: 'Anmelden / Registrieren' }).click();
    await page.getByRole('dialog', { name: 'Anmelden' }).getByLabel('Passwort').waitFor();
  });

  it('toggles the side cart, the Cart entry reading Schließen while it is open', async () => {
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Schnellnavigation' });
    await bar.getByRole('button', { name: 'Warenkorb' }).click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByText('Artikel im Warenkorb: 0').waitFor();
    await bar.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Warenkorb' }).count()).toBe(0);
    await bar.getByRole('button', { name: 'Warenkorb' }).waitFor();
  });

  it('offers search, wishlist and the language under Mehr', async () => {
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Mehr' }).click();
    const sheet = page.getByRole('dialog', { name: 'Mehr' });
    await sheet.getByLabel('Sprache').waitFor();
    await sheet.getByRole('link', { name: 'Merkzettel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merkzettel' }).waitFor();
  });
});
