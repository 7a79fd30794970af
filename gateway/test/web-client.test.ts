import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from './support/gateway-harness.js';

const BUNDLE = `export const wines = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `Riesling ${index}`))};`;

describe('the built web client at / (its shell; server rendering: server-render.test.ts)', () => {
  let dist: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The build writes compressed copies beside a file (vite-plugin-compression2).
    writeFileSync(join(dist, 'assets', 'vendor-def456.js'), BUNDLE);
    writeFileSync(join(dist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(dist, 'assets', 'vendor-def456.js.gz'), gzipSync(BUNDLE));
    gateway = await startGateway({ WEB_DIST: dist, SHOPWARE_ENDPOINT: 'http://127.0.0.1:9', SERVER_RENDERING: 'off' });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the client’s index.html for any page path (history routing)', async () => {
    for (const path of [
      '/',
      '/Weine/Rotwein/',
      '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
      '/account/orders?page=2',
    ]) {
      const res = await gateway.http.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Shop</title>');
    }
  });

  it('serves the built files', async () => {
    const res = await gateway.http.get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
  });

  it('sends the compressed copy the browser accepts, and hashed files as immutable for a year', async () => {
    const brotli = await gateway.http.get('/assets/vendor-def456.js').set('accept-encoding', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(BUNDLE);
    const gzip = await gateway.http.get('/assets/vendor-def456.js').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(BUNDLE);
    const plain = await gateway.http.get('/assets/vendor-def456.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks the browser to check index.html each time, so a release shows at once', async () => {
    for (const path of ['/', '/Weine/Rotwein/'])
      expect((await gateway.http.get(path)).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a file the build does not have, so a stale chunk fails as one instead of loading HTML', async () => {
    for (const path of [
      '/assets/index-old999.js',
      '/assets/landing-page-old.css',
      '/favicon.png',
      '/manifest.webmanifest',
    ]) {
      const res = await gateway.http.get(path);
      expect(res.status).toBe(404);
    }
  });
});
