import { describe, expect, it } from 'vitest';
import { graphql, logoutThroughGateway, mailedLink, PASSWORD, placeOrder, register } from './support/accounts.js';
import { MOBILE, SCREENSHOTS, shop, useBrowser } from './support/browser.js';

/**
 * Every link of Shopware's default mails (docs/mail-links.md), read from the emulator's outbox and
 * followed as the shopper clicks it: the whole URL, whose base is the sales channel's domain.
 */
const browser = useBrowser();

/** The link's base must be the shop the shopper uses (the sales channel's domain), not some other host. */
function onShop(link: string, gatewayUrl = shop().gatewayUrl): string {
  expect(new URL(link).origin).toBe(new URL(gatewayUrl).origin);
  return link;
}

describe("the order mails' link /account/order/{deepLinkCode}", () => {
  it('a guest opens the order from the confirmation mail in a fresh browser with e-mail and postal code', async () => {
    const ordering = await browser.context();
    const { email } = await register(ordering.context, { guest: true });
    const order = await placeOrder(ordering.context);
    const link = onShop(await mailedLink(email, 'order_confirmation', 'order'));
    expect(new URL(link).pathname).toMatch(/^\/account\/order\/[\w-]{20,}$/);

    // The guest session that ordered sees its order at once.
    await ordering.page.goto(link);
    await ordering.page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` }).waitFor();

    // Another browser (the mail read on the phone): no session, so e-mail and postal code are asked.
    const { page } = await browser.context({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Ihre Bestellung' }).waitFor();
    const form = page.getByRole('form', { name: 'Bestellung aufrufen' });
    await form.getByText('Postleitzahl Ihrer Rechnungsadresse').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}order-link-form-mobile.png`, fullPage: true });

    // Nothing entered: each field says so.
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await expect.poll(() => form.getByText('Dieses Feld ist ein Pflichtfeld.').count()).toBe(2);

    // Wrong postal code: one message that does not say which field was wrong.
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Postleitzahl der Rechnungsadresse').fill('10115');
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Zu diesen Angaben haben wir keine Bestellung gefunden.' });
    await refusal.waitFor();
    expect(await page.getByText(order.orderNumber).count()).toBe(0);

    await form.getByLabel('Postleitzahl der Rechnungsadresse').fill('76831');
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` }).waitFor();
    await page.getByRole('heading', { name: 'Bestellte Artikel' }).waitFor();
    await page
      .getByText(/Riesling/)
      .first()
      .waitFor();
    await page.getByText('Rechnung', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}order-link-order-mobile.png`, fullPage: true });
  });

  it("a customer's link opens the order in the account; the payment change link leads to the order's payment", async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    const order = await placeOrder(context, 'Kreditkarte'); // the card fails: the order stays unpaid
    const link = onShop(await mailedLink(email, 'order_confirmation', 'order'));
    await page.goto(link);
    await page.waitForURL(`**/account/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` }).waitFor();

    // Shopware's storefront route for changing the payment method, /account/order/edit/{orderId}.
    await page.goto(`/account/order/edit/${order.id}`);
    await page.waitForURL(`**/account/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Zahlungsart ändern' }).waitFor();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).waitFor();

    // Without a login, the payment change asks for one (as Shopware's), the order link for e-mail and postal code.
    const visitor = await browser.context();
    await visitor.page.goto(`/account/order/edit/${order.id}`);
    await visitor.page.waitForURL((url) => url.pathname === '/login');
    await visitor.page.goto(link);
    const form = visitor.page.getByRole('form', { name: 'Bestellung aufrufen' });
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Postleitzahl der Rechnungsadresse').fill('76831');
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await visitor.page
      .getByRole('alert')
      .filter({ hasText: 'Diese Bestellung gehört zu einem Kundenkonto. Bitte melden Sie sich an' })
      .waitFor();
  });
});

describe('the links of the account and newsletter mails', () => {
  it('registration double opt-in: the mailed link confirms the account (the double-opt-in shop)', async () => {
    const { gatewayUrl, emulatorUrl } = shop().doubleOptIn;
    const registering = await browser.context({ baseURL: gatewayUrl });
    const lists = await graphql<{
      salutations: { id: string; key: string }[];
      countries: { id: string; iso: string }[];
    }>(registering.context, '{ salutations { id key } countries { id iso } }', {}, gatewayUrl);
    const email = `mail-links.doi.${Date.now().toString(36)}@example.de`;
    const input = {
      email,
      password: PASSWORD,
      salutationId: lists.salutations.find((salutation) => salutation.key === 'mrs')?.id,
      firstName: 'Anna',
      lastName: 'Keller',
      acceptedDataProtection: true,
      billingAddress: {
        street: 'Weinstraße 12',
        zipcode: '76831',
        city: 'Birkweiler',
        countryId: lists.countries.find((country) => country.iso === 'DE')?.id,
      },
    };
    const registered = await graphql<{ register: { needsConfirmation: boolean } }>(
      registering.context,
      'mutation Register($input: RegisterInput!) { register(input: $input) { needsConfirmation } }',
      { input },
      gatewayUrl,
    );
    expect(registered.register.needsConfirmation).toBe(true);

    const link = onShop(await mailedLink(email, 'registration_double_opt_in', 'confirm', emulatorUrl), gatewayUrl);
    expect(new URL(link).pathname).toBe('/registration/confirm');
    const { page } = await browser.context({ baseURL: gatewayUrl });
    await page.goto(link);
    await page
      .getByRole('status')
      .filter({ hasText: 'Vielen Dank! Ihr Kundenkonto ist bestätigt und Sie sind angemeldet.' })
      .waitFor();
  });

  it('newsletter double opt-in: the mailed link confirms the subscription', async () => {
    const { page } = await browser.context();
    const email = `mail-links.newsletter.${Date.now().toString(36)}@example.de`;
    await page.goto('/newsletter-subscribe');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await page.getByRole('status').filter({ hasText: 'bestätigen Sie Ihre Anmeldung' }).waitFor();

    const link = onShop(await mailedLink(email, 'newsletter_double_opt_in', 'confirm'));
    expect(new URL(link).pathname).toBe('/newsletter-subscribe');
    const fresh = await browser.context();
    await fresh.page.goto(link);
    await fresh.page.getByRole('status').filter({ hasText: 'Ihre Anmeldung zum Newsletter ist bestätigt.' }).waitFor();
  });

  it('password recovery: the mailed link opens the form for a new password without a login', async () => {
    const { context, page } = await browser.context();
    const { email } = await register(context);
    await logoutThroughGateway(context);
    await page.goto('/reset-password');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByRole('main').getByRole('status').filter({ hasText: email }).waitFor();

    const link = onShop(await mailedLink(email, 'password_recovery', 'recover'));
    expect(new URL(link).pathname).toBe('/account/recover/password');
    const fresh = await browser.context();
    await fresh.page.goto(link);
    await fresh.page.getByRole('heading', { level: 1, name: 'Passwort wiederherstellen' }).waitFor();
    await fresh.page.getByLabel('Neues Passwort', { exact: true }).waitFor();
  });
});
