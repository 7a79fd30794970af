import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataOf, graphql, setCookies, startShop, type RunningShop } from './support/gateway-harness.js';
import { testClock } from './support/test-clock.js';
import { waitFor } from './support/wait-for.js';

/**
 * Server renders under hostile traffic (issue 30): a random query parameter or cookie is no new page,
 * one render per page at a time, and beyond the bound on renders a quick 503 with Retry-After.
 */
const TEMPLATE =
  '<!doctype html><html lang="de"><head><title>Shop</title></head><body><noscript>JavaScript</noscript><div id="root"></div></body></html>';
/**
 * A stand-in for the web client's renderer (as in server-render.test.ts): its variant keeps the
 * parameters its pages read (here `order`) and the interface language, as web/src/entry-server.tsx's;
 * each render asks for the session and is numbered; /slow/ pages take 400 ms.
 */
const RENDERER = `
let renders = 0;
export function pageVariant({ url, cookies }) {
  const address = new URL(url);
  const order = address.searchParams.get('order');
  return { url: address.origin + address.pathname + (order ? '?order=' + encodeURIComponent(order) : ''), cookies: { shop_locale: cookies.shop_locale === 'en-GB' ? 'en-GB' : 'de-DE' } };
}
export async function renderErrorPage({ status, cookies }) {
  const english = cookies.shop_locale === 'en-GB';
  return { html: '<h1>' + status + '</h1><p>' + (english ? 'The server is very busy right now.' : 'Der Server ist gerade sehr beschäftigt.') + '</p>', locale: english ? 'en-GB' : 'de-DE', noscript: '' };
}
export async function renderPage({ url, cookies, fetch }) {
  const { pathname, search } = new URL(url);
  // A non-canonical path: the canonical one with the query kept, as the client's landing-page guard does.
  if (pathname === '/Weine') return { kind: 'redirect', status: 301, location: '/Weine/' + search };
  await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: '{ session { isLoggedIn } }' }) });
  if (pathname.startsWith('/slow/')) await new Promise((resolve) => setTimeout(resolve, 400));
  renders += 1;
  const locale = cookies.shop_locale === 'en-GB' ? 'en-GB' : 'de-DE';
  return { kind: 'page', status: 200, html: '<p>render ' + renders + ' of ' + pathname + search + ' ' + locale + '</p>', state: '{}', locale, noscript: '' };
}
`;

const random = () => randomBytes(6).toString('hex');
const renderOf = (res: { text: string }) => /render (\d+)/.exec(res.text)?.[1];
const tokenOf = (res: { headers: Record<string, unknown> }) =>
  setCookies(res)
    .find((line) => line.startsWith('sw-context-token='))
    ?.split(/[=;]/)[1];

/** How many renders the gateway's metrics counted with `outcome` (gateway_server_render_duration_seconds). */
async function rendersCounted(shop: RunningShop, outcome: string): Promise<number> {
  const series = `gateway_server_render_duration_seconds_count{outcome="${outcome}"} `;
  const line = (await shop.metrics!.text()).split('\n').find((candidate) => candidate.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-render-traffic-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'renderer.mjs'), RENDERER);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('kept pages and one render per page (the gateway as served: cache and renders by default)', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({
      gatewayEnv: {
        WEB_DIST: dist,
        WEB_SERVER_RENDERER: join(dist, 'renderer.mjs'),
        WEB_PAGE_VARIANTS: join(dist, 'renderer.mjs'),
        CACHE: 'on',
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
  });
  const page = (path: string, cookie?: string) => {
    const request = shop.http.get(path).set('accept', 'text/html');
    return cookie ? request.set('cookie', cookie) : request;
  };

  it('sends the kept page for random query parameters and random cookies instead of rendering it again', async () => {
    const first = await page('/Weine/');
    expect(first.status).toBe(200);
    const busting = [];
    for (let index = 0; index < 5; index += 1)
      busting.push(await page(`/Weine/?utm=${random()}&gclid=${random()}`, `tracker_${random()}=${random()}`));
    for (const res of busting) {
      expect(res.status).toBe(200);
      // The first visitor's render, its state marked as another session's (the client asks for its own).
      expect(res.text).toBe(
        first.text.replace('id="server-render-state">', 'id="server-render-state" data-foreign-session>'),
      );
      // Each visitor still gets a session of their own.
      expect(tokenOf(res)).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(busting.map(tokenOf)).size).toBe(5);
    // An unknown interface language is the default one: the same page.
    expect(renderOf(await page('/Weine/', `shop_locale=${random()}`))).toBe(renderOf(first));
  });

  it('redirects a non-canonical path with the query the request came with, trackers’ parameters included', async () => {
    const res = await page('/Weine?utm_source=newsletter&order=price-asc');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/Weine/?utm_source=newsletter&order=price-asc');
  });

  it('renders anew for a parameter pages read, for another language and for a session', async () => {
    const first = await page('/Rotwein/?utm=1');
    const token = tokenOf(first)!;
    const renders = [
      first,
      await page('/Rotwein/?order=price-asc&utm=2'),
      await page('/Rotwein/?utm=3', 'shop_locale=en-GB'),
      await page('/Rotwein/', `sw-context-token=${token}`),
    ].map(renderOf);
    expect(new Set(renders).size).toBe(4);
    // The render is made at the page's own address: a tracker's parameter is not in it.
    expect(first.text).toContain('of /Rotwein/ de-DE');
  });

  it('renders a page asked for by many at once only once: all get that render', async () => {
    const rendersBefore = await rendersCounted(shop, 'page');
    const joinedBefore = await rendersCounted(shop, 'joined');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => page(`/slow/Weisswein/?utm=${random()}`, `ab_test=${random()}`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map(renderOf)).size).toBe(1);
    expect(await rendersCounted(shop, 'page')).toBe(rendersBefore + 1);
    expect(await rendersCounted(shop, 'joined')).toBe(joinedBefore + 7);
    // Every visitor who waited got a session of their own, none another's.
    expect(new Set(answers.map(tokenOf)).size).toBe(8);
  });
});

describe('the bound on renders at once', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    // The setting under test: one render at a time, none waiting (default: the machine's cores, 4 waiting 1 s).
    shop = await startShop({
      gatewayEnv: {
        WEB_DIST: dist,
        WEB_SERVER_RENDERER: join(dist, 'renderer.mjs'),
        WEB_PAGE_VARIANTS: join(dist, 'renderer.mjs'),
        CACHE: 'on',
        PAGE_RENDERS: '1',
        PAGE_RENDER_QUEUE: '0',
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A slow page asked for (400 ms) that holds the one place, once its render has started; `answer`: its answer to come. */
  async function renderUnderWay(path: string) {
    const answer = shop.http
      .get(path)
      .set('accept', 'text/html')
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { answer };
  }

  it('answers a render beyond it with a quick 503, Retry-After and the error page in the visitor’s language', async () => {
    const { answer: slow } = await renderUnderWay('/slow/Rosé/');
    const started = performance.now();
    const refused = await shop.http.get('/Sekt/').set('accept', 'text/html').set('cookie', 'shop_locale=en-GB');
    const refusedMs = performance.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('<html lang="en"><head><title>Shop</title></head>');
    expect(refused.text).toContain('<h1>503</h1><p>The server is very busy right now.</p>');
    // Answered without waiting for the render under way (400 ms).
    expect(refusedMs).toBeLessThan(250);
    // GraphQL is not held up by the render either.
    const graphqlStarted = performance.now();
    dataOf(await graphql(shop, '{ session { isLoggedIn } }'));
    expect(performance.now() - graphqlStarted).toBeLessThan(250);

    expect((await slow).status).toBe(200);
    // With the place free again, the page is rendered.
    const after = await shop.http.get('/Sekt/').set('accept', 'text/html');
    expect(after.status).toBe(200);
    expect(renderOf(after)).toBeDefined();
    expect(await rendersCounted(shop, 'busy')).toBe(1);
  });

  it('sends the 503 page compressed as the browser accepts it, the same page in each encoding', async () => {
    const { answer: slow } = await renderUnderWay('/slow/Weissherbst/');
    const refused = (encoding: string) =>
      shop.http.get(`/Secco/?utm=${random()}`).set('accept', 'text/html').set('accept-encoding', encoding);
    const [brotli, gzip, identity] = [
      await refused('gzip, deflate, br'),
      await refused('gzip;q=1, br;q=0'),
      await refused('identity'),
    ];
    expect([brotli.status, gzip.status, identity.status]).toEqual([503, 503, 503]);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    // Decompressed by the test's client: the error page itself, in every encoding.
    expect(identity.text).toContain('<h1>503</h1><p>Der Server ist gerade sehr beschäftigt.</p>');
    expect(brotli.text).toBe(identity.text);
    expect(gzip.text).toBe(identity.text);
    expect((await slow).status).toBe(200);
  });

  it('refuses all who wait for a render that was refused, and keeps nothing for them', async () => {
    const { answer: slow } = await renderUnderWay('/slow/Dessertwein/');
    const refused = await Promise.all(
      Array.from({ length: 3 }, () => shop.http.get(`/Secco/?utm=${random()}`).set('accept', 'text/html')),
    );
    expect(refused.map((res) => res.status)).toEqual([503, 503, 503]);
    expect(refused[0]!.text).toContain('Der Server ist gerade sehr beschäftigt.');
    expect((await slow).status).toBe(200);
    expect((await shop.http.get('/Secco/').set('accept', 'text/html')).status).toBe(200);
  });
});

describe('a kept page past its seconds (the default 10 s), on a clock the test moves', () => {
  let shop: RunningShop;
  const clock = testClock();
  beforeAll(async () => {
    shop = await startShop({
      gatewayEnv: {
        WEB_DIST: dist,
        WEB_SERVER_RENDERER: join(dist, 'renderer.mjs'),
        WEB_PAGE_VARIANTS: join(dist, 'renderer.mjs'),
        CACHE: 'on',
      },
      gateway: { clock },
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('is sent at once while one render makes it anew, then the new page is sent', async () => {
    const page = () => shop.http.get('/slow/Grauburgunder/').set('accept', 'text/html');
    const first = await page();
    clock.advance(10_001);
    const started = performance.now();
    const stale = await page();
    // The render takes 400 ms: the stale page did not wait for it.
    expect(performance.now() - started).toBeLessThan(300);
    expect(renderOf(stale)).toBe(renderOf(first));
    const renewed = await waitFor('the page made anew', async () => {
      const answer = await page();
      return renderOf(answer) !== renderOf(first) && answer;
    });
    expect(renderOf(renewed)).toBe(String(Number(renderOf(first)) + 1));
  });
});
