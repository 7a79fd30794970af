import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql, placeOrder, register } from './support/accounts.js';
import { DESKTOP, MOBILE, SCREENSHOTS, shop, useBrowser } from './support/browser.js';
import { toPaymentStep } from './support/checkout.js';

/**
 * Issue 32, cart, checkout and account: where to transfer the money after a prepayment order, how far
 * the cart is from free shipping, ordering again from the history, the invoice of an order, and the
 * header's controls never under a notification.
 */
const browser = useBrowser();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}orders-${name}.png`, fullPage: true });

/** The id of a product found by its exact name. */
async function productId(context: BrowserContext, name: string): Promise<string> {
  const found = await graphql<{ quickSearch: { products: { id: string; name: string }[] } }>(
    context,
    'query Find($term: String!) { quickSearch(term: $term, limit: 20) { products { id name } } }',
    { term: name },
  );
  const product = found.quickSearch.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`${name} is not found`);
  return product.id;
}

async function addToCart(context: BrowserContext, name: string, quantity: number): Promise<void> {
  await graphql(
    context,
    'mutation Add($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { userErrors { message } } }',
    { id: await productId(context, name), q: quantity },
  );
}

/** The newest mail of a type to a recipient, from the emulator's outbox. */
async function mailTo(recipient: string, type: string): Promise<{ subject: string; body: string }> {
  const response = await fetch(
    `${shop().emulatorUrl}/_emulator/outbox?recipient=${encodeURIComponent(recipient)}&type=${type}`,
  );
  const { elements } = (await response.json()) as { elements: { subject: string; body: string }[] };
  if (!elements[0]) throw new Error(`no ${type} mail to ${recipient}`);
  return elements[0];
}

/** '1 234,56 €' → '1 234,56 €' with ordinary spaces (the shop writes no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

const SPAETBURGUNDER = 'Birkweiler Spätburgunder trocken 2021';
const GEWUERZTRAMINER = 'Gewürztraminer Spätlese lieblich 2023'; // 12,50 €
const CLOSEOUT = 'Birkweiler St. Laurent trocken 2021'; // a closeout: sold out when its stock is gone
const BANK_DETAILS = [
  'Kontoinhaber: Weingut Keller-Brandt',
  'IBAN: DE41 5486 2500 0001 2345 67',
  'BIC: GENODE61SUW',
  'Bank: VR Bank Südpfalz',
];

describe('prepayment (Vorkasse): where to transfer the money', () => {
  it('the success page and the confirmation mail give the bank details, the amount and the order number as reference', async () => {
    const { context, page } = await browser.context();
    await addToCart(context, SPAETBURGUNDER, 3);
    const email = `vorkasse.${Date.now().toString(36)}@example.de`;
    await toPaymentStep(page, email);
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await expect.poll(() => page.getByRole('radio', { name: /Vorkasse/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    await page.waitForURL('**/checkout/review');
    const orderForm = page.getByRole('form', { name: 'Bestellung abschicken' });
    await orderForm.getByLabel(/AGB/).check();
    await orderForm.getByLabel(/mindestens 18 Jahre alt/).check();
    await shot(page, 'checkout-review');
    await orderForm.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();

    await page.waitForURL('**/order-success?orderId=*');
    const transfer = page.getByRole('region', { name: 'So überweisen Sie den Betrag' });
    await transfer.waitFor();
    const number = plain(await page.getByTestId('order-number').textContent());
    const total = plain(await page.getByTestId('order-total').textContent());
    expect(number).toMatch(/^\d{5,}$/);
    expect(total).toMatch(/^\d+,\d\d €$/);
    const shown = plain(await transfer.innerText());
    for (const line of BANK_DETAILS) expect(shown).toContain(line);
    expect(shown).toContain(`Betrag\n${total}`);
    expect(shown).toContain(`Verwendungszweck\n${number}`);
    await shot(page, 'success-prepayment');

    const mail = await mailTo(email, 'order_confirmation');
    const body = plain(mail.body);
    for (const line of BANK_DETAILS) expect(body).toContain(line);
    expect(body).toContain(`Betrag: ${total}`);
    expect(body).toContain(`Verwendungszweck: ${number}`);
  });

  it('an order paid by invoice shows no transfer instructions', async () => {
    const { context, page } = await browser.context();
    await register(context);
    const order = await placeOrder(context, 'Rechnung');
    await page.goto(`/order-success?orderId=${order.id}`);
    await page.getByText(`Ihre Bestellnummer lautet ${order.orderNumber}`).waitFor();
    expect(await page.getByRole('region', { name: 'So überweisen Sie den Betrag' }).count()).toBe(0);
  });
});

describe('payment methods', () => {
  it('show their own logo or their name, never one of the shop’s wine pictures', async () => {
    const { context, page } = await browser.context();
    await addToCart(context, SPAETBURGUNDER, 1);
    await toPaymentStep(page, `logos.${Date.now().toString(36)}@example.de`);
    const choice = page.getByRole('group', { name: 'Zahlung' });
    await choice.getByRole('radio').first().waitFor();
    // The logos load lazily: each is brought into view and waited for.
    for (const image of await choice.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    }
    const pictures = await choice.locator('img').evaluateAll((images) =>
      images.map((image) => {
        const img = image as HTMLImageElement;
        return { src: img.currentSrc || img.src, loaded: img.complete && img.naturalWidth > 0 };
      }),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      // The seeded wine pictures are named after their wines and scenes; a method's logo after the method.
      expect(picture.src).toMatch(/-logo/);
      expect(picture.loaded).toBe(true);
    }
    for (const name of ['Vorkasse', 'Rechnung', 'WeinPay', 'Kreditkarte'])
      await expect.poll(() => choice.getByRole('radio', { name: new RegExp(name) }).count()).toBe(1);
    await shot(page, 'payment-methods');
  });
});

describe('free-shipping progress', () => {
  const MISSING = /Noch 95,00\s€ bis zum kostenlosen Versand/;
  const REACHED = 'Ihre Bestellung wird versandkostenfrei geliefert.';

  it('side cart and cart page say what is missing to free shipping, and clearly when it is reached', async () => {
    const { context, page } = await browser.context();
    await addToCart(context, GEWUERZTRAMINER, 2); // 25,00 € of 120,00 €
    await page.goto('/');
    await page.getByRole('button', { name: 'Warenkorb, 2 Artikel' }).click();
    const sideCart = page.getByRole('dialog', { name: 'Warenkorb' });
    await sideCart.getByText(MISSING).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}orders-side-cart-free-shipping.png` });

    await page.goto('/cart');
    await page.getByRole('main').getByText(MISSING).waitFor();
    await shot(page, 'cart');

    // Eight more bottles: 125,00 € – the standard shipping is free, and the cart says so.
    const line = page.getByTestId('cart-line').filter({ hasText: GEWUERZTRAMINER });
    await line.getByRole('combobox', { name: `Menge von ${GEWUERZTRAMINER}` }).selectOption('10');
    await page.getByRole('main').getByText(REACHED).waitFor();
    expect(await page.getByRole('main').getByText(MISSING).count()).toBe(0);
    await shot(page, 'cart-free-shipping-reached');
  });
});

/** Orders what is in the context's cart (by invoice) through the gateway. */
async function orderCart(context: BrowserContext): Promise<{ id: string; orderNumber: string }> {
  const placed = await graphql<{ placeOrder: { order: { id: string; orderNumber: string } | null } }>(
    context,
    'mutation { placeOrder(input: { termsAccepted: true, ageConfirmed: true }) { order { id orderNumber } } }',
  );
  if (!placed.placeOrder.order) throw new Error('order not placed');
  return placed.placeOrder.order;
}

describe('reorder from the order history', () => {
  it("'Erneut bestellen' puts the available lines into the cart and names what is no longer sold", async () => {
    const { context, page } = await browser.context();
    await register(context);
    await addToCart(context, GEWUERZTRAMINER, 2);
    await addToCart(context, CLOSEOUT, 1);
    const order = await orderCart(context);
    // Another customer buys the closeout's remaining bottles: it is sold out now.
    const other = await browser.context();
    await register(other.context);
    await addToCart(other.context, CLOSEOUT, 99);
    await orderCart(other.context);

    await page.goto('/account/orders');
    const reorder = page.getByRole('button', { name: `Bestellung ${order.orderNumber} erneut bestellen` });
    await reorder.waitFor();
    await shot(page, 'order-history');
    await reorder.click();
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: `Nicht mehr erhältlich: ${CLOSEOUT}.` })
      .waitFor();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-line').filter({ hasText: GEWUERZTRAMINER }).waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(
      await page
        .getByTestId('cart-line')
        .getByRole('combobox', { name: `Menge von ${GEWUERZTRAMINER}` })
        .inputValue(),
    ).toBe('2');
    await shot(page, 'cart-after-reorder');
  });
});

describe('invoice download on the order page', () => {
  it("the order's owner downloads the invoice as a PDF; another customer gets nothing at its address", async () => {
    const { context, page } = await browser.context({ acceptDownloads: true });
    await register(context);
    const order = await placeOrder(context, 'Rechnung');
    await page.goto(`/account/orders/${order.id}`);
    const link = page.getByRole('link', { name: `Rechnung RE-${order.orderNumber} herunterladen (PDF)` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`RE-${order.orderNumber}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain(`(Bestellnummer: ${order.orderNumber}) Tj`);
    await shot(page, 'order-page-invoice');

    const href = (await link.getAttribute('href')) ?? '';
    const other = await browser.context();
    await register(other.context);
    const stranger = await other.context.request.get(href);
    expect(stranger.status()).toBe(404);
    expect((await stranger.body()).toString('latin1')).not.toContain('%PDF');
  });
});

describe('notifications beside the header, not over it', () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)
    it(`${name}: the 'added' notification covers none of the header's controls (account, cart …)`, async () => {
      const { page } = await browser.context({ viewport });
      await page.goto('/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002');
      await page.getByTestId('buy-box').getByRole('button', { name: 'In den Warenkorb' }).click();
      const shown = page.getByRole('status').filter({ hasText: 'wurde in den Warenkorb gelegt' });
      await shown.waitFor();
      const notice = (await shown.boundingBox())!;
      const controls = page.getByRole('banner').locator('a:visible, button:visible');
      expect(await controls.count()).toBeGreaterThan(2);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (box && box.width > 0)
          expect(overlap(notice, box), (await control.getAttribute('aria-label')) ?? '').toBe(false);
      }
      await page.screenshot({ path: `${SCREENSHOTS}orders-notification-${name}.png` });
    });
});

/** The page's line for a browser without JavaScript (Playwright's text search skips <noscript>). */
const noscriptLine = (page: Page) =>
  page.locator('body > noscript').evaluate((element) => ({
    text: element.textContent,
    shown: element.getBoundingClientRect().height > 0 && getComputedStyle(element).display !== 'none',
  }));

describe('cart, login and account without JavaScript', () => {
  it('/cart shows the header, the cart with its lines, the footer and what needs JavaScript', async () => {
    const { context, page } = await browser.context({ javaScriptEnabled: false });
    await addToCart(context, GEWUERZTRAMINER, 2);
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    await page.getByTestId('cart-line').filter({ hasText: GEWUERZTRAMINER }).waitFor();
    expect(await noscriptLine(page)).toEqual({
      text: 'Ihren Warenkorb sehen Sie auch ohne JavaScript. Um Mengen zu ändern, einen Aktionscode einzulösen und zur Kasse zu gehen, aktivieren Sie bitte JavaScript.',
      shown: true,
    });
    await shot(page, 'cart-no-javascript');
  });

  it('/login and /account (which leads a visitor to the login) say that logging in needs JavaScript', async () => {
    const { page } = await browser.context({ javaScriptEnabled: false });
    for (const path of ['/login', '/account']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await noscriptLine(page)).toEqual({
        text: 'Die Anmeldung und die Registrierung brauchen JavaScript: Bitte aktivieren Sie es, um sich anzumelden.',
        shown: true,
      });
    }
    await shot(page, 'login-no-javascript');
  });
});
