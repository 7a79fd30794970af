import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from './support/gateway-harness.js';

describe('the built web client at /', () => {
  let dist: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    gateway = await startGateway({ WEB_DIST: dist, SHOPWARE_ENDPOINT: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the client’s index.html for any page path (history routing)', async () => {
    for (const path of ['/', '/Weine/Rotwein/', '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002', '/account/orders?page=2']) {
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

  it('answers 404 for a file the build does not have, so a stale chunk fails as one instead of loading HTML', async () => {
    for (const path of ['/assets/index-old999.js', '/assets/landing-page-old.css', '/favicon.png', '/manifest.webmanifest']) {
      const res = await gateway.http.get(path);
      expect(res.status).toBe(404);
    }
  });
});
