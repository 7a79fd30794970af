import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { mailedLink, PASSWORD } from './support/accounts.js';
import { SCREENSHOTS, shop, useBrowser } from './support/browser.js';

const browser = useBrowser();

const WINE = { path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002', name: 'Birkweiler Spätburgunder trocken 2021' };

async function fillAccountRegistration(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Registrierung' });
  await form.getByLabel('Anrede').selectOption({ label: 'Herr' });
  await form.getByLabel('Vorname').fill('Jonas');
  await form.getByLabel('Nachname').fill('Brandt');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
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
    await page.getByRole('status').filter({ hasText: 'Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihr Konto.' }).waitFor();
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
