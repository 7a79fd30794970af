import { existsSync } from 'node:fs';
import { loadConfig } from '../src/config.js';
import { startFaultProxy, type FaultProxy } from '@weingut/testkit/fault-proxy';
import { startGateway, startShop, type RunningGateway, type RunningShop } from './support/gateway-harness.js';

/**
 * What the server's HTML of the catalogue's pages says about each page before any JavaScript runs
 * (a crawler, a link preview, a slow phone), with the web client as `npm start` builds and serves it.
 */
const WEB_DIST = '../web/dist';
/** The shop's public origin, which the pages' links name: STOREFRONT_URL's default, http://localhost:<PORT> (4000), whatever port the test's gateway listens on. */
const ORIGIN = 'http://localhost:4000';
const BRAND = 'Weingut Keller-Brandt';
const LANGUAGES = ['de-DE', 'en-GB', 'it-IT', 'nl-NL', 'pl-PL'];

beforeAll(() => {
  if (!existsSync(`${WEB_DIST}/index.html`) || !existsSync('../web/dist-server/entry-server.js'))
    throw new Error('These tests need the web client built: npm run build -w web');
});

/** The head of a page's HTML as the server sent it. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1] ?? null;
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    descriptions: [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((match) => match[1]),
    canonical: attribute(/<link [^>]*rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link [^>]*rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((match) => [
        match[1],
        (match[2] ?? '').replace(/&amp;/g, '&'),
      ]),
    ),
    og: Object.fromEntries(
      [...head.matchAll(/<meta [^>]*property="(og:[a-z]+)" content="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    ),
    jsonLd: [...head.matchAll(/<script [^>]*type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
  };
}

describe('the server HTML of every catalogue page tells what the page is', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { WEB_DIST } });
  });
  afterAll(() => shop?.close());

  const page = async (path: string) => {
    const res = await shop.http.get(path).set('accept', 'text/html');
    expect(res.status).toBe(200);
    return headOf(res.text);
  };

  it('a product: its title with the brand once, description, canonical, hreflang, Open Graph and Product and BreadcrumbList JSON-LD', async () => {
    const category = await shop.http.get('/Weine/Rotwein/').set('accept', 'text/html');
    const path = /href="(\/[^"]*Birkweiler-Spaetburgunder-trocken-2021[^"]*)"/.exec(category.text)?.[1];
    expect(path).toBeDefined();
    const head = await page(`${path}?utm_source=newsletter&gclid=abc`);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toMatch(/Spätburgunder.* \| Weingut Keller-Brandt$/);
    expect(head.titles[0]?.split(BRAND)).toHaveLength(2);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).not.toBe('');
    const canonical = `${ORIGIN}${path}`;
    expect(head.canonical).toBe(canonical);
    expect(head.alternates).toEqual({
      'de-DE': canonical,
      'en-GB': `${canonical}?lang=en-GB`,
      'it-IT': `${canonical}?lang=it-IT`,
      'nl-NL': `${canonical}?lang=nl-NL`,
      'pl-PL': `${canonical}?lang=pl-PL`,
      'x-default': canonical,
    });
    expect(head.og).toMatchObject({ 'og:title': head.titles[0], 'og:type': 'product', 'og:url': canonical });
    expect(head.og['og:image']).toMatch(/^https?:\/\//);
    const product = head.jsonLd.find((entry) => entry['@type'] === 'Product');
    expect(product).toMatchObject({
      sku: 'WB-R-1002',
      brand: { '@type': 'Brand' },
      offers: { '@type': 'Offer', price: '17.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect((product?.image as string[])[0]).toMatch(/^https?:\/\//);
    const breadcrumb = head.jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList');
    const items = breadcrumb?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.slice(0, 2).map((item) => item.name)).toEqual(['Weine', 'Rotwein']);
    expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
    expect(items.at(-1)).toMatchObject({ name: 'Birkweiler Spätburgunder trocken 2021', item: canonical });
  });

  it('a category: its own title, canonical without the sorting, website Open Graph and a BreadcrumbList', async () => {
    const head = await page('/Weine/Rotwein/?sort=price-asc&utm_campaign=herbst');
    expect(head.titles).toEqual([expect.stringMatching(/^Rotwein aus der Pfalz kaufen.* \| Weingut Keller-Brandt$/)]);
    expect(head.descriptions[0]).toMatch(/Spätburgunder vom Kastanienbusch/);
    expect(head.canonical).toBe(`${ORIGIN}/Weine/Rotwein/`);
    expect(Object.keys(head.alternates)).toEqual([...LANGUAGES, 'x-default']);
    expect(head.og).toMatchObject({ 'og:type': 'website', 'og:url': `${ORIGIN}/Weine/Rotwein/` });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Weine', item: `${ORIGIN}/Weine/` }),
          expect.objectContaining({ position: 2, name: 'Rotwein', item: `${ORIGIN}/Weine/Rotwein/` }),
        ],
      }),
    ]);
  });

  it('a content page whose meta title carries the brand already: the brand once', async () => {
    const home = await shop.http.get('/').set('accept', 'text/html');
    const path = /href="(\/[^"]*Impressum[^"]*)"/.exec(home.text)?.[1];
    expect(path).toBeDefined();
    const head = await page(path!);
    expect(head.titles).toEqual(['Impressum | Weingut Keller-Brandt']);
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
  });

  it('the home page and a search: their own canonical, alternates and Open Graph', async () => {
    const home = await page('/');
    expect(home.titles).toHaveLength(1);
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.og).toMatchObject({ 'og:type': 'website', 'og:url': `${ORIGIN}/` });
    const search = await page('/search?query=Riesling&fbclid=xyz');
    expect(search.titles).toEqual([expect.stringMatching(/Riesling.* \| Weingut Keller-Brandt$/)]);
    expect(search.canonical).toBe(`${ORIGIN}/search?query=Riesling`);
    expect(search.alternates['en-GB']).toBe(`${ORIGIN}/search?query=Riesling&lang=en-GB`);
  });

  it('an hreflang alternate is the page in that language, whose canonical is itself', async () => {
    const res = await shop.http.get('/Weine/Rotwein/?lang=en-GB').set('accept', 'text/html');
    expect(res.text).toMatch(/<html lang="en">/);
    const head = headOf(res.text);
    expect(head.canonical).toBe(`${ORIGIN}/Weine/Rotwein/?lang=en-GB`);
    expect(head.titles[0]).toMatch(/ \| Weingut Keller-Brandt$/);
  });
});

describe('with the Store API frozen, the time-out reaches the shopper as the 408 page', () => {
  // The setting under test: the Store API's time-out, 2 s here instead of the spec's 10 s (the default, checked
  // below), so that each frozen page takes 2 s. A page comes within its one time-out and a second for the rest,
  // not after two time-outs in a row.
  const TIMEOUT_MS = 2000;
  const WITHIN_MS = TIMEOUT_MS + 1000;
  let shop: RunningShop;
  let proxy: FaultProxy;
  let gateway: RunningGateway;
  beforeAll(async () => {
    shop = await startShop();
    proxy = await startFaultProxy();
    proxy.forwardTo(shop.emulatorUrl);
    // CACHE off: with the catalogue cache on (the README's default) a new visitor's page waits out two time-outs in a
    // row, an open finding (issue 45, '408 after 20 s'), not yet fixed.
    gateway = await startGateway({
      SHOPWARE_ENDPOINT: proxy.url,
      WEB_DIST,
      SHOPWARE_TIMEOUT_MS: String(TIMEOUT_MS),
      CACHE: 'off',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await shop?.close();
  });

  /** A page asked while the Store API does not answer for a minute: the answer and how long it took. */
  async function pageWhileFrozen(path: string, cookie?: string) {
    await proxy.fail({ kind: 'delay', ms: 60_000 });
    const started = performance.now();
    const asked = gateway.http.get(path).set('accept', 'text/html');
    const res = await (cookie ? asked.set('cookie', cookie) : asked);
    const elapsed = performance.now() - started;
    await proxy.heal();
    return { res, elapsed };
  }

  it("the time-out is the spec's 10 s unless set", () => {
    expect(loadConfig({}).shopware.timeoutMs).toBe(10_000);
  });

  it.each(['/Weine/Rotwein/?sort=price-asc', '/'])(
    '%s: the server answers with the 408 page within the time-out, and the failure for the client to show at once',
    async (path) => {
      const { res, elapsed } = await pageWhileFrozen(path);
      expect(res.status).toBe(408);
      expect(elapsed).toBeLessThan(WITHIN_MS);
      // The 408 page itself, with the spec's text, before any JavaScript has run.
      expect(res.text).toMatch(/<h1[^>]*>408<\/h1>/);
      expect(res.text).toContain('Die Schnittstelle braucht zu lange für eine Antwort.');
      // The shell tells the client the page's failure: it shows the 408 page without a second wait.
      const failure = /<script type="application\/json" id="server-render-failure">([^<]*)<\/script>/.exec(res.text);
      expect(JSON.parse(failure?.[1] ?? 'null')).toEqual({ url: path, status: 408 });
    },
    30_000,
  );

  it('a returning shopper (with a session) gets the 408 page within the time-out too', async () => {
    const first = await gateway.http.get('/').set('accept', 'text/html');
    const cookie = (first.headers['set-cookie'] as unknown as string[] | undefined)
      ?.map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/sw-context-token=/);
    const { res, elapsed } = await pageWhileFrozen('/Weine/Rotwein/', cookie!);
    expect({ status: res.status, withinTime: elapsed < WITHIN_MS }).toEqual({ status: 408, withinTime: true });
    expect(res.text).toContain('Die Schnittstelle braucht zu lange für eine Antwort.');
  }, 60_000);

  it('a returning shopper whose scope cookie has run out (only the session’s token) gets it within the time-out as well', async () => {
    // Without the scope cookie (it lasts 60 s) the gateway first asks GET /context which catalogue the session
    // sees: that time-out is the page's, not one before a render that would wait the time-out again.
    const first = await gateway.http.get('/').set('accept', 'text/html');
    const token = (first.headers['set-cookie'] as unknown as string[] | undefined)
      ?.find((line) => line.startsWith('sw-context-token='))
      ?.split(';')[0];
    expect(token).toBeDefined();
    const { res, elapsed } = await pageWhileFrozen('/Weine/Weisswein/', token!);
    expect({ status: res.status, withinTime: elapsed < WITHIN_MS }).toEqual({ status: 408, withinTime: true });
    expect(res.text).toContain('Die Schnittstelle braucht zu lange für eine Antwort.');
    const failure = /<script type="application\/json" id="server-render-failure">([^<]*)<\/script>/.exec(res.text);
    expect(JSON.parse(failure?.[1] ?? 'null')).toEqual({ url: '/Weine/Weisswein/', status: 408 });
  }, 60_000);
});
