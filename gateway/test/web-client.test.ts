import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
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
    // CACHE off: the Store API is a closed port, and the GraphQL request of the turns test must not wait on the cache's scope read.
    gateway = await startGateway({
      WEB_DIST: dist,
      SHOPWARE_ENDPOINT: 'http://127.0.0.1:9',
      SERVER_RENDERING: 'off',
      CACHE: 'off',
    });
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
  it('answers a GraphQL request that came in behind a burst of pages before those pages (they wait their turns)', async () => {
    const { port } = new URL(gateway.gatewayUrl);
    const PAGES = 30;
    // Kept-alive connections, each answered once already, so that the burst below reaches the gateway at once.
    const sockets = await Promise.all(Array.from({ length: PAGES + 1 }, () => answeredOnce(Number(port))));
    const order: string[] = [];
    const answered = sockets.map(
      (socket, index) =>
        new Promise<void>((resolve) =>
          socket.once('data', (chunk: Buffer) => {
            order.push(index === PAGES ? 'graphql' : 'page');
            expect(chunk.toString()).toMatch(/^HTTP\/1\.1 200 /);
            resolve();
          }),
        ),
    );
    for (const socket of sockets.slice(0, PAGES))
      socket.write('GET /Weine/Rotwein/ HTTP/1.1\r\nhost: shop\r\naccept: text/html\r\n\r\n');
    const body = JSON.stringify({ query: '{ __typename }' });
    sockets[PAGES]!.write(
      `POST /graphql HTTP/1.1\r\nhost: shop\r\ncontent-type: application/json\r\napollo-require-preflight: true\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    );
    await Promise.all(answered);
    for (const socket of sockets) socket.destroy();
    // In the order of arrival every page would go first; with turns the GraphQL answer leaves before all but a few.
    expect(order.indexOf('graphql')).toBeLessThan(3);
  });
});

/** A kept-alive connection to the gateway on `port` that has had one small answer (a missing file's 404) in full. */
function answeredOnce(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /assets/missing-0000.js HTTP/1.1\r\nhost: shop\r\n\r\n'),
    );
    socket.once('error', reject);
    let answer = '';
    const read = (chunk: Buffer) => {
      answer += chunk.toString();
      if (!answer.endsWith('"Not found"}')) return;
      socket.off('data', read);
      resolve(socket);
    };
    socket.on('data', read);
  });
}
