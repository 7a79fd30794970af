import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { startGateway, startShop, type RunningShop } from './support/gateway-harness.js';

/**
 * The EU wine e-label provider's script (docs/behaviour/shop.md) is a setting: PRODUCT_LABEL_SCRIPT (and further
 * origins in PRODUCT_LABEL_ORIGINS). Only with it does a page load the script and the policy allow
 * the provider's origins. The addresses are never asked here: the provider is a browser's business
 * (the browser test web/e2e/shopper-catalogue.e2e.ts serves a stand-in on loopback).
 */
const SCRIPT = 'https://label.provider.test/widget/product-label.js';
const FRAMES = 'https://frames.provider.test';

let shop: RunningShop;
const webDist = mkdtempSync(join(tmpdir(), 'gateway-product-label-'));
beforeAll(async () => {
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Shop</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  // The default: no e-label setting.
  shop = await startShop({ gatewayEnv: { NODE_ENV: 'production', WEB_DIST: webDist, SERVER_RENDERING: 'off' } });
});
afterAll(() => shop?.close());

function csp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

test('without the setting a page loads no provider script and the policy allows no other origin for scripts or frames', async () => {
  const page = await shop.http.get('/Weine/');
  expect(page.text).not.toContain('product-label');
  const policy = csp(page.headers['content-security-policy']);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['frame-src']).toBeUndefined();
  expect(policy['default-src']).toEqual(["'self'"]);
});

test("with PRODUCT_LABEL_SCRIPT a page's head loads the script and the policy allows the provider's origins", async () => {
  const gateway = await startGateway({
    NODE_ENV: 'production',
    WEB_DIST: webDist,
    SERVER_RENDERING: 'off',
    SHOPWARE_ENDPOINT: shop.emulatorUrl,
    PRODUCT_LABEL_SCRIPT: SCRIPT,
    PRODUCT_LABEL_ORIGINS: FRAMES,
  });
  try {
    const page = await gateway.http.get('/Weine/');
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain(`<script src="${SCRIPT}" async></script>`);
    const policy = csp(page.headers['content-security-policy']);
    const origins = ['https://label.provider.test', FRAMES];
    expect(policy['script-src']).toEqual(["'self'", ...origins]);
    expect(policy['frame-src']).toEqual(["'self'", ...origins]);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(origins));
    expect(policy['img-src']).toEqual(expect.arrayContaining(origins));
    // The API's answers carry the same policy; the address itself is not changed.
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  } finally {
    await gateway.close();
  }
});

test.each([
  [{ PRODUCT_LABEL_SCRIPT: 'javascript:alert(1)' }, /PRODUCT_LABEL_SCRIPT: not an http\(s\) address/],
  [{ PRODUCT_LABEL_SCRIPT: 'product-label.js' }, /PRODUCT_LABEL_SCRIPT: not an http\(s\) address/],
  [
    { PRODUCT_LABEL_SCRIPT: SCRIPT, PRODUCT_LABEL_ORIGINS: 'ftp://files.test' },
    /PRODUCT_LABEL_ORIGINS: not an http\(s\) origin: ftp:\/\/files\.test/,
  ],
  [{ PRODUCT_LABEL_ORIGINS: FRAMES }, /PRODUCT_LABEL_ORIGINS: only with PRODUCT_LABEL_SCRIPT/],
])('an invalid e-label setting stops the start naming it: %o', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});
