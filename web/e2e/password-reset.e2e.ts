import { describe, it } from 'vitest';
import { logoutThroughGateway, mailedLink, register } from './support/accounts.js';
import { SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('a forgotten password', () => {
  it('is reset through the login modal and the mailed link; the new password logs in', async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    await logoutThroughGateway(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Passwort vergessen?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByRole('button', { name: 'Link anfordern' }).click();
    await dialog.getByRole('status').filter({ hasText: email }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}password-reset-modal-desktop.png` });

    const link = new URL(await mailedLink(email, 'password_recovery', 'recover'));
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { level: 1, name: 'Passwort wiederherstellen' }).waitFor();
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Grauburgunder-2022');
    await page.getByLabel('Neues Passwort wiederholen').fill('Grauburgunder-2022');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('Grauburgunder-2022');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByText('Angemeldet als Anna Keller').waitFor();

    // The link has been used: it now says so.
    await page.goto(link.pathname + link.search);
    await page.getByRole('alert').filter({ hasText: 'abgelaufen' }).waitFor();
  });

  it('can be requested on /reset-password', async () => {
    const { page } = await browser.context();
    await page.goto('/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }).waitFor();
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld.').waitFor();
    await page.getByLabel('E-Mail-Adresse').fill('niemand@example.de');
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByRole('status').filter({ hasText: 'niemand@example.de' }).waitFor();
  });
});
