import { rieslingWithTiers, storeApiFixture } from '../../test/fixtures/store-api.js';
import { categoryPathOf, productPathOf, seoPathOf } from './seo-path.js';

test("a product's path is its canonical SEO path with a leading slash", () => {
  expect(productPathOf(rieslingWithTiers())).toBe('/Riesling-trocken-2024/WB-W-2001');
});

test('without SEO urls the path is technical: /detail/{id} and /navigation/{id}', () => {
  expect(productPathOf({ id: 'abc', seoUrls: [] })).toBe('/detail/abc');
  expect(categoryPathOf({ id: 'def' })).toBe('/navigation/def');
});

test('a category path keeps its trailing slash', () => {
  const category = storeApiFixture('category-rotwein').elements[0];
  expect(categoryPathOf(category)).toBe('/Weine/Rotwein/');
});

test('the canonical url wins; deleted urls and urls of other routes are ignored', () => {
  const url = (seoPathInfo: string, extra: object = {}) => ({
    seoPathInfo,
    routeName: 'frontend.detail.page' as const,
    isCanonical: false,
    ...extra,
  });
  expect(seoPathOf([url('old/1'), url('new/1', { isCanonical: true })], 'frontend.detail.page')).toBe('/new/1');
  expect(
    seoPathOf([url('gone/1', { isDeleted: true, isCanonical: true }), url('kept/1')], 'frontend.detail.page'),
  ).toBe('/kept/1');
  expect(seoPathOf([url('x/', { routeName: 'frontend.navigation.page' })], 'frontend.detail.page')).toBeNull();
});
