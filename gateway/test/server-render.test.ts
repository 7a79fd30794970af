import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { registeredCustomer } from './support/account-fixtures.js';
import { atEmulator } from './support/checkout-fixtures.js';
import { dataOf, graphql, setCookies, startShop, type RunningShop } from './support/gateway-harness.js';

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-4f2a.css">';
// The fonts' stylesheet for a browser without JavaScript (boot.js asks for it after the first paint otherwise).
const FONTS_NOSCRIPT = '<noscript><link rel="stylesheet" href="/assets/fonts-9c1d.css"></noscript>';
const CSS = 'body{font-family:Roboto,sans-serif}.price::after{content:"\\20ac"}';
// The bare shell's line, for pages the client renders (they need JavaScript for everything).
const SHELL_NOSCRIPT = '<noscript>Bitte aktivieren Sie JavaScript, um den Shop zu nutzen.</noscript>';
const TEMPLATE = `<!doctype html><html lang="de"><head><title>Shop</title>${STYLESHEET}${FONTS_NOSCRIPT}</head><body>${SHELL_NOSCRIPT}<div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

/**
 * A stand-in for the web client's renderer (web/src/entry-server.tsx, tested in the browser suite):
 * the gateway's side of the contract, with two GraphQL requests per page as a real render makes.
 */
const RENDERER = `
import { readFileSync } from 'node:fs';
const ask = (fetch, locale, query) =>
  fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'accept-language': locale }, body: JSON.stringify({ query }) }).then((answer) => answer.json());
let renders = 0;
// As the client's: the address with only the parameters its pages read (here: order), and the interface language.
export function pageVariant({ url, cookies }) {
  const address = new URL(url);
  const order = address.searchParams.get('order');
  // A catalogue page (the same for every session of a scope) but for /personal/, which shows the session's own data.
  const personal = address.pathname === '/personal/';
  return { url: address.origin + address.pathname + (order ? '?order=' + encodeURIComponent(order) : ''), cookies: { shop_locale: cookies.shop_locale === 'en-GB' ? 'en-GB' : 'de-DE' }, personal };
}
export async function renderErrorPage({ status, cookies }) {
  const english = cookies.shop_locale === 'en-GB';
  return { html: '<h1>' + status + '</h1><p>' + (english ? 'The server is very busy right now.' : 'Der Server ist gerade sehr beschäftigt.') + '</p>', locale: english ? 'en-GB' : 'de-DE', noscript: '' };
}
export async function renderPage({ url, cookies, fetch }) {
  const { pathname } = new URL(url);
  const locale = cookies.shop_locale === 'en-GB' ? 'en-GB' : 'de-DE';
  if (pathname === '/counted/' || pathname === '/partly-failed/' || pathname === '/personal/') {
    // Starts the visitor's session as a real render does (its layout asks for it), and says which render this is.
    await ask(fetch, locale, '{ session { isLoggedIn } }');
    if (pathname === '/partly-failed/') await ask(fetch, locale, '{ product(id: "0123456789abcdef0123456789abcdef") { id } }');
    renders += 1;
    return { kind: 'page', status: 200, html: '<p>render ' + renders + ' ' + locale + '</p>', state: '{}', locale, noscript: '' };
  }
  if (pathname === '/navigation/abc') return { kind: 'redirect', status: 301, location: '/Weine/' };
  const shellLine = locale === 'en-GB' ? 'Please turn JavaScript on to use the shop.' : 'Bitte <aktivieren> Sie JavaScript & mehr.';
  if (pathname === '/cart') return { kind: 'client', status: 200, locale, noscript: shellLine };
  if (pathname === '/missing/') return { kind: 'client', status: 404, locale, noscript: shellLine };
  if (pathname === '/broken/') throw new Error('the renderer failed');
  // The renderer's thread ends mid-render (as over its heap), or is busy for a while without giving way.
  if (pathname === '/thread-ends/') process.exit(3);
  if (pathname === '/priority/') {
    // The CPU priority (nice, the 19th field of /proc's stat) of the thread this render runs in.
    const nice = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16];
    return { kind: 'page', status: 200, html: '<p>nice ' + nice + '</p>', state: '{}', locale, noscript: '' };
  }
  if (pathname === '/busy/') {
    const until = Date.now() + 1500;
    while (Date.now() < until);
    return { kind: 'page', status: 200, html: '<p>done at last</p>', state: '{}', locale, noscript: '' };
  }
  if (pathname === '/english/') {
    // A change of the session (its language), then a read that shows whether it went with the same session.
    const languages = await ask(fetch, locale, '{ languages { id locale } }');
    const english = languages.data.languages.find((language) => language.locale === 'en-GB');
    await ask(fetch, locale, 'mutation { switchLanguage(languageId: "' + english.id + '") { userErrors { message } } }');
    const session = await ask(fetch, locale, '{ session { language { locale } } }');
    return { kind: 'page', status: 200, html: '<p>' + session.data.session.language.locale + '</p>', state: '{}', locale, noscript: '' };
  }
  const session = await ask(fetch, locale, '{ session { language { locale } } }');
  const cart = await ask(fetch, locale, '{ cart { itemCount } }');
  const html = '<link rel="preload" as="image" href="/wine.webp"><h1>' + session.data.session.language.locale + ' $& ' + cart.data.cart.itemCount + '</h1><p>' + 'Riesling trocken '.repeat(100) + '</p>';
  const noscript = locale === 'en-GB' ? 'You can browse the catalogue without JavaScript too.' : 'Katalog & Preise <ohne> JavaScript';
  return { kind: 'page', status: 200, html, state: JSON.stringify({ url: pathname, locale }), locale, noscript };
}
`;

describe('pages rendered on the server (the gateway with the client’s renderer)', () => {
  let dist: string;
  let shop: RunningShop;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-ssr-'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-4f2a.css'), CSS);
    writeFileSync(join(dist, 'renderer.mjs'), RENDERER);
    // CACHE off: each page here is rendered for its visitor; pages kept for the next visitor are the 'cached' gateway's below.
    shop = await startShop({
      gatewayEnv: {
        CACHE: 'off',
        WEB_DIST: dist,
        WEB_SERVER_RENDERER: join(dist, 'renderer.mjs'),
        WEB_PAGE_VARIANTS: join(dist, 'renderer.mjs'),
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the rendered page into the root element with its state beside it, and the image preload into the head', async () => {
    const res = await shop.http.get('/Weine/Rotwein/').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(
      `<head><title>Shop</title><style>body{font-family:Roboto,sans-serif}.price::after{content:"\\20ac"}</style>${FONTS_NOSCRIPT}<link rel="preload" as="image" href="/wine.webp"></head>`,
    );
    expect(res.text).toMatch(
      /<div id="root"><h1>de-DE \$& 0<\/h1><p>(Riesling trocken )+<\/p><\/div><script type="application\/json" id="server-render-state">\{"url":"\/Weine\/Rotwein\/","locale":"de-DE"\}<\/script>/,
    );
    // Its own line for a browser without JavaScript, as HTML text, in place of the shell's.
    expect(res.text).toContain(
      '<body><noscript>Katalog &amp; Preise &lt;ohne&gt; JavaScript</noscript><div id="root">',
    );
    expect(res.text).not.toContain(SHELL_NOSCRIPT);
    // The visitor's own session is in the page: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The shop's security headers, as on every answer (no inline script: the state is a JSON element).
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  const tokensOf = (res: { headers: Record<string, unknown> }) =>
    ([res.headers['set-cookie'] ?? []].flat() as string[]).flatMap(
      (line) => /^sw-context-token=([^;]+)/.exec(line)?.[1] ?? [],
    );

  it('keeps one session through a render: a token an answer sets goes with the next request and onto the page', async () => {
    const res = await shop.http.get('/english/').set('accept', 'text/html');
    // The read after the change saw it: it went with the token the change's answer set.
    expect(res.text).toContain('<div id="root"><p>en-GB</p></div>');
    const tokens = tokensOf(res);
    expect(tokens).toHaveLength(1);
    // The browser continues that very session.
    const next = await graphql(
      shop,
      '{ session { language { locale } } }',
      {},
      { cookie: `sw-context-token=${tokens[0]}` },
    );
    expect(next.body.data.session.language.locale).toBe('en-GB');
    expect(tokensOf(next)).toHaveLength(0);
  });

  it('renders a returning visitor’s page in their session, without a new token', async () => {
    const [token] = tokensOf(await shop.http.get('/english/').set('accept', 'text/html'));
    const again = await shop.http.get('/Weine/').set('accept', 'text/html').set('cookie', `sw-context-token=${token}`);
    expect(again.text).toContain('<h1>en-GB');
    expect(tokensOf(again)).toHaveLength(0);
  });

  it('renders in the language the visitor chose (its cookie), with the page’s lang', async () => {
    const res = await shop.http.get('/').set('accept', 'text/html').set('cookie', 'shop_locale=en-GB');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('"locale":"en-GB"');
    expect(res.text).toContain('<noscript>You can browse the catalogue without JavaScript too.</noscript>');
  });

  it('answers the renderer’s redirect, and the client’s shell with the status for pages it leaves to the client', async () => {
    const redirect = await shop.http.get('/navigation/abc').set('accept', 'text/html').redirects(0);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/Weine/');
    const missing = await shop.http.get('/missing/').set('accept', 'text/html');
    expect(missing.status).toBe(404);
    const cart = await shop.http.get('/cart').set('accept', 'text/html');
    expect(cart.status).toBe(200);
    // The shell with the renderer's line for the visitor's language, as HTML text; nothing else changed.
    const germanShell = TEMPLATE.replace(
      SHELL_NOSCRIPT,
      '<noscript>Bitte &lt;aktivieren&gt; Sie JavaScript &amp; mehr.</noscript>',
    );
    expect(missing.text).toBe(germanShell);
    expect(cart.text).toBe(germanShell);
  });

  it('gives the client’s shell the visitor’s language and its line for a browser without JavaScript', async () => {
    const cart = await shop.http.get('/cart').set('accept', 'text/html').set('cookie', 'shop_locale=en-GB');
    expect(cart.status).toBe(200);
    expect(cart.text).toBe(
      TEMPLATE.replace('<html lang="de">', '<html lang="en">').replace(
        SHELL_NOSCRIPT,
        '<noscript>Please turn JavaScript on to use the shop.</noscript>',
      ),
    );
  });

  it('sends the shell when rendering fails, so that the client renders the page itself', async () => {
    const res = await shop.http.get('/broken/').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toBe(TEMPLATE);
  });

  it('sends the shell when the render thread ends mid-render, and renders the next page in a new one', async () => {
    const ended = await shop.http.get('/thread-ends/').set('accept', 'text/html');
    expect(ended.status).toBe(200);
    expect(ended.text).toBe(TEMPLATE);
    const next = await shop.http.get('/Weine/Weisswein/').set('accept', 'text/html');
    expect(next.text).toContain('Riesling trocken');
  });

  it('answers other requests while a render keeps its thread busy (renders run beside the gateway’s event loop)', async () => {
    const finished: string[] = [];
    const busy = shop.http
      .get('/busy/')
      .set('accept', 'text/html')
      .then((res) => finished.push(`page ${res.status} ${res.text.includes('done at last')}`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await shop.http.get('/health');
    finished.push(`health ${health.status}`);
    await busy;
    expect(finished).toEqual(['health 200', 'page 200 true']);
  });

  it('renders in a thread of lower CPU priority than the gateway’s (nice 10 by default), so that where cores are short other requests go first', async () => {
    const ownNice = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ')[16];
    expect(ownNice).toBe('0');
    const res = await shop.http.get('/priority/').set('accept', 'text/html');
    expect(res.text).toContain('<div id="root"><p>nice 10</p></div>');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await shop.http.get('/Weine/Rotwein/').set('accept', 'text/html').set('accept-encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('carries the stylesheet inline (no request before the first paint), allowed by its hash alone', async () => {
    const res = await shop.http.get('/Weine/').set('accept', 'text/html');
    const inline = /<style>([^<]*)<\/style>/.exec(res.text)?.[1];
    expect(inline).toBe(CSS);
    expect(res.text).not.toContain(STYLESHEET);
    // Only the page's own stylesheet: the fonts' (without JavaScript) stays a link in <noscript>.
    expect(res.text).toContain(FONTS_NOSCRIPT);
    const hash = `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' ${hash};`);
    expect(res.headers['content-security-policy']).not.toMatch(/style-src [^;]*unsafe-inline/);
  });

  describe('with the cache on', () => {
    let cached: RunningShop;
    beforeAll(async () => {
      cached = await startShop({
        gatewayEnv: {
          WEB_DIST: dist,
          WEB_SERVER_RENDERER: join(dist, 'renderer.mjs'),
          WEB_PAGE_VARIANTS: join(dist, 'renderer.mjs'),
          CACHE: 'on',
        },
        // Without double opt-in a registration logs the customer in at once: the test of a customer's pages needs one.
        emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
      });
    });
    afterAll(async () => {
      await cached?.close();
    });
    const page = (path: string, cookie?: string) => {
      const request = cached.http.get(path).set('accept', 'text/html');
      return cookie ? request.set('cookie', cookie) : request;
    };
    const renderOf = (res: { text: string }) => /render (\d+)/.exec(res.text)?.[1];

    it('sends a page rendered for a visitor without a session to the next such visitor, who still gets a session of their own', async () => {
      const first = await page('/counted/');
      const second = await page('/counted/');
      // The same page, its state marked as another session's: the second visitor's client asks for its own.
      expect(first.text).not.toContain('data-foreign-session');
      expect(second.text).toBe(
        first.text.replace('id="server-render-state">', 'id="server-render-state" data-foreign-session>'),
      );
      expect(second.headers['cache-control']).toBe('private, no-cache');
      const [firstToken] = tokensOf(first);
      const [secondToken] = tokensOf(second);
      expect(firstToken).toMatch(/^[0-9a-f]{32}$/);
      expect(secondToken).toMatch(/^[0-9a-f]{32}$/);
      expect(secondToken).not.toBe(firstToken);
    });

    it('sends a kept page compressed as the browser accepts it: brotli, else gzip, else as it is', async () => {
      const plain = await page('/counted/?order=name-asc');
      const asked = (encoding: string) =>
        cached.http.get('/counted/?order=name-asc').set('accept', 'text/html').set('accept-encoding', encoding);
      const brotli = await asked('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      const gzip = await asked('gzip;q=1, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      // Decompressed by the test's client: the kept page itself.
      expect(gzip.text).toBe(brotli.text);
      expect(renderOf(gzip)).toBe(renderOf(plain));
      const identity = await asked('identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.text).toBe(gzip.text);
    });

    it('renders anew after a page one of whose answers failed', async () => {
      const renders = [await page('/partly-failed/'), await page('/partly-failed/')].map(renderOf);
      expect(renders[0]).toBeDefined();
      expect(renders[1]).not.toBe(renders[0]);
    });

    it('renders anew for another address and another language', async () => {
      const renders = [
        await page('/counted/'),
        await page('/counted/?order=price-asc'),
        await page('/counted/', 'shop_locale=en-GB'),
      ].map(renderOf);
      expect(new Set(renders).size).toBe(3);
      expect((await page('/counted/', 'shop_locale=en-GB')).text).toContain('en-GB');
    });

    /** The cookies a browser keeps from an answer (name=value), as one Cookie header. */
    const cookieOf = (res: { headers: Record<string, unknown> }) =>
      setCookies(res)
        .map((line) => line.split(';')[0]!)
        .join('; ');

    it('sends a returning visitor without a customer the kept catalogue page, keeping their session and marking the state as another’s', async () => {
      const first = await page('/counted/?order=newest');
      const cookie = cookieOf(first);
      expect(cookie).toContain('sw-cache-scope=');
      const [token] = tokensOf(first);
      // With the scope cookie of the first page, and without it (the scope then comes from one GET /context).
      for (const sent of [cookie, `sw-context-token=${token}`]) {
        const again = await page('/counted/?order=newest', sent);
        expect(again.status).toBe(200);
        expect(renderOf(again)).toBe(renderOf(first));
        expect(again.text).toContain('id="server-render-state" data-foreign-session>');
        expect(tokensOf(again)).toEqual([]);
      }
      // The first visitor's own page carries their session's state: not marked.
      expect(first.text).not.toContain('data-foreign-session');
    });

    it('renders a returning visitor’s own page for a page of their session (cart, account), and every page of a customer', async () => {
      const first = await page('/personal/');
      const [token] = tokensOf(first);
      const own = await page('/personal/', `sw-context-token=${token}`);
      expect(renderOf(own)).not.toBe(renderOf(first));
      expect(own.text).not.toContain('data-foreign-session');

      const kept = renderOf(await page('/counted/'));
      const { cookie } = await registeredCustomer(cached);
      const customers = [await page('/counted/', cookie), await page('/counted/', cookie)];
      expect(customers.map(renderOf)).not.toContain(kept);
      expect(renderOf(customers[1]!)).not.toBe(renderOf(customers[0]!));
    });

    it('renders a session whose scope differs from a first visit’s (another shipping country) for it alone', async () => {
      const first = await page('/counted/');
      const [token] = tokensOf(first);
      const countries = dataOf(await graphql(cached, '{ countries { id iso } }')).countries as {
        id: string;
        iso: string;
      }[];
      const austria = countries.find((country) => country.iso === 'AT');
      expect(austria).toBeDefined();
      const moved = await atEmulator(cached, `sw-context-token=${token}`, 'patch', '/context', {
        countryId: austria!.id,
      });
      expect(moved.status).toBe(200);
      const own = await page('/counted/', `sw-context-token=${token}`);
      expect(renderOf(own)).not.toBe(renderOf(first));
      expect(own.text).not.toContain('data-foreign-session');
    });

    it('keeps the page of a session in another shop language for that language’s visitors', async () => {
      const languages = dataOf(await graphql(cached, '{ languages { id locale } }')).languages as {
        id: string;
        locale: string;
      }[];
      const english = languages.find((language) => language.locale === 'en-GB')!.id;
      const german = renderOf(await page('/counted/'));
      const first = await page('/counted/', `sw-language-id=${english}`);
      const second = await page('/counted/', `sw-language-id=${english}`);
      expect(renderOf(first)).not.toBe(german);
      expect(renderOf(second)).toBe(renderOf(first));
    });
  });

  it('keeps /index.html the bare shell (the service worker’s offline page)', async () => {
    const res = await shop.http.get('/index.html');
    expect(res.status).toBe(200);
    expect(res.text).toBe(TEMPLATE);
  });
});

it('takes the render thread’s priority from RENDER_THREAD_NICE (0 to 19), and names the setting when it is out of range', () => {
  expect(loadConfig({}).webServerRenderer?.threadNice).toBe(10);
  expect(loadConfig({ RENDER_THREAD_NICE: '0' }).webServerRenderer?.threadNice).toBe(0);
  expect(loadConfig({ RENDER_THREAD_NICE: '19' }).webServerRenderer?.threadNice).toBe(19);
  for (const value of ['20', '-5', 'low', '2.5'])
    expect(() => loadConfig({ RENDER_THREAD_NICE: value })).toThrow(/RENDER_THREAD_NICE/);
});
