import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addWineToCart, placeOrder, register } from './support/accounts.js';
import { axeReport } from './support/axe.js';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.js';

const browser = useBrowser();

type Setup = 'visitor' | 'cart' | 'guest' | 'customer';

interface Case {
  name: string;
  path: string | ((context: BrowserContext) => Promise<string>);
  setup?: Setup;
  /** Opens what the case is about (an overlay) after the page has settled. */
  open?: (page: Page, device: Device) => Promise<void>;
  devices?: Device[];
  /** Leaves the cookie bar to come (otherwise accepted before the page loads). */
  cookieBar?: boolean;
}

type Device = 'desktop' | 'mobile';
const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

const PRODUCT = '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002';
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Schnellnavigation' });

async function openSheet(page: Page, entry: string, title: string) {
  await bottomBar(page).getByRole('button', { name: entry }).click();
  await page.getByRole('dialog', { name: title }).waitFor();
}

const PAGES: Case[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/Weine/Rotwein/' },
  { name: 'product', path: PRODUCT },
  { name: 'search page', path: '/search?query=riesling' },
  { name: 'cart with a line', path: '/cart', setup: 'cart' },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'checkout information (form)', path: '/checkout/information', setup: 'cart' },
  { name: 'checkout information (guest)', path: '/checkout/information', setup: 'guest' },
  { name: 'checkout shipping', path: '/checkout/shipping', setup: 'guest' },
  { name: 'checkout payment', path: '/checkout/payment', setup: 'guest' },
  { name: 'checkout review', path: '/checkout/review', setup: 'guest' },
  {
    name: 'order success',
    path: async (context) => `/order-success?orderId=${(await placeOrder(context, 'Vorkasse')).id}`,
    setup: 'guest',
  },
  {
    name: 'payment failure',
    path: async (context) => `/payment-failure?orderId=${(await placeOrder(context, 'Kreditkarte')).id}`,
    setup: 'guest',
  },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset password', path: '/reset-password' },
  { name: 'recover password', path: '/account/recover/password?hash=unknown' },
  { name: 'newsletter', path: '/newsletter-subscribe' },
  { name: 'contact', path: '/kontakt' },
  { name: '404', path: '/diese-seite-gibt-es-nicht' },
  { name: 'account overview', path: '/account', setup: 'customer' },
  { name: 'account profile', path: '/account/profile', setup: 'customer' },
  { name: 'account addresses', path: '/account/addresses', setup: 'customer' },
  { name: 'account address form', path: '/account/addresses/add', setup: 'customer' },
  {
    name: 'account orders',
    path: async (context) => (await placeOrder(context), '/account/orders'),
    setup: 'customer',
  },
  {
    name: 'account order',
    path: async (context) => `/account/orders/${(await placeOrder(context)).id}`,
    setup: 'customer',
  },
  { name: 'home logged in', path: '/', setup: 'customer' },
  { name: 'wishlist logged in', path: '/wishlist', setup: 'customer' },
];

const OVERLAYS: Case[] = [
  {
    name: 'login modal',
    path: '/',
    open: async (page, device) => {
      if (device === 'mobile') {
        await openSheet(page, 'Konto', 'Konto');
        await page.getByRole('button', { name: 'Anmelden / Registrieren' }).click();
      } else await page.getByRole('button', { name: 'Konto' }).click();
      await page.getByRole('dialog', { name: 'Anmelden' }).getByLabel('Passwort').waitFor();
    },
  },
  {
    name: 'login modal, register view',
    path: '/',
    devices: ['desktop'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Konto' }).click();
      await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Jetzt registrieren!' }).click();
      await page.getByRole('dialog', { name: 'Registrieren' }).getByLabel('Vorname').waitFor();
    },
  },
  {
    name: 'search modal with results',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Suche' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nach Produkten suchen' });
      await dialog.getByLabel('Nach Produkten suchen').fill('Riesling');
      await dialog.getByText(/\d+ Produkte gefunden/).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'side cart with a line',
    path: '/',
    setup: 'cart',
    open: async (page, device) => {
      if (device === 'mobile') await bottomBar(page).getByRole('button', { name: 'Warenkorb' }).click();
      else await page.getByRole('button', { name: /^Warenkorb, \d+ Artikel$/ }).click();
      await page.getByRole('dialog', { name: 'Warenkorb' }).getByTestId('cart-line').first().waitFor();
    },
  },
  {
    name: 'mega menu',
    path: '/',
    devices: ['desktop'],
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Weine' }).hover();
      await page.locator('[id^="mega-"]').getByRole('link', { name: 'Rotwein', exact: true }).waitFor();
    },
  },
  {
    name: 'more menu of the top navigation',
    path: '/',
    devices: ['desktop'],
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Mehr' }).click();
      await page.locator('#top-navigation-more').waitFor();
    },
  },
  {
    name: 'account dropdown',
    path: '/',
    setup: 'customer',
    devices: ['desktop'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Konto' }).click();
      await page.locator('#account-menu').waitFor();
    },
  },
  { name: 'menu sheet', path: '/', devices: ['mobile'], open: (page) => openSheet(page, 'Menü', 'Kategorien') },
  { name: 'account sheet', path: '/', devices: ['mobile'], open: (page) => openSheet(page, 'Konto', 'Konto') },
  {
    name: 'account sheet logged in',
    path: '/',
    setup: 'customer',
    devices: ['mobile'],
    open: (page) => openSheet(page, 'Konto', 'Konto'),
  },
  { name: 'more sheet', path: '/', devices: ['mobile'], open: (page) => openSheet(page, 'Mehr', 'Mehr') },
  {
    name: 'contact form with its errors',
    path: '/kontakt',
    open: async (page) => {
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await page.getByText('Dieses Feld ist ein Pflichtfeld.').first().waitFor();
    },
  },
  {
    name: 'checkout form with its errors',
    path: '/checkout/information',
    setup: 'cart',
    open: async (page) => {
      await page.getByRole('form', { name: 'Registrierung' }).getByRole('button', { name: 'Weiter' }).click();
      await page.getByText('Bitte wählen Sie eine Anrede aus.').waitFor();
    },
  },
  {
    name: 'cookie bar',
    path: '/',
    cookieBar: true,
    // The page's clock (installed before the load) is moved past the bar's 5 s instead of waiting them out.
    open: async (page) => {
      await page.clock.fastForward(5_100);
      await page.getByRole('button', { name: 'Verstanden!' }).waitFor();
    },
  },
];

async function prepare(context: BrowserContext, setup: Setup): Promise<void> {
  if (setup === 'customer') await register(context);
  if (setup === 'guest') await register(context, { guest: true });
  if (setup === 'cart' || setup === 'guest') await addWineToCart(context);
}

/** The page as a shopper sees it once it has settled: a heading, no request in flight, lazy parts shown. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

describe.each(['desktop', 'mobile'] as const)('axe-core WCAG 2.2 AA on %s', (device) => {
  it.each([...PAGES, ...OVERLAYS].filter((entry) => !entry.devices || entry.devices.includes(device)))(
    '$name',
    async ({ path, setup = 'visitor', open, cookieBar = false }) => {
      const { context, page } = await browser.context({
        viewport: VIEWPORTS[device],
        isMobile: device === 'mobile',
        hasTouch: device === 'mobile',
      });
      // The cookie bar comes 5 s after load and would land in some runs only: accepted here, checked on its own.
      if (!cookieBar) await context.addInitScript(() => localStorage.setItem('shop.cookie-notice-accepted', 'true'));
      else await page.clock.install();
      await prepare(context, setup);
      await page.goto(typeof path === 'string' ? path : await path(context));
      await settle(page);
      if (open) await open(page, device);
      expect(await axeReport(page)).toBe('');
    },
  );
});

describe('the axe check itself', () => {
  it('reports what it must find: the rule, its help and the nodes', async () => {
    const { page } = await browser.context();
    await page.goto('/');
    await settle(page);
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon.svg" id="no-alt"><button id="no-name"></button><p id="pale">blass</p>',
      );
      // Through the CSSOM: the shop's Content-Security-Policy refuses style attributes in markup.
      Object.assign(document.getElementById('pale')!.style, { color: '#bbb', background: '#fff' });
    });
    const report = await axeReport(page);
    expect(report).toMatch(/^image-alt \(critical\): Images must have alternative text/m);
    expect(report).toContain('["#no-alt"]');
    expect(report).toMatch(/^button-name /m);
    expect(report).toMatch(/^color-contrast /m);
  });
});
