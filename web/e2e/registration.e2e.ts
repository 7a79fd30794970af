import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { mailedLink, PASSWORD } from './support/accounts.js';
import { SCREENSHOTS, shop, useBrowser } from './support/browser.js';

const browser = useBrowser();

const WINE = {
  path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
  name: 'Birkweiler Spätburgunder trocken 2021',
};

async function fillAccountRegistration(page: Page, email: string, repeatedPassword = PASSWORD): Promise<void> {
  const form = page.getByRole('form', { name: 'Registrierung' });
  await form.getByLabel('Anrede').selectOption({ label: 'Herr' });
  await form.getByLabel('Vorname').fill('Jonas');
  await form.getByLabel('Nachname').fill('Brandt');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Passwort wiederholen').fill(repeatedPassword);
  await form.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1');
  await form.getByLabel('PLZ').fill('76831');
  await form.getByLabel('Ort', { exact: true }).fill('Birkweiler');
  await form.getByLabel(/Ich habe die Datenschutzhinweise/).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
}

describe('registration with double opt-in (as a real Shopware asks by default)', () => {
  it('registers in the checkout, confirms with the mailed link and lands in the checkout logged in after 5 s', async () => {
    const { page } = await browser.context({ baseURL: shop().doubleOptIn.gatewayUrl });
    await page.goto(WINE.path);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' }).waitFor();
    await page.goto('/checkout/information');

    const email = `doi.${Date.now().toString(36)}@example.de`;
    await fillAccountRegistration(page, email);
    // Not logged in yet: the persistent notice asks for the confirmation, the form is still there.
    await page
      .getByRole('status')
      .filter({ hasText: 'Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihr Konto.' })
      .waitFor();
    await page.getByRole('heading', { name: 'Sie sind bereits Kunde?' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}registration-confirmation-asked.png`, fullPage: true });

    const link = await mailedLink(email, 'registration_double_opt_in', 'confirm', shop().doubleOptIn.emulatorUrl);
    await page.goto(link);
    await page.getByText(/Sie werden in \d Sekunden zur Kasse weitergeleitet/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}registration-confirmed.png`, fullPage: true });
    await page.waitForURL('**/checkout/information', { timeout: 10_000 });
    await page.getByTestId('checkout-orderer').filter({ hasText: email }).waitFor();
  });
});

describe('registration in the login modal', () => {
  it('refuses a password repeated wrongly, then registers and logs in at once (no double opt-in)', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Jetzt registrieren!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrieren' });
    const email = `modal.${Date.now().toString(36)}@example.de`;
    await fillAccountRegistration(page, email, 'Riesling-2020');
    await dialog.getByText('Die Passwörter stimmen nicht überein.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}registration-modal-refused.png` });

    await dialog.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Herzlichen Glückwunsch! Sie haben sich erfolgreich registriert.' })
      .waitFor();
    await page.getByText('Angemeldet als Jonas Brandt').waitFor();
    // The dialog closes once every query on the page has been read again for the new session.
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps the wishlist the visitor made in the browser once registered', async () => {
    const { page } = await browser.context();
    await page.goto(WINE.path);
    await page.getByRole('button', { name: 'Auf den Merkzettel' }).click();
    await page.getByRole('button', { name: 'Vom Merkzettel entfernen' }).waitFor();
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Jetzt registrieren!' }).click();
    await fillAccountRegistration(page, `wishlist.${Date.now().toString(36)}@example.de`);
    await page.getByText('Angemeldet als Jonas Brandt').waitFor();
    await page.getByRole('dialog', { name: 'Registrieren' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Vom Merkzettel entfernen' }).waitFor();
    await page.goto('/wishlist');
    await page.getByRole('link', { name: WINE.name }).waitFor();
  });
});
