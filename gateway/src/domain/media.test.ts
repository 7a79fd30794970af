import { rieslingWithTiers } from '../../test/fixtures/store-api.js';
import { productCoverOf, productImagesOf, responsiveImageOf } from './media.js';

test('an image has its url, alt text, size and one srcset entry (url, width) per thumbnail, narrowest first', () => {
  const media = rieslingWithTiers().cover!.media;
  media.thumbnails!.reverse();
  const image = responsiveImageOf(media)!;
  expect(image.url).toBe(media.url);
  expect(image.alt).toBe('Flasche Riesling trocken 2024 mit weißem Etikett');
  expect([image.width, image.height]).toEqual([800, 914]);
  expect(image.srcset.map((source) => source.width)).toEqual([280, 400, 560, 800]);
  expect(image.srcset[0]!.url).toMatch(/_280x320\.webp$/);
});

test('media are sorted by position', () => {
  const product = rieslingWithTiers();
  const first = product.media![0]!;
  const second = {
    ...first,
    position: 0,
    media: { ...first.media, url: 'http://localhost:8000/media/a/label.webp', thumbnails: [] },
  };
  product.media = [{ ...first, position: 1 }, second];
  expect(productImagesOf(product).map((image) => image.url)).toEqual([
    'http://localhost:8000/media/a/label.webp',
    first.media.url,
  ]);
});

test('the cover is the gallery image coverId names, else the first image; null without any', () => {
  const product = rieslingWithTiers();
  const first = product.media![0]!;
  const label = {
    ...first,
    id: 'label',
    position: 2,
    media: { ...first.media, url: 'http://localhost:8000/media/a/label.webp', thumbnails: [] },
  };
  product.media = [first, label];
  product.coverId = 'label';
  expect(productCoverOf(product)!.url).toBe('http://localhost:8000/media/a/label.webp');
  product.coverId = undefined;
  expect(productCoverOf(product)!.url).toBe(first.media.url);
  product.coverId = 'gone';
  expect(productCoverOf(product)!.url).toBe(first.media.url);
  product.media = [];
  expect(productCoverOf(product)).toBeNull();
});

test('urls with spaces or umlauts are encoded once; media without url is left out', () => {
  const media = rieslingWithTiers().cover!.media;
  media.url = 'http://localhost:8000/media/x/Spätburgunder Rosé.webp';
  media.thumbnails = [];
  expect(responsiveImageOf(media)!.url).toBe('http://localhost:8000/media/x/Sp%C3%A4tburgunder%20Ros%C3%A9.webp');
  media.url = 'http://localhost:8000/media/x/Sp%C3%A4tburgunder.webp';
  expect(responsiveImageOf(media)!.url).toBe('http://localhost:8000/media/x/Sp%C3%A4tburgunder.webp');
  expect(responsiveImageOf({ ...media, url: '' })).toBeNull();
});
