import sharp from 'sharp';
import { stableId } from '../src/catalogue/ids.js';
import { ok, post, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { validateStoreApiResponse } from './support/store-api-schema.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

interface Media {
  id: string;
  url: string;
  mimeType: string;
  metaData: { width: number; height: number };
  thumbnails: { width: number; height: number; url: string }[];
}

/** Media URLs carry EMULATOR_PUBLIC_URL; the test server listens elsewhere, so only the path is kept. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchImage = (url: string) =>
  emulator.http
    .get(pathOf(url))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const coverOf = async (key: string) => {
  const { product } = ok<{ product: { cover: { media: Media } } }>(
    await post(emulator.http, `/product/${stableId('product', key)}`),
  );
  return product.cover.media;
};
/** The media routes live outside /store-api (no operation in the schema), but answer with Shopware's `failure` body. */
const expectJsonNotFound = (res: Awaited<ReturnType<typeof fetchImage>>) => {
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse((res.body as Buffer).toString('utf8'));
  expect(body.errors[0]).toMatchObject({ status: '404', code: '0' });
  expect(validateStoreApiResponse({ method: 'GET', path: '/store-api/context', status: 401, body }).errors).toEqual([]);
};

describe('product images', () => {
  test("the cover's URL answers a WebP image of the size in its metaData", async () => {
    const media = await coverOf('riesling-gutswein-2024');
    expect(media.mimeType).toBe('image/webp');
    const res = await fetchImage(media.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(res.body as Buffer).metadata();
    expect(metadata.format).toBe('webp');
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: media.metaData.width,
      height: media.metaData.height,
    });
  });

  test('a thumbnail URL answers the thumbnail size', async () => {
    const media = await coverOf('dornfelder-trocken-2023');
    const smallest = [...media.thumbnails].sort((a, b) => a.width - b.width)[0]!;
    expect(smallest.width).toBeLessThan(media.metaData.width);
    const res = await fetchImage(smallest.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(res.body as Buffer).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: smallest.width,
      height: smallest.height,
    });
  });

  test('a category image (a landscape scene) answers its size too', async () => {
    const weine = ok<{ media: Media }>(await post(emulator.http, `/category/${stableId('category', 'weine')}`));
    expect(weine.media.metaData.width).toBeGreaterThan(weine.media.metaData.height);
    const metadata = await sharp((await fetchImage(weine.media.url)).body as Buffer).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: weine.media.metaData.width,
      height: weine.media.metaData.height,
    });
  });
});

describe('unknown media', () => {
  test('an unknown media id gets a 404 JSON answer', async () => {
    expectJsonNotFound(await fetchImage('http://localhost/media/0123456789abcdef0123456789abcdef/wein.webp'));
    expectJsonNotFound(
      await fetchImage('http://localhost/thumbnail/0123456789abcdef0123456789abcdef/wein_280x320.webp'),
    );
  });

  test('a thumbnail size that is not listed gets a 404 JSON answer', async () => {
    const media = await coverOf('riesling-gutswein-2024');
    const listed = media.thumbnails[0]!;
    expectJsonNotFound(await fetchImage(listed.url.replace(`_${listed.width}x${listed.height}.webp`, '_123x456.webp')));
    expectJsonNotFound(await fetchImage(listed.url.replace(`_${listed.width}x${listed.height}.webp`, '.webp')));
  });
});
