import { existsSync } from 'node:fs';
import { REGISTER, USER_ERRORS, lastMail, registration } from './support/account-fixtures.js';
import { upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, startGateway, startShop, type RunningShop } from './support/gateway-harness.js';
import { loadConfig } from '../src/config.js';

/**
 * The shop knows its own origin (issue 42): the links of pages (canonical, hreflang, og:url, JSON-LD), of
 * the sitemap and of Shopware's mails name the configured public origin (STOREFRONT_URL), never the Host a
 * request names; an address a client sends for mail links must be on it. By default the origin is the
 * gateway's own http://localhost:<PORT>: 4000, whatever port a test's gateway listens on.
 */
const DEFAULT_ORIGIN = 'http://localhost:4000';
const WEB_DIST = '../web/dist';
const EVIL = 'evil.example';
const PRODUCT = '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002';

/** Every absolute address in a page's head: canonical and alternate links, og:url and og:image, JSON-LD. */
function headAddresses(html: string): string[] {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"|"(?:item|url|@id|image)":"(https?:\/\/[^"]*)"/g)].map(
    (match) => (match[1] ?? match[2])!,
  );
}
const canonicalOf = (html: string) => /<link [^>]*rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

beforeAll(() => {
  if (!existsSync(`${WEB_DIST}/index.html`) || !existsSync('../web/dist-server/entry-server.js'))
    throw new Error('These tests need the web client built: npm run build -w web');
});

describe('with the defaults', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { WEB_DIST } });
  });
  afterAll(() => shop?.close());

  test.each(['/', '/Weine/Rotwein/', PRODUCT])(
    '%s asked with Host: evil.example names the shop in its canonical, hreflang, og:url and JSON-LD',
    async (path) => {
      const res = await shop.http.get(path).set({ host: EVIL, accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(canonicalOf(res.text)).toBe(`${DEFAULT_ORIGIN}${path}`);
      const addresses = headAddresses(res.text);
      expect(addresses.length).toBeGreaterThan(6);
      // Images come from the Store API's media host (/media/, /thumbnail/); every other address is the shop's.
      const pages = addresses.filter((address) => !/^https?:\/\/[^/]+\/(?:media|thumbnail)\//.test(address));
      expect(pages.filter((address) => !address.startsWith(`${DEFAULT_ORIGIN}/`))).toEqual([]);
      expect(res.text).not.toContain(EVIL);
    },
  );

  test('the sitemap names the shop whatever the Host: the same answer for every request, which a shared cache may keep', async () => {
    const evil = await shop.http.get('/sitemap.xml').set('host', EVIL);
    const plain = await shop.http.get('/sitemap.xml');
    expect(evil.status).toBe(200);
    expect(evil.headers['cache-control']).toBe('public, max-age=3600');
    expect(locsOf(evil.text)[0]).toBe(`${DEFAULT_ORIGIN}/`);
    expect(locsOf(evil.text).every((loc) => loc.startsWith(`${DEFAULT_ORIGIN}/`))).toBe(true);
    expect(evil.text).toBe(plain.text);
  });

  test('a kept page is the same for every Host: another Host makes no other page to render', async () => {
    const first = await shop.http.get('/Weine/').set({ host: 'a.example', accept: 'text/html' });
    const second = await shop.http.get('/Weine/').set({ host: 'b.example', accept: 'text/html' });
    expect(canonicalOf(first.text)).toBe(`${DEFAULT_ORIGIN}/Weine/`);
    expect(canonicalOf(second.text)).toBe(canonicalOf(first.text));
  });

  const RESET = `mutation Reset($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { success ${USER_ERRORS} } }`;
  const SUBSCRIBE = `mutation Subscribe($input: NewsletterSubscriptionInput!) { subscribeNewsletter(input: $input) { status ${USER_ERRORS} } }`;
  const foreign = ['https://evil.example', 'http://localhost.evil.example:4000', 'http://localhost:4000@evil.example'];

  test.each(foreign)(
    'a mail link to %s is refused naming storefrontUrl, before Shopware is asked (password reset, registration, newsletter)',
    async (storefrontUrl) => {
      const reset = await graphql(shop, RESET, { input: { email: 'anna@example.de', storefrontUrl } });
      expect(dataOf(reset).requestPasswordReset).toEqual({
        success: false,
        userErrors: [{ field: 'storefrontUrl', code: 'URL_INVALID', message: expect.any(String) }],
      });
      expect(upstreamCallLog(reset).filter((call) => call.includes('/account/'))).toEqual([]);

      const register = await graphql(shop, REGISTER, { input: registration({ storefrontUrl }) });
      expect(dataOf(register).register.userErrors).toEqual([
        { field: 'storefrontUrl', code: 'URL_INVALID', message: expect.any(String) },
      ]);
      expect(upstreamCallLog(register).filter((call) => call.includes('/account/'))).toEqual([]);

      const subscribe = await graphql(shop, SUBSCRIBE, { input: { email: 'anna@example.de', storefrontUrl } });
      expect(dataOf(subscribe).subscribeNewsletter.userErrors).toEqual([
        { field: 'storefrontUrl', code: 'URL_INVALID', message: expect.any(String) },
      ]);
      expect(upstreamCallLog(subscribe).filter((call) => call.includes('/newsletter/'))).toEqual([]);
    },
  );

  test('the confirmation mail of a registration asked with Host: evil.example links to the shop', async () => {
    const input = registration();
    const res = await graphql(shop, REGISTER, { input }, { host: EVIL });
    expect(dataOf(res).register).toMatchObject({ needsConfirmation: true, userErrors: [] });
    const link = new URL((await lastMail(shop, input.email, 'registration_double_opt_in')).links.confirm!);
    expect(link.origin).toBe(DEFAULT_ORIGIN);
  });

  test('a mail link on the shop’s own origin is taken', async () => {
    for (const storefrontUrl of [DEFAULT_ORIGIN, `${DEFAULT_ORIGIN}/en`]) {
      const res = await graphql(shop, REGISTER, { input: registration({ storefrontUrl }) });
      expect(dataOf(res).register.userErrors).toEqual([]);
    }
  });
});

describe('STOREFRONT_URL with two origins: links name the first, whichever the request came to', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    // The tests are about the setting, and the last about a trusted proxy's headers (TRUSTED_PROXIES).
    shop = await startShop({
      gatewayEnv: {
        WEB_DIST,
        STOREFRONT_URL: 'https://www.weingut.example, https://weingut.example/',
        TRUSTED_PROXIES: '127.0.0.1',
      },
    });
  });
  afterAll(() => shop?.close());

  test.each(['weingut.example', 'www.weingut.example', EVIL])('Host: %s', async (host) => {
    const page = await shop.http.get('/Weine/').set({ host, accept: 'text/html' });
    expect(canonicalOf(page.text)).toBe('https://www.weingut.example/Weine/');
    const sitemap = await shop.http.get('/sitemap.xml').set('host', host);
    expect(locsOf(sitemap.text)[0]).toBe('https://www.weingut.example/');
  });

  test('a trusted proxy’s X-Forwarded-Host is not believed either', async () => {
    const res = await shop.http
      .get('/Weine/')
      .set({ 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https', accept: 'text/html' });
    expect(canonicalOf(res.text)).toBe('https://www.weingut.example/Weine/');
  });
});

describe('the setting', () => {
  test('by default the gateway’s own http://localhost:<PORT> (and 127.0.0.1 on the same port), in production too', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { PORT: '8081' }]) {
      const { storefront } = loadConfig(env);
      const port = 'PORT' in env ? env.PORT : '4000';
      expect(storefront).toEqual({
        url: `http://localhost:${port}`,
        origins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
        configured: false,
      });
    }
  });

  test('a production gateway without it starts, and says so once at start (at warn, naming the setting)', async () => {
    const warningsOf = async (env: Record<string, string>) => {
      const lines: string[] = [];
      // The test is about production's start and what it logs.
      const gateway = await startGateway(
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          LOG_FORMAT: 'json',
          SHOPWARE_ENDPOINT: 'http://127.0.0.1:9',
          ...env,
        },
        { logDestination: { write: (line: string) => lines.push(line) } },
      );
      await gateway.close();
      return lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level === 40);
    };
    expect(await warningsOf({})).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^STOREFRONT_URL is not set: .* http:\/\/localhost:4000$/),
      }),
    ]);
    expect(await warningsOf({ STOREFRONT_URL: 'https://www.weingut.example' })).toEqual([]);
  });

  test('origins only, http(s): anything else stops the start, naming the setting and the entry', () => {
    for (const value of ['https://shop.example/de', 'javascript:alert(1)', 'shop.example', 'https://shop.example?x=1'])
      expect(() => loadConfig({ STOREFRONT_URL: `https://ok.example,${value}` })).toThrow(
        new RegExp(`STOREFRONT_URL: not an http\\(s\\) origin without a path: ${value.replace(/[.?()]/g, '\\$&')}`),
      );
  });
});
