import { rieslingWithTiers, storeApiFixture } from '../../../test/fixtures/store-api.js';
import { mapProduct } from '../catalog/product.mapper.js';
import { mapBreadcrumb, mapCategoryPage, mapProductPage, notFoundPage, redirectOf } from './page.mapper.js';

const rotwein = () => storeApiFixture('category-rotwein').elements[0];
const breadcrumb = () => storeApiFixture('breadcrumb-rotwein');

test('a category page: content, sanitised description, image, meta fields and breadcrumb', () => {
  const page = mapCategoryPage(
    rotwein(),
    breadcrumb(),
    { requestedPath: '/Weine/Rotwein/', canonicalPath: '/Weine/Rotwein/' },
    false,
  );
  expect(page).toMatchObject({
    kind: 'CategoryPage',
    categoryId: 'f440da4ace4c2555df80e4a552de0b51',
    name: 'Rotwein',
    redirectTo: null,
    listsProducts: true,
    isHome: false,
    metaTitle: 'Rotwein aus der Pfalz kaufen | Spätburgunder, Dornfelder & Cuvées',
    image: {
      url: expect.stringContaining('/media/'),
      srcset: expect.arrayContaining([{ url: expect.any(String), width: 310 }]),
    },
  });
  expect(page.descriptionHtml).toMatch(/^<p>Unser Herz/);
  expect(page.breadcrumb).toEqual([
    { categoryId: '9ad8e716efdb4c16bd14cb58102a6d35', name: 'Weine', path: '/Weine/' },
    { categoryId: 'f440da4ace4c2555df80e4a552de0b51', name: 'Rotwein', path: '/Weine/Rotwein/' },
  ]);
});

test('a category description is sanitised; without meta title the name is the title', () => {
  const category = rotwein();
  category.translated.description = '<p>Rot</p><a href="javascript:alert(1)" onclick="x()">mehr</a><script>x</script>';
  category.translated.metaTitle = '';
  category.metaTitle = undefined;
  const page = mapCategoryPage(category, [], { requestedPath: '/x', canonicalPath: '/x' }, false);
  expect(page.descriptionHtml).toBe('<p>Rot</p><a>mehr</a>');
  expect(page.metaTitle).toBe('Rotwein');
});

test('a breadcrumb entry without SEO url keeps Shopware’s path, else the technical one', () => {
  const [weine] = breadcrumb();
  expect(mapBreadcrumb([{ ...weine, seoUrls: [], path: 'Weine/' }])[0]!.path).toBe('/Weine/');
  expect(mapBreadcrumb([{ ...weine, seoUrls: [], path: '' }])[0]!.path).toBe(`/navigation/${weine.categoryId}`);
});

test('redirect only when the canonical path differs from the asked one, comparing decoded paths', () => {
  expect(redirectOf({ requestedPath: '/detail/abc', canonicalPath: '/Riesling/WB-1' })).toBe('/Riesling/WB-1');
  expect(redirectOf({ requestedPath: '/Weine/Rotwein', canonicalPath: '/Weine/Rotwein/' })).toBe('/Weine/Rotwein/');
  expect(redirectOf({ requestedPath: '/Wei%C3%9Fwein/', canonicalPath: '/Weißwein/' })).toBeNull();
  expect(redirectOf({ requestedPath: '/Weine/', canonicalPath: '/Weine/' })).toBeNull();
});

test('a product page: the product, its breadcrumb and its meta title', () => {
  const product = mapProduct(rieslingWithTiers(), 'EUR');
  const page = mapProductPage(product, breadcrumb(), {
    requestedPath: `/detail/${product.id}`,
    canonicalPath: product.path,
  });
  expect(page).toMatchObject({
    kind: 'ProductPage',
    redirectTo: product.path,
    metaTitle: 'Riesling trocken 2024 | Gutswein aus Birkweiler',
    product,
  });
});

test('the not-found page carries NOT_FOUND and the spec’s message in the request language', () => {
  expect(notFoundPage('/x', 'en-GB')).toMatchObject({
    kind: 'NotFoundPage',
    code: 'NOT_FOUND',
    message: "We can't find what you are looking for.",
    canonicalPath: null,
  });
  expect(notFoundPage('/x', 'de-DE').message).toBe('Wir können nicht finden, wonach Sie suchen.');
});
