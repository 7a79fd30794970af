import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logoutThroughGateway, PASSWORD, register } from './support/accounts.js';
import { MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

async function loginThroughModal(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

describe('my account', () => {
  it('shows the overview: name, e-mail, default addresses, newsletter toggle, no orders yet', async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('heading', { name: 'Standard-Rechnungsadresse' }).waitFor();
    await page.getByText('Weinstraße 12').first().waitFor();
    await page.getByText('Sie haben noch keine Bestellungen.').waitFor();

    const toggle = page.getByLabel('Ja, ich möchte den Newsletter des Weinguts erhalten.');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await notice(page, 'Sie haben den Newsletter abonniert.');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}account-overview-desktop.png`, fullPage: true });
    await toggle.click();
    await notice(page, 'Sie haben den Newsletter abbestellt.');
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('changes the profile, the e-mail address and the password; the new ones log in', async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    await page.goto('/account/profile');
    await page.getByRole('heading', { level: 1, name: 'Persönliche Daten' }).waitFor();

    await page.getByLabel('Vorname').fill('Berta');
    await page.getByLabel('Nachname').fill('Brandt');
    await page.getByLabel('Anrede').selectOption({ label: 'Herr' });
    await page.getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await notice(page, 'Ihre persönlichen Daten wurden gespeichert.');
    await page.getByText('Angemeldet als Berta Brandt').waitFor();

    // A wrong password is refused on its field; the confirmation must match.
    const newEmail = email.replace('@', '.neu@');
    await page.getByLabel('Neue E-Mail-Adresse', { exact: true }).fill(newEmail);
    await page.getByLabel('Neue E-Mail-Adresse wiederholen').fill(newEmail);
    await page.getByLabel('Ihr Passwort').fill('falsch-falsch');
    await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.getByLabel('Ihr Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await notice(page, 'Ihre E-Mail-Adresse wurde geändert.');
    await page.getByText(`Ihre aktuelle E-Mail-Adresse: ${newEmail}`).waitFor();

    await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Spätburgunder-2020');
    await page.getByLabel('Neues Passwort wiederholen').fill('Spätburgunder-2021');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();
    await page.getByLabel('Neues Passwort wiederholen').fill('Spätburgunder-2020');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await notice(page, 'Ihr Passwort wurde geändert.');
    await page.screenshot({ path: `${SCREENSHOTS}account-profile-desktop.png`, fullPage: true });

    await logoutThroughGateway(context);
    await page.goto('/');
    await loginThroughModal(page, newEmail, 'Spätburgunder-2020');
    await page.getByText('Angemeldet als Berta Brandt').waitFor();
  });

  it('adds, edits, makes default and deletes addresses; a default address cannot be deleted', async () => {
    const { context, page } = await browser.context();
    await register(context);
    await page.goto('/account/addresses');
    const book = page.getByRole('list', { name: 'Adressen' });
    await book.getByRole('listitem').first().waitFor();

    // The registration's address is both defaults: its deletion is refused with the shop's message.
    const first = book.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Löschen' }).click();
    await first.getByRole('alert').filter({ hasText: 'Standardadresse' }).waitFor();

    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adresse hinzufügen' }).waitFor();
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld.').first().waitFor();
    await page.getByLabel('Anrede').selectOption({ label: 'Frau' });
    await page.getByLabel('Vorname').fill('Clara');
    await page.getByLabel('Nachname').fill('Keller');
    await page.getByLabel('Straße und Hausnummer').fill('Am Kastanienbusch 7');
    await page.getByLabel('PLZ').fill('76831');
    await page.getByLabel('Ort').fill('Birkweiler');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.waitForURL((url) => url.pathname === '/account/addresses');
    const clara = book.getByRole('listitem').filter({ hasText: 'Clara Keller' });
    await clara.waitFor();

    await clara.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adresse bearbeiten' }).waitFor();
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Clara');
    await page.getByLabel('Straße und Hausnummer').fill('Am Kastanienbusch 9');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.waitForURL((url) => url.pathname === '/account/addresses');
    await clara.getByText('Am Kastanienbusch 9').waitFor();

    await clara.getByRole('button', { name: 'Als Standard-Lieferadresse' }).click();
    await notice(page, 'Die Standard-Lieferadresse wurde geändert.');
    await clara.getByText('Standard-Lieferadresse', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}account-addresses-desktop.png`, fullPage: true });

    // The first address is now only the billing default: still refused; Clara's shipping flag moves back, then Clara goes.
    await book
      .getByRole('listitem')
      .filter({ hasText: 'Anna Keller' })
      .getByRole('button', { name: 'Als Standard-Lieferadresse' })
      .click();
    await notice(page, 'Die Standard-Lieferadresse wurde geändert.');
    await clara.getByRole('button', { name: 'Als Standard-Lieferadresse' }).waitFor();
    await clara.getByRole('button', { name: 'Löschen' }).click();
    await notice(page, 'Die Adresse wurde gelöscht.');
    await expect.poll(() => book.getByRole('listitem').filter({ hasText: 'Clara Keller' }).count()).toBe(0);
  });

  it('shows the 404 page for an address that is not in the book or whose id is malformed', async () => {
    const { context, page } = await browser.context();
    await register(context);
    for (const id of ['0123456789abcdef0123456789abcdef', 'not-an-id']) {
      await page.goto(`/account/addresses/add/${id}`);
      await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
      await page.getByText('Diese Seite wurde nicht gefunden').waitFor();
    }
  });

  it('lays the account out on a phone', async () => {
    const { context, page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await register(context);
    await page.goto('/account/addresses/add');
    await page.getByRole('heading', { level: 1, name: 'Adresse hinzufügen' }).waitFor();
    await page.getByLabel('Straße und Hausnummer').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}account-address-form-mobile.png`, fullPage: true });
    await page.goto('/account');
    await page.getByText('Sie haben noch keine Bestellungen.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}account-overview-mobile.png`, fullPage: true });
  });
});
