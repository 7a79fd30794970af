import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The information step as a guest: person, e-mail, 'do not create a customer account', address. */
export async function continueAsGuest(
  page: Page,
  email = `gast.${Date.now().toString(36)}@example.de`,
): Promise<string> {
  const form = page.getByRole('form', { name: 'Registrierung' });
  await form.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await form.getByLabel('Vorname').fill('Greta');
  await form.getByLabel('Nachname').fill('Gast');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Kein Kundenkonto anlegen').check();
  await expect(form.getByLabel('Passwort', { exact: true }).count()).resolves.toBe(0);
  await form.getByLabel('Straße und Hausnummer').fill('Weinstraße 5');
  await form.getByLabel('PLZ').fill('76829');
  await form.getByLabel('Ort').fill('Landau');
  await form.getByLabel(/Ich habe die Datenschutzhinweise/).check();
  await form.getByRole('button', { name: 'Als Gast weiter' }).click();
  await page.waitForURL('**/checkout/shipping');
  return email;
}

/** A guest with a cart from the information step through shipping, to the choice of the payment method. */
export async function toPaymentStep(page: Page, email?: string): Promise<void> {
  await page.goto('/checkout/information');
  await continueAsGuest(page, email);
  await page.getByRole('radio', { name: /Standardversand/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
  await page.waitForURL('**/checkout/payment');
}
