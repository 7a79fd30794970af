import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addWineToCart, choosePaymentMethod, PASSWORD, register } from './support/accounts.js';
import { MOBILE, SCREENSHOTS, shop, useBrowser } from './support/browser.js';
import { continueAsGuest } from './support/checkout.js';
import { faults, shopwareError } from './support/faults.js';

const browser = useBrowser();

const WINE = {
  path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
  name: 'Birkweiler Spätburgunder trocken 2021',
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}checkout-${name}.png`, fullPage: true });

/** Adds the wine on its page, then goes to the checkout from /cart or from the side cart. */
async function addWineAndGoToCheckout(page: Page, via: 'cart page' | 'side cart' = 'cart page'): Promise<void> {
  await page.goto(WINE.path);
  await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' }).waitFor();
  if (via === 'side cart') {
    await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('link', { name: 'Zur Kasse' }).click();
  } else {
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
  }
  await page.waitForURL('**/checkout/information');
}

/** Shipping, payment and review up to the order button, with the given payment method. */
async function chooseMethodsAndOrder(page: Page, paymentMethod: string, screenshots = false): Promise<void> {
  await page.getByRole('radio', { name: /Standardversand/ }).check();
  if (screenshots) await shot(page, 'shipping');
  await page.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByRole('radio', { name: new RegExp(paymentMethod) }).check();
  await expect.poll(() => page.getByRole('radio', { name: new RegExp(paymentMethod) }).isChecked()).toBe(true);
  if (screenshots) await shot(page, 'payment');
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await page.waitForURL('**/checkout/review');
  await page.getByRole('heading', { name: /Ihre Bestellung \(1 Artikel\)/ }).waitFor();
  const form = page.getByRole('form', { name: 'Bestellung abschicken' });
  await form.getByLabel(/AGB/).check();
  await form.getByLabel(/mindestens 18 Jahre alt/).check();
  await form.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
}

describe('checkout', () => {
  it('is left for the home page with an empty cart', async () => {
    const { page } = await browser.context();
    await page.goto('/checkout/information');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('a guest orders with prepayment: every step, the review’s rules, and the success page with the order number', async () => {
    const { page } = await browser.context();
    await addWineAndGoToCheckout(page);
    await shot(page, 'information');
    // The registration form's own rules before any request: fields named, nothing lost.
    const form = page.getByRole('form', { name: 'Registrierung' });
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByText('Bitte wählen Sie eine Anrede aus.').waitFor();
    await form.getByRole('textbox', { name: 'Vorname' }).and(page.locator('[aria-invalid="true"]')).waitFor();
    await shot(page, 'information-errors');
    await continueAsGuest(page);

    await page.getByRole('radio', { name: /Standardversand/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await expect.poll(() => page.getByRole('radio', { name: /Vorkasse/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    await page.waitForURL('**/checkout/review');

    // The review shows what becomes binding: addresses, methods, the line with its reference price.
    await page.getByText('Weinstraße 5').first().waitFor();
    await page.getByText('Vorkasse').first().waitFor();
    const line = page.getByTestId('cart-line').filter({ hasText: WINE.name });
    await line.getByText(/0,75 l/).waitFor();
    const orderForm = page.getByRole('form', { name: 'Bestellung abschicken' });
    const button = orderForm.getByRole('button', { name: 'zahlungspflichtig bestellen' });
    await button.click();
    await orderForm.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.').waitFor();
    await orderForm.getByText(/Bitte bestätigen Sie, dass Sie volljährig sind/).waitFor();
    await shot(page, 'review-errors');
    await orderForm.getByLabel(/AGB/).check();
    await orderForm.getByLabel(/mindestens 18 Jahre alt/).check();
    await shot(page, 'review');
    await button.click();

    await page.waitForURL('**/order-success?orderId=*');
    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' });
    await thanks.waitFor();
    const number = (await page.getByTestId('order-number').textContent())?.trim();
    expect(number).toMatch(/^\d{5,}$/);
    expect(await thanks.textContent()).toContain(number);
    await page.getByTestId('order-line').filter({ hasText: WINE.name }).waitFor();
    await page.getByRole('button', { name: 'Warenkorb, 0 Artikel' }).waitFor();
    await shot(page, 'order-success');
  });

  it('pays with a redirecting method: the provider’s page, then back to the success page as paid', async () => {
    const { page } = await browser.context();
    await addWineAndGoToCheckout(page, 'side cart');
    await continueAsGuest(page);
    await chooseMethodsAndOrder(page, 'WeinPay');
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).waitFor();
    await shot(page, 'provider');
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await page.waitForURL('**/order-success?orderId=*');
    await expect.poll(() => page.getByTestId('order-payment-state').textContent()).toMatch(/Bezahlt/);
  });

  it('a failing method leads to /payment-failure; another method pays the same order', async () => {
    const { page } = await browser.context();
    await addWineAndGoToCheckout(page);
    await continueAsGuest(page);
    await chooseMethodsAndOrder(page, 'Kreditkarte');
    await page.waitForURL('**/payment-failure?orderId=*');
    const alert = page.getByRole('alert').filter({ hasText: /wurde nicht bezahlt/ });
    await alert.waitFor();
    const number = (await page.getByTestId('order-number').textContent())?.trim();
    await shot(page, 'payment-failure');
    await page.getByRole('radio', { name: /Rechnung/ }).check();
    await page.getByRole('button', { name: 'Erneut bezahlen' }).click();
    await page.waitForURL('**/order-success?orderId=*');
    await page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    expect((await page.getByTestId('order-number').textContent())?.trim()).toBe(number);
    await page.getByText('Rechnung').first().waitFor();
  });

  it('tells the shopper when the payment status cannot be checked, and still shows the order', async () => {
    const { gatewayUrl } = shop().faulty;
    const { context, page } = await browser.context({ baseURL: gatewayUrl });
    await register(context, { gatewayUrl });
    await addWineToCart(context, gatewayUrl);
    await choosePaymentMethod(context, 'Rechnung', gatewayUrl);
    await page.goto('/checkout/review');
    const form = page.getByRole('form', { name: 'Bestellung abschicken' });
    await form.getByLabel(/AGB/).check();
    await form.getByLabel(/mindestens 18 Jahre alt/).check();
    // The order is placed and paid; reading its payment status afterwards fails once.
    await faults.fail(shopwareError(500, '0', 'Internal Server Error', 'SQLSTATE[HY000] [2002] Connection refused'), {
      times: 1,
      only: /^POST \/store-api\/order$/,
    });
    try {
      await form.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
      await page.waitForURL('**/order-success?orderId=*');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Beim Prüfen des Zahlungsstatus ist ein Fehler aufgetreten.' })
        .waitFor();
      await page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    } finally {
      await faults.heal();
    }
  });

  it('a customer logs in inside the checkout, sends the wine to another address and orders (mobile)', async () => {
    const { context } = await browser.context();
    const customer = await register(context);
    await context.clearCookies();
    const page = await context.newPage();
    await page.setViewportSize(MOBILE);
    await addWineAndGoToCheckout(page);
    await page.getByRole('heading', { name: 'Sie sind bereits Kunde?' }).waitFor();
    await shot(page, 'mobile-information');
    const login = page.getByRole('region', { name: 'Sie sind bereits Kunde?' });
    await login.getByLabel('E-Mail-Adresse').fill(customer.email);
    await login.getByLabel('Passwort').fill(PASSWORD);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByTestId('checkout-orderer').filter({ hasText: customer.email }).waitFor();

    const shipping = page.getByRole('region', { name: 'Lieferadresse' });
    await shipping.getByRole('button', { name: 'Lieferadresse ändern' }).click();
    await shipping.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click();
    const editor = shipping.getByRole('form', { name: 'Neue Adresse hinzufügen' });
    await editor.getByLabel('Anrede').selectOption({ label: 'Herr' });
    await editor.getByLabel('Vorname').fill('Paul');
    await editor.getByLabel('Nachname').fill('Nachbar');
    await editor.getByLabel('Straße und Hausnummer').fill('Schlossgasse 3');
    await editor.getByLabel('PLZ').fill('76833');
    await editor.getByLabel('Ort').fill('Siebeldingen');
    await editor.getByRole('button', { name: 'Adresse speichern' }).click();
    await shipping.getByText('Schlossgasse 3').waitFor();
    await shot(page, 'mobile-addresses');
    await page.getByRole('button', { name: 'Weiter zur Versandart' }).click();
    await page.waitForURL('**/checkout/shipping');
    await chooseMethodsAndOrder(page, 'Rechnung', true);
    await page.waitForURL('**/order-success?orderId=*');
    await page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.getByText('Schlossgasse 3').waitFor();
    await shot(page, 'mobile-order-success');
  });
});
