import { describe, expect, it } from 'vitest';
import { logoutThroughGateway, PASSWORD, register } from './support/accounts.js';
import { MOBILE, shop, useBrowser } from './support/browser.js';
import { faults, shopwareError } from './support/faults.js';

const browser = useBrowser();

describe('sessions in the shell', () => {
  it('shows a customer the top bar and the account menu; the account pages are open; logout leaves them', async () => {
    const { context, page } = await browser.context();
    await register(context);
    await page.goto('/');
    await page.getByText('Angemeldet als Anna Keller').waitFor();

    await page.getByRole('button', { name: 'Konto' }).click();
    await page.locator('#account-menu').getByRole('link', { name: 'Mein Konto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor();
    await page.getByRole('link', { name: 'Persönliche Daten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Persönliche Daten' }).waitFor();

    await page.getByRole('button', { name: 'Abmelden' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Sie haben sich erfolgreich abgemeldet.' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Angemeldet als Anna Keller').count()).toBe(0);

    await page.goto('/account/orders');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
  });

  it('tells a customer whose logout fails that it failed, and keeps them logged in where they are', async () => {
    const { gatewayUrl } = shop().faulty;
    const { context, page } = await browser.context({ baseURL: gatewayUrl });
    await register(context, { gatewayUrl });
    await page.goto('/account/profile');
    await page.getByText('Angemeldet als Anna Keller').waitFor();
    await faults.fail(shopwareError(500, '0', 'Internal Server Error', 'SQLSTATE[HY000] [2002] Connection refused'), {
      times: 1,
      only: /^POST \/store-api\/account\/logout$/,
    });
    try {
      await page.getByRole('button', { name: 'Abmelden' }).first().click();
      await page.getByRole('alert').filter({ hasText: 'Hoppla, da ist etwas gründlich schiefgegangen :(' }).waitFor();
    } finally {
      await faults.heal();
    }
    expect(new URL(page.url()).pathname).toBe('/account/profile');
    await page.getByText('Angemeldet als Anna Keller').waitFor();
    // The network gone: the shopper reads that the server could not be reached.
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'Logout'
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Abmelden' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Der Server konnte Ihre Anfrage nicht ausführen.' }).waitFor();
    await page.getByText('Angemeldet als Anna Keller').waitFor();
  });

  it('sends an anonymous visitor from the account pages to /login', async () => {
    const { page } = await browser.context();
    for (const path of ['/account', '/account/orders', '/account/addresses/add']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
    }
  });

  it('sends a guest from the account pages to /login, which logs the guest out', async () => {
    const { context, page } = await browser.context();
    await register(context, { guest: true });
    await page.goto('/');
    await page.getByText('Gastzugang').waitFor();
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: 'Sie haben sich erfolgreich abgemeldet.' }).waitFor();
    await expect.poll(() => page.getByText('Gastzugang').count()).toBe(0);
  });

  it('leaves password recovery open to visitors', async () => {
    const { page } = await browser.context();
    await page.goto('/account/recover/password');
    await page.getByRole('heading', { level: 1, name: 'Passwort wiederherstellen' }).waitFor();
  });

  it('offers a guest Anmelden and Abmelden in the bottom bar, but not Mein Konto', async () => {
    const { context, page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await register(context, { guest: true });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Schnellnavigation' }).getByRole('button', { name: 'Konto' }).click();
    const sheet = page.getByRole('dialog', { name: 'Konto' });
    await sheet.getByRole('button', { name: 'Anmelden' }).waitFor();
    await sheet.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Mein Konto' }).count()).toBe(0);
  });

  it('logs in from the login modal, showing a refusal on the form', async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    await logoutThroughGateway(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Passwort').fill('falsch-falsch');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await dialog.getByRole('alert').waitFor();

    await dialog.getByLabel('Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Angemeldet als Anna Keller').waitFor();
    // The dialog closes once every query on the page has been read again for the new session.
    await dialog.waitFor({ state: 'hidden' });
  });
});
