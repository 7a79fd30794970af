import { describe, it } from 'vitest';
import { mailedLink } from './support/accounts.js';
import { MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('newsletter and contact form', () => {
  it('subscribes a visitor to the newsletter, confirmed by the mailed link', async () => {
    const { page } = await browser.context();
    const email = `newsletter.${Date.now().toString(36)}@example.de`;
    await page.goto('/newsletter-subscribe');
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await page.getByRole('status').filter({ hasText: 'bestätigen Sie Ihre Anmeldung' }).waitFor();

    const link = new URL(await mailedLink(email, 'newsletter_double_opt_in', 'confirm'));
    await page.goto(link.pathname + link.search);
    await page.getByRole('status').filter({ hasText: 'Ihre Anmeldung zum Newsletter ist bestätigt.' }).waitFor();
  });

  it('refuses the contact form without consent, then sends it', async () => {
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto('/kontakt');
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    await form.getByLabel('Anrede').selectOption({ label: 'Herr' });
    await form.getByLabel('Vorname').fill('Jonas');
    await form.getByLabel('Nachname').fill('Weber');
    await form.getByLabel('E-Mail-Adresse').fill('jonas.weber@example.de');
    await form.getByLabel('Betreff').fill('Weinprobe im Mai');
    await form.getByLabel('Ihre Nachricht').fill('Wir würden gern mit sechs Personen zu einer Weinprobe kommen.');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Bitte füllen Sie das Formular korrekt aus und akzeptieren Sie die Datenschutzbestimmungen.' })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}contact-refused-mobile.png`, fullPage: true });

    await form.getByLabel(/Datenschutzbestimmungen gelesen/).check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await form.getByRole('status').waitFor();
  });
});
