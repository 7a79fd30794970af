import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedMediaArt } from '../seed/catalogue-types.js';
import { baseSize, thumbnailSizes } from './media-sizes.js';
import { artCacheKey, createImageRenderer, rasteriseArt, renderArtImage } from './render-image.js';

const bottle: SeedMediaArt = {
  kind: 'bottle',
  style: 'red',
  label: 'Müller & Söhne <Test>',
  sublabel: '2021',
  alt: 'Flasche',
};
const scene: SeedMediaArt = { kind: 'scene', style: 'vineyard', label: 'Unsere Lagen', alt: 'Weinberg' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('rasteriseArt', () => {
  const cases: Array<[SeedMediaArt, number, number]> = [
    ...[baseSize('bottle'), ...thumbnailSizes('bottle')].map((s): [SeedMediaArt, number, number] => [
      bottle,
      s.width,
      s.height,
    ]),
    ...[baseSize('scene'), ...thumbnailSizes('scene')].map((s): [SeedMediaArt, number, number] => [
      scene,
      s.width,
      s.height,
    ]),
    [bottle, 123, 77],
  ];
  it.each(cases)('renders %# as WebP of exactly the asked size', async (art, width, height) => {
    const buf = await rasteriseArt(art, width, height);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
  });

  it('gives identical bytes for the same input', async () => {
    const a = await rasteriseArt(bottle, 280, 320);
    const b = await rasteriseArt({ ...bottle, alt: 'other alt text' }, 280, 320);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('rejects impossible sizes', async () => {
    await expect(rasteriseArt(bottle, 0, 10)).rejects.toThrow(RangeError);
    await expect(rasteriseArt(bottle, 10.5, 10)).rejects.toThrow(RangeError);
    await expect(createImageRenderer().render(bottle, 10, 99999)).rejects.toThrow(RangeError);
  });
});

describe('artCacheKey', () => {
  it('depends on what changes the pixels only', () => {
    const k = artCacheKey(bottle, 280, 320);
    expect(k).toMatch(/^[0-9a-f]{64}$/);
    expect(artCacheKey({ ...bottle, alt: 'x' }, 280, 320)).toBe(k);
    expect(artCacheKey({ ...bottle, label: ' Müller  & Söhne <Test> ' }, 280, 320)).toBe(k);
    expect(artCacheKey({ ...bottle, sublabel: '2022' }, 280, 320)).not.toBe(k);
    expect(artCacheKey(bottle, 400, 457)).not.toBe(k);
    expect(artCacheKey({ ...bottle, style: 'white' }, 280, 320)).not.toBe(k);
  });
});

describe('createImageRenderer', () => {
  it('serves repeated requests from memory with identical bytes', async () => {
    const r = createImageRenderer();
    const a = await r.render(bottle, 280, 320);
    const b = await r.render(bottle, 280, 320);
    expect(Buffer.compare(a, b)).toBe(0);
    expect(r.stats()).toMatchObject({ renders: 1, memoryHits: 1 });
    // A fresh renderer produces the same bytes too.
    const c = await createImageRenderer().render(bottle, 280, 320);
    expect(Buffer.compare(a, c)).toBe(0);
    // And so does the process-wide helper.
    expect(Buffer.compare(a, await renderArtImage(bottle, 280, 320))).toBe(0);
  });

  it('renders concurrent requests for the same image once', async () => {
    const r = createImageRenderer({ cacheDir: dir });
    const results = await Promise.all(Array.from({ length: 8 }, () => r.render(scene, 310, 250)));
    expect(r.stats()).toMatchObject({ renders: 1, sharedInFlight: 7 });
    for (const buf of results) expect(Buffer.compare(buf, results[0] as Buffer)).toBe(0);
    const other = await Promise.all([r.render(scene, 620, 500), r.render(bottle, 280, 320), r.render(scene, 620, 500)]);
    expect(r.stats().renders).toBe(3);
    expect((await sharp(other[1] as Buffer).metadata()).width).toBe(280);
  });

  it('keeps the disk cache across renderer instances', async () => {
    const first = createImageRenderer({ cacheDir: dir });
    const a = await first.render(bottle, 400, 457);
    expect(first.stats()).toMatchObject({ renders: 1, diskHits: 0, diskErrors: 0 });
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.webp'));
    expect(files).toHaveLength(1);
    expect((await readdir(dir, { recursive: true })).some((f) => f.endsWith('.tmp'))).toBe(false);

    const second = createImageRenderer({ cacheDir: dir });
    const b = await second.render(bottle, 400, 457);
    expect(second.stats()).toMatchObject({ renders: 0, diskHits: 1 });
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('re-renders when a disk cache file is corrupt', async () => {
    const first = createImageRenderer({ cacheDir: dir });
    const good = await first.render(scene, 310, 250);
    const key = artCacheKey(scene, 310, 250);
    await writeFile(join(dir, key.slice(0, 2), `${key}.webp`), 'garbage');
    const second = createImageRenderer({ cacheDir: dir });
    const again = await second.render(scene, 310, 250);
    expect(second.stats()).toMatchObject({ renders: 1, diskHits: 0, diskErrors: 1 });
    expect(Buffer.compare(good, again)).toBe(0);
    // The repaired file is used by the next instance.
    const third = createImageRenderer({ cacheDir: dir });
    await third.render(scene, 310, 250);
    expect(third.stats()).toMatchObject({ renders: 0, diskHits: 1 });
  });

  it('bounds the memory cache and drops the least recently used entry', async () => {
    const r = createImageRenderer({ maxEntries: 2 });
    const arts = ['A', 'B', 'C'].map((label): SeedMediaArt => ({ kind: 'bottle', style: 'white', label, alt: '' }));
    const [a, b, c] = arts as [SeedMediaArt, SeedMediaArt, SeedMediaArt];
    await r.render(a, 40, 46);
    await r.render(b, 40, 46);
    await r.render(a, 40, 46); // a is now the most recent
    await r.render(c, 40, 46); // evicts b
    expect(r.stats()).toMatchObject({ renders: 3, memoryHits: 1, memoryEntries: 2 });
    await r.render(a, 40, 46);
    expect(r.stats().renders).toBe(3);
    await r.render(b, 40, 46);
    expect(r.stats().renders).toBe(4);
  });

  it('still serves images when the cache directory cannot be written', async () => {
    const file = join(dir, 'not-a-dir');
    await writeFile(file, 'x');
    const r = createImageRenderer({ cacheDir: file });
    const buf = await r.render(bottle, 280, 320);
    expect((await sharp(buf).metadata()).format).toBe('webp');
    expect(r.stats().diskErrors).toBeGreaterThan(0);
  });
});
