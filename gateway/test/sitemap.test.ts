import request from 'supertest';
import { DEFAULT_ACCESS_KEY } from '@weingut/emulator/config';
import { startGateway, startShop, type RunningShop } from './support/gateway-harness.js';

describe('GET /sitemap.xml', () => {
  let shop: RunningShop;
  let storefront: RunningShop;

  beforeAll(async () => {
    shop = await startShop();
    storefront = await startShop({ gatewayEnv: { STOREFRONT_URL: 'https://shop.weingut-keller-brandt.de' } });
  });
  afterAll(async () => {
    await shop?.close();
    await storefront?.close();
  });

  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it('lists the home page, every main-navigation page and every product as absolute addresses of the shop’s origin (STOREFRONT_URL’s default)', async () => {
    const res = await shop.http.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const xml = res.text;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locsOf(xml);
    expect(locs[0]).toBe('http://localhost:4000/');
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://localhost:4000/Weine/',
        'http://localhost:4000/Weine/Rotwein/',
        'http://localhost:4000/Weine/Rotwein/Spaetburgunder/',
        'http://localhost:4000/Sekt/Rose-Sekt/',
        'http://localhost:4000/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    // External links of the navigation are no pages of the shop.
    expect(locs.some((loc) => loc.includes('suedlicheweinstrasse'))).toBe(false);
  });

  it('has one entry per main product of the catalogue', async () => {
    const res = await shop.http.get('/sitemap.xml');
    // Category paths end with a slash, product paths (Name/ProductNumber) do not.
    const products = locsOf(res.text).filter((loc) => !loc.endsWith('/'));
    const catalogue = await request(shop.emulatorUrl)
      .post('/store-api/product')
      .set('sw-access-key', DEFAULT_ACCESS_KEY)
      .send({ limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }], 'total-count-mode': 'exact' });
    expect(catalogue.body.total).toBeGreaterThan(40);
    expect(products).toHaveLength(catalogue.body.total);
  });

  it('uses STOREFRONT_URL when the gateway runs behind another address', async () => {
    const res = await storefront.http.get('/sitemap.xml');
    const locs = locsOf(res.text);
    expect(locs[0]).toBe('https://shop.weingut-keller-brandt.de/');
    expect(locs.every((loc) => loc.startsWith('https://shop.weingut-keller-brandt.de/'))).toBe(true);
  });

  it('answers 502 when the Store API cannot be reached', async () => {
    const broken = await startGateway({ SHOPWARE_ENDPOINT: 'http://127.0.0.1:9', SHOPWARE_TIMEOUT_MS: '1000' });
    try {
      const res = await broken.http.get('/sitemap.xml');
      expect(res.status).toBe(502);
    } finally {
      await broken.close();
    }
  });
});
