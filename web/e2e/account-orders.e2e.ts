import { describe, expect, it } from 'vitest';
import { placeOrder, register } from './support/accounts.js';
import { MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('my orders', () => {
  it('lists the orders newest first, opens one and cancels it', async () => {
    const { context, page } = await browser.context();
    await register(context);
    const older = await placeOrder(context);
    const newer = await placeOrder(context);
    await page.goto('/account/orders');
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    const links = page.getByRole('main').getByRole('link', { name: /^Bestellung / });
    await links.first().waitFor();
    expect(await links.allTextContents()).toEqual([
      `Bestellung ${newer.orderNumber}`,
      `Bestellung ${older.orderNumber}`,
    ]);
    await page.screenshot({ path: `${SCREENSHOTS}account-orders-desktop.png`, fullPage: true });

    await links.first().click();
    await page.getByRole('heading', { level: 1, name: `Bestellung ${newer.orderNumber}` }).waitFor();
    await page.getByRole('heading', { name: 'Bestellte Artikel' }).waitFor();
    await page
      .getByText(/Riesling/)
      .first()
      .waitFor();
    await page.getByText('Rechnung', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}account-order-desktop.png`, fullPage: true });

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
    await page.getByRole('status').filter({ hasText: 'Ihre Bestellung wurde storniert.' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Bestellung stornieren' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Zurück zu den Bestellungen' }).click();
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: newer.orderNumber })
      .getByText('Abgebrochen')
      .waitFor();
  });

  it('shows the 404 page for an order whose id is malformed', async () => {
    const { context, page } = await browser.context();
    await register(context);
    await page.goto('/account/orders/abc');
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    await page.getByText('Diese Seite wurde nicht gefunden').waitFor();
  });

  it('changes the payment method of an unpaid order and pays again', async () => {
    const { context, page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await register(context);
    const order = await placeOrder(context, 'Kreditkarte');
    await page.goto(`/account/orders/${order.id}`);
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}account-order-unpaid-mobile.png`, fullPage: true });
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    // As after the checkout: the order's result page, with the new method.
    await page.waitForURL(`**/order-success?orderId=${order.id}`);
    await page.getByRole('status').filter({ hasText: order.orderNumber }).waitFor();
    await page.getByText('Vorkasse', { exact: true }).first().waitFor();
  });

  it('tells the shopper when changing the payment method of an order fails, and stays on the order', async () => {
    const { context, page } = await browser.context();
    await register(context);
    const order = await placeOrder(context, 'Kreditkarte');
    await page.goto(`/account/orders/${order.id}`);
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    // The network is gone just for the change of the method.
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'ChangeOrderPaymentMethod'
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Der Server konnte Ihre Anfrage nicht ausführen.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/account/orders/${order.id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Jetzt bezahlen' }).isEnabled()).toBe(true);
  });
});
