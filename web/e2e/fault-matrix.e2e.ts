import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addWineToCart, choosePaymentMethod, logoutThroughGateway, PASSWORD, register } from './support/accounts.js';
import { DESKTOP, SCREENSHOTS, shop, useBrowser } from './support/browser.js';
import { atStoreApi, faults, htmlError, shopwareError, type Fault } from './support/faults.js';

/**
 * Issue 10's fault matrix, the shopper's half (the gateway's is gateway/test/fault-matrix.test.ts):
 * every operation class × every fault of the Store API, in the browser against the fault-matrix
 * shop (shop().faulty). A class has one or two ways a shopper does it (a category page or a product
 * page, the card or the product page …); the faults take turns among them, so each class meets
 * every fault and each way several. The fault hits only the Store API request the way makes, and
 * only once the page is there: the rest of the page keeps working. After a failure the Store API
 * heals and the shopper, unchanged, tries again and succeeds.
 */
const browser = useBrowser();

/** The error texts by status (docs/behaviour/errors.md), as the German shop words them. */
const MESSAGES = {
  408: 'Die Schnittstelle braucht zu lange für eine Antwort.',
  500: 'Hoppla, da ist etwas gründlich schiefgegangen :(',
  502: 'Der Server konnte Ihre Anfrage nicht ausführen. Bitte versuchen Sie es in ein paar Sekunden erneut.',
  503: 'Der Server ist gerade sehr beschäftigt.',
} as const;
type Status = keyof typeof MESSAGES;

interface FaultCase {
  fault: string;
  /** What the Store API does, given the gateway's time-out. */
  does(timeoutMs: number): Fault;
  /** The status whose message the shopper gets; null: the answer comes in time and the operation works. */
  status: Status | null;
}

const FAULTS: FaultCase[] = [
  { fault: 'time-out', does: (timeoutMs) => ({ kind: 'delay', ms: timeoutMs * 4 }), status: 408 },
  {
    fault: '500',
    does: () => shopwareError(500, '0', 'Internal Server Error', 'SQLSTATE[HY000] [2002] Connection refused'),
    status: 500,
  },
  { fault: '502', does: () => htmlError(502, 'Bad Gateway'), status: 502 },
  {
    fault: '503',
    does: () =>
      shopwareError(
        503,
        'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
        'Service Unavailable',
        'The sales channel is in maintenance mode.',
      ),
    status: 503,
  },
  { fault: 'refused connection', does: () => ({ kind: 'refuse' }), status: 502 },
  { fault: 'reset connection', does: () => ({ kind: 'reset' }), status: 502 },
  { fault: 'malformed JSON', does: () => ({ kind: 'answer', status: 200, body: '{"elements":[{"id":' }), status: 502 },
  // The rest of the time-out is room for the proxy's hop and the emulator's work (an order, a password hash) on a busy machine.
  {
    fault: 'slow answer just under the time-out',
    does: (timeoutMs) => ({ kind: 'delay', ms: timeoutMs - 400 }),
    status: null,
  },
];

interface Shopper {
  context: BrowserContext;
  page: Page;
}

/** One way of doing an operation of a class. */
interface Operation {
  name: string;
  /** The Store API request the fault hits ("METHOD /store-api/…"); the page's other requests pass. */
  target: RegExp;
  /** The fault whose case is kept as a screenshot. */
  screenshot: string;
  /** Once for the way's shopper (a new browser context of the fault-matrix shop), kept for its cases. */
  prepare?(shopper: Shopper): Promise<void>;
  /** Brings the shopper to where the operation starts, the page loaded. */
  arrive(shopper: Shopper): Promise<void>;
  /** What the operation would change, as the Store API holds it: the same after a failed attempt. */
  observe(shopper: Shopper): Promise<unknown>;
  act(page: Page): Promise<void>;
  /** Healed, the shopper tries again: the same action, unless the failure left the page it started on. */
  retry?(page: Page): Promise<void>;
  /** What the shopper sees when it fails: the message, the page still usable. */
  failed(page: Page, failure: { status: Status; message: string }): Promise<void>;
  /** What the shopper sees when it works. */
  succeeded(shopper: Shopper): Promise<void>;
}

const faulty = () => shop().faulty;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const cards = (page: Page) => page.getByTestId('product-card');
const notification = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole(role).filter({ hasText: text });
const cartBadge = (page: Page, count: number) => page.getByRole('button', { name: `Warenkorb, ${count} Artikel` });

type StoreCart = { lineItems: { id: string; quantity: number }[] };
const cartLines = async ({ context }: Shopper) =>
  (await atStoreApi<StoreCart>(context, 'GET', '/checkout/cart')).lineItems.map(({ id, quantity }) => ({
    id,
    quantity,
  }));
const itemCount = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
/** The session: its token (a failed login must not rotate it) and its customer. */
const session = async ({ context }: Shopper) => {
  const { token, customer } = await atStoreApi<{ token: string; customer?: { email: string } | null }>(
    context,
    'GET',
    '/context',
  );
  return { token, customer: customer?.email ?? null };
};

/**
 * A new visitor's first page asks the gateway several things at once; without the catalogue cache
 * (this shop) each read starts a Shopware session of its own, and the last cookie wins. Once that
 * settles, the shopper keeps one session.
 */
async function settleSession({ page }: Shopper): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

/** The error page in the layout: status heading, its text, the shop's navigation still there. */
async function errorPage(page: Page, { status, message }: { status: Status; message: string }): Promise<void> {
  await page.getByRole('heading', { level: 1, name: String(status), exact: true }).waitFor();
  await page.getByText(message, { exact: true }).waitFor();
  await mainNavigation(page).getByRole('link', { name: 'Weine', exact: true }).waitFor();
}

/** Opening a landing page (category or product) whose Store API read fails; healed, 'Zurück' and the same link again. */
function cataloguePage(
  name: string,
  target: RegExp,
  screenshot: string,
  from: { path: string; link(page: Page): Locator },
): Operation {
  let heading = '';
  const open = async (page: Page) => {
    await from.link(page).click();
    // Off the navigation: its mega menu opens under a resting pointer.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 50);
  };
  return {
    name,
    target,
    screenshot,
    prepare: settleSession,
    async arrive({ page }) {
      await page.goto(from.path);
      heading = (await from.link(page).textContent())?.trim() ?? '';
      expect(heading).not.toBe('');
    },
    observe: session,
    act: open,
    async retry(page) {
      await page.getByRole('button', { name: 'Zurück' }).click();
      await open(page);
    },
    failed: errorPage,
    succeeded: ({ page }) => page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor(),
  };
}

/** 'In den Warenkorb' of a product whose line-item request fails: the notification, the badge as it was. */
function addToCart(
  name: string,
  screenshot: string,
  from: { path: string; product(page: Page): Promise<string>; button(page: Page, product: string): Locator },
): Operation {
  let product = '';
  let count = 0;
  return {
    name,
    target: /^POST \/store-api\/checkout\/cart\/line-item$/,
    screenshot,
    prepare: settleSession,
    async arrive(shopper) {
      await shopper.page.goto(from.path);
      product = await from.product(shopper.page);
      count = itemCount(await cartLines(shopper));
      await cartBadge(shopper.page, count).waitFor();
    },
    observe: cartLines,
    act: (page) => from.button(page, product).click(),
    async failed(page, { message }) {
      await notification(page, 'alert', message).waitFor();
      await expect.poll(() => from.button(page, product).getAttribute('aria-busy')).toBe('false');
      await cartBadge(page, count).waitFor();
    },
    async succeeded({ page }) {
      await notification(page, 'status', `${product} wurde in den Warenkorb gelegt.`).waitFor();
      await cartBadge(page, count + 1).waitFor();
    },
  };
}

/** The product page's 'In den Warenkorb' ('…' while it runs, then '✓ Hinzugefügt'), beside the prices. */
const buyBoxButton = (page: Page) =>
  page
    .getByTestId('price-block')
    .locator('xpath=..')
    .getByRole('button', { name: /^(In den Warenkorb|…|✓ Hinzugefügt)$/ });
const cardOf = (page: Page, product: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: product, exact: true }) });
const WINE = {
  path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
  name: 'Birkweiler Spätburgunder trocken 2021',
};
const reviewForm = (page: Page) => page.getByRole('form', { name: 'Bestellung abschicken' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Anmelden' });

/** Logging in with the e-mail and password of a customer registered for the way; the form is a page's or the modal's. */
function login(
  name: string,
  screenshot: string,
  form: {
    path: string;
    open?(page: Page): Promise<void>;
    fields(page: Page): Locator;
    done(page: Page): Promise<void>;
  },
): Operation {
  let email = '';
  return {
    name,
    target: /^POST \/store-api\/account\/login$/,
    screenshot,
    async prepare({ context }) {
      ({ email } = await register(context, { gatewayUrl: faulty().gatewayUrl }));
    },
    async arrive({ context, page }) {
      await logoutThroughGateway(context, faulty().gatewayUrl);
      await page.goto(form.path);
      await form.open?.(page);
      await form.fields(page).getByLabel('E-Mail-Adresse').fill(email);
      await form.fields(page).getByLabel('Passwort').fill(PASSWORD);
    },
    observe: session,
    act: (page) => form.fields(page).getByRole('button', { name: 'Anmelden' }).click(),
    async failed(page, { message }) {
      await form.fields(page).getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await page.getByText('Angemeldet als').count()).toBe(0);
    },
    async succeeded({ page }) {
      await form.done(page);
      await page.getByText('Angemeldet als Anna Keller').waitFor();
    },
  };
}

/** A customer with two bottles in the cart (put there through the gateway), paying by invoice. */
async function customerWithCart({ context }: Shopper): Promise<void> {
  await register(context, { gatewayUrl: faulty().gatewayUrl });
  await addWineToCart(context, faulty().gatewayUrl);
  await choosePaymentMethod(context, 'Rechnung', faulty().gatewayUrl);
}

const paymentMethod = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(name) });
const chosenPaymentMethod = async ({ context }: Shopper) =>
  (await atStoreApi<{ paymentMethod: { name: string } }>(context, 'GET', '/context')).paymentMethod.name;

const CLASSES: { kind: 'catalogue read' | 'cart write' | 'checkout' | 'account'; ways: Operation[] }[] = [
  {
    kind: 'catalogue read',
    ways: [
      cataloguePage('a category page from the main navigation', /^POST \/store-api\/seo-url$/, '502', {
        path: '/',
        link: (page) => mainNavigation(page).getByRole('link', { name: 'Weine', exact: true }),
      }),
      cataloguePage('a product page from its card', /^POST \/store-api\/product\/[0-9a-f]{32}$/, '503', {
        path: '/Weine/',
        link: (page) => cards(page).first().locator('h3').getByRole('link'),
      }),
    ],
  },
  {
    kind: 'cart write',
    ways: [
      addToCart('from a product card', 'time-out', {
        path: '/Weine/',
        product: async (page) =>
          (
            await cards(page)
              .filter({ has: page.getByRole('button', { name: 'In den Warenkorb', disabled: false }) })
              .first()
              .locator('h3')
              .textContent()
          )?.trim() ?? '',
        // The button's name follows its state (loading, added): found by its place.
        button: (page, product) => cardOf(page, product).locator('button[data-state]'),
      }),
      addToCart('on the product page', '500', {
        path: WINE.path,
        product: async (page) => (
          await page.getByRole('heading', { level: 1, name: WINE.name, exact: true }).waitFor(),
          WINE.name
        ),
        button: buyBoxButton,
      }),
    ],
  },
  {
    kind: 'checkout',
    ways: [
      {
        name: 'placing the order on the review',
        target: /^POST \/store-api\/checkout\/order$/,
        screenshot: 'malformed JSON',
        prepare: customerWithCart,
        async arrive(shopper) {
          // The previous case's order (placed once healed) emptied the cart.
          if ((await cartLines(shopper)).length === 0) await addWineToCart(shopper.context, faulty().gatewayUrl);
          await shopper.page.goto('/checkout/review');
          await reviewForm(shopper.page).getByLabel(/AGB/).check();
          await reviewForm(shopper.page)
            .getByLabel(/mindestens 18 Jahre alt/)
            .check();
        },
        observe: async (shopper) => ({
          lines: await cartLines(shopper),
          orders: (await atStoreApi<{ orders: { total: number } }>(shopper.context, 'POST', '/order')).orders.total,
        }),
        act: (page) => reviewForm(page).getByRole('button', { name: 'zahlungspflichtig bestellen' }).click(),
        async failed(page, { message }) {
          await reviewForm(page).getByRole('alert').filter({ hasText: message }).waitFor();
          expect(new URL(page.url()).pathname).toBe('/checkout/review');
          await page.getByRole('heading', { name: /Ihre Bestellung \(2 Artikel\)/ }).waitFor();
          await reviewForm(page).getByRole('button', { name: 'zahlungspflichtig bestellen' }).waitFor();
        },
        async succeeded({ page }) {
          await page.waitForURL('**/order-success?orderId=*');
          await page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
        },
      },
      {
        name: 'choosing prepayment instead of the invoice',
        target: /^PATCH \/store-api\/context$/,
        screenshot: 'reset connection',
        prepare: customerWithCart,
        async arrive({ context, page }) {
          await choosePaymentMethod(context, 'Rechnung', faulty().gatewayUrl);
          await page.goto('/checkout/payment');
          await expect.poll(() => paymentMethod(page, 'Rechnung').isChecked()).toBe(true);
        },
        observe: chosenPaymentMethod,
        act: (page) => paymentMethod(page, 'Vorkasse').click(),
        async failed(page, { message }) {
          await notification(page, 'alert', message).waitFor();
          // The choice shown is the one the Store API kept.
          await expect.poll(() => paymentMethod(page, 'Rechnung').isChecked()).toBe(true);
          expect(await paymentMethod(page, 'Vorkasse').isChecked()).toBe(false);
        },
        async succeeded(shopper) {
          await expect.poll(() => chosenPaymentMethod(shopper), { timeout: 5000 }).toBe('Vorkasse');
          await shopper.page
            .getByRole('group', { name: 'Zahlung' })
            .and(shopper.page.locator(':not([aria-busy])'))
            .waitFor();
          expect(await paymentMethod(shopper.page, 'Vorkasse').isChecked()).toBe(true);
        },
      },
    ],
  },
  {
    kind: 'account',
    ways: [
      login('on /login', 'refused connection', {
        path: '/login',
        fields: (page) => page.getByRole('main'),
        done: (page) => page.waitForURL((url) => url.pathname === '/account'),
      }),
      login('in the login modal', '503', {
        path: '/',
        open: (page) => page.getByRole('button', { name: 'Konto' }).click(),
        fields: loginDialog,
        done: (page) => loginDialog(page).waitFor({ state: 'hidden' }),
      }),
    ],
  },
];

afterEach(() => faults.heal());

/** Each fault with the way of the class it meets: the ways take turns. */
const MATRIX = CLASSES.map(({ kind, ways }) => ({
  kind,
  cases: FAULTS.map((fault, index) => ({
    ...fault,
    operation: ways[index % ways.length]!,
    way: ways[index % ways.length]!.name,
  })),
}));

describe.each(MATRIX)('$kind', ({ cases }) => {
  const shoppers = new Map<Operation, Promise<Shopper>>();
  const shopperFor = (operation: Operation) => {
    if (!shoppers.has(operation)) {
      shoppers.set(
        operation,
        browser
          .context({ baseURL: faulty().gatewayUrl })
          .then(async (shopper) => (await operation.prepare?.(shopper), shopper)),
      );
    }
    return shoppers.get(operation)!;
  };

  it.each(cases)('$fault: $way', async ({ fault, does, status, operation }) => {
    const shopper = await shopperFor(operation);
    const { page } = shopper;
    await operation.arrive(shopper);
    const before = await operation.observe(shopper);
    const failure = does(faulty().timeoutMs);
    await faults.fail(failure, { only: operation.target });
    const started = Date.now();
    await operation.act(page);
    if (status === null) {
      await operation.succeeded(shopper);
      // It did wait for the slow answer.
      expect(Date.now() - started).toBeGreaterThanOrEqual(failure.kind === 'delay' ? failure.ms : 0);
      return;
    }

    await operation.failed(page, { status, message: MESSAGES[status] });
    // What the shopper has in view (a notification is fixed at the top).
    if (fault === operation.screenshot)
      await page.screenshot({ path: `${SCREENSHOTS}fault-matrix-${slug(operation.name)}-${slug(fault)}.png` });
    await faults.heal();
    expect(await operation.observe(shopper)).toEqual(before);
    // Healed, the same action works.
    await (operation.retry ? operation.retry(page) : operation.act(page));
    await operation.succeeded(shopper);
  });
});

describe('the gateway keeps serving others', () => {
  it('while one shopper’s add to cart waits for the Store API until the time-out, another browses the shop', async () => {
    const waiting = await browser.context({ baseURL: faulty().gatewayUrl });
    const browsing = await browser.context({ baseURL: faulty().gatewayUrl });
    await Promise.all([waiting.page.goto(WINE.path), browsing.page.goto('/')]);
    await waiting.page.getByRole('heading', { level: 1, name: WINE.name, exact: true }).waitFor();
    const weine = mainNavigation(browsing.page).getByRole('link', { name: 'Weine', exact: true });
    await weine.waitFor();

    const timeOut = FAULTS.find(({ fault }) => fault === 'time-out')!;
    await faults.fail(timeOut.does(faulty().timeoutMs), { only: /^POST \/store-api\/checkout\/cart\/line-item$/ });
    const button = buyBoxButton(waiting.page);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    await weine.click();
    await browsing.page.getByRole('heading', { level: 1, name: 'Weine', exact: true }).waitFor();
    await cards(browsing.page).first().waitFor();
    // The other shopper is served while the first one still waits.
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await notification(waiting.page, 'alert', MESSAGES[408]).waitFor();
  });
});
