import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shop, useBrowser } from './support/browser.js';

const browser = useBrowser();

/**
 * Goes to a category by its main-navigation link: the browser asks the gateway for the page (the
 * answers these tests fake); a page loaded as a whole is rendered by the server instead.
 */
async function browseTo(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name, exact: true }).click();
}

describe('error pages', () => {
  it('shows 404 for a path nothing lives at, with the way home and back', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/');
    await page.getByRole('heading', { level: 1, name: 'Weine' }).waitFor();
    await page.goto('/gibt-es-nicht/');
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    await page.getByText('Diese Seite wurde nicht gefunden').waitFor();
    expect(await page.title()).toContain('Fehler 404');

    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('heading', { level: 1, name: 'Weine' }).waitFor();
    await page.goForward();
    await page.getByRole('link', { name: 'Zur Startseite' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows 500 when the gateway answers INTERNAL_SERVER_ERROR', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'LandingPage') return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: { page: null },
          errors: [{ message: 'Internal server error', path: ['page'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      });
    });
    await browseTo(page, 'Weine');
    await page.getByRole('heading', { level: 1, name: '500' }).waitFor();
    await page.getByText('Hoppla, da ist etwas gründlich schiefgegangen :(').waitFor();
    // The rest of the shell still works.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).waitFor();
  });

  it('shows 502 when the gateway cannot reach the Store API', async () => {
    const { page } = await browser.context({ baseURL: shop().brokenGatewayUrl });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: '502' }).waitFor();
    await page
      .getByText('Der Server konnte Ihre Anfrage nicht ausführen. Bitte versuchen Sie es in ein paar Sekunden erneut.')
      .waitFor();
  });

  it('shows 408 for an upstream time-out and the error’s own message for other statuses', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    let status = 408;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'LandingPage') return route.continue();
      const code = status === 408 ? 'UPSTREAM_TIMEOUT' : 'TOO_MANY_REQUESTS';
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'Zu viele Anfragen.', extensions: { code, status } }] }),
      });
    });
    await browseTo(page, 'Sekt');
    await page.getByRole('heading', { level: 1, name: '408' }).waitFor();
    await page.getByText('Die Schnittstelle braucht zu lange für eine Antwort.').waitFor();
    status = 429;
    await browseTo(page, 'Weine');
    await page.getByRole('heading', { level: 1, name: '429' }).waitFor();
    await page.getByText('Zu viele Anfragen.').waitFor();
  });
});
