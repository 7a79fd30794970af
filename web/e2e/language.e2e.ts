import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('interface language', () => {
  it('is German by default, switches to English (interface, gateway messages and catalogue) and keeps the choice', async () => {
    const { page } = await browser.context({ locale: 'en-GB' });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Öffnungszeiten' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    const english = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && request.headers()['accept-language'] === 'en-GB',
    );
    await footer.getByLabel('Sprache').selectOption('en-GB');
    await footer.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await english;
    // The gateway offers English: the session switches and the catalogue's names follow.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Wines' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await footer.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Wines' }).waitFor();
    expect(await footer.getByLabel('Language').inputValue()).toBe('en-GB');
    expect(await page.evaluate(() => localStorage.getItem('shop.locale'))).toBe('en-GB');

    await page.goto('/nothing-here');
    await page.getByText('This page could not be found').waitFor();
  });
});
