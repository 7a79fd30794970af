import { categoryId, firstError, HOME_CATEGORY_ID, productId, upstreamCalls } from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // CACHE off: these tests count the Store API calls a page makes, which the catalogue cache would answer or add its
  // scope read to.
  shop = await startShop({ gatewayEnv: { CACHE: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const PAGE = `query Page($path: String!) {
  page(path: $path) {
    __typename requestedPath canonicalPath redirectTo metaTitle metaDescription
    breadcrumb { categoryId name path }
    ... on CategoryPage { categoryId name descriptionHtml metaKeywords listsProducts isHome image { url srcset { width } } }
    ... on ProductPage { product { id name path type } }
    ... on NotFoundPage { code message }
  }
}`;
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await graphql(shop, PAGE, { path }, headers);
  return { page: dataOf(res).page, calls: upstreamCalls(res) };
};

test('/ is the home: the sales channel’s navigation root, listing products, without breadcrumb', async () => {
  const { page: home, calls } = await page('/');
  expect(home).toMatchObject({
    __typename: 'CategoryPage',
    categoryId: HOME_CATEGORY_ID,
    isHome: true,
    listsProducts: true,
    requestedPath: '/',
    canonicalPath: '/',
    redirectTo: null,
    breadcrumb: [],
  });
  expect(calls).toBe(2);
});

test('a category SEO path gives the category page with its breadcrumb, content and meta fields', async () => {
  const { page: rotwein, calls } = await page('/Weine/Rotwein/');
  expect(rotwein).toMatchObject({
    __typename: 'CategoryPage',
    categoryId: categoryId('rotwein'),
    name: 'Rotwein',
    canonicalPath: '/Weine/Rotwein/',
    redirectTo: null,
    isHome: false,
    listsProducts: true,
    metaTitle: 'Rotwein aus der Pfalz kaufen | Spätburgunder, Dornfelder & Cuvées',
    metaDescription: expect.stringContaining('Spätburgunder vom Kastanienbusch'),
  });
  expect(rotwein.breadcrumb).toEqual([
    { categoryId: categoryId('weine'), name: 'Weine', path: '/Weine/' },
    { categoryId: categoryId('rotwein'), name: 'Rotwein', path: '/Weine/Rotwein/' },
  ]);
  expect(rotwein.descriptionHtml).toMatch(/^<p>Unser Herz schlägt für Spätburgunder/);
  expect(rotwein.image.srcset.length).toBeGreaterThan(0);
  expect(calls).toBe(3);
});

test('a category path without its trailing slash finds the category and redirects to the canonical path', async () => {
  const { page: rotwein } = await page('/Weine/Rotwein');
  expect(rotwein).toMatchObject({
    __typename: 'CategoryPage',
    canonicalPath: '/Weine/Rotwein/',
    redirectTo: '/Weine/Rotwein/',
  });
});

test('a product SEO path gives the product page with the breadcrumb of its category', async () => {
  const { page: riesling, calls } = await page('/Riesling-trocken-2024/WB-W-2001');
  expect(riesling).toMatchObject({
    __typename: 'ProductPage',
    canonicalPath: '/Riesling-trocken-2024/WB-W-2001',
    redirectTo: null,
    metaTitle: 'Riesling trocken 2024 | Gutswein aus Birkweiler',
    product: { id: productId('riesling-gutswein-2024'), name: 'Riesling trocken 2024', type: 'WINE' },
  });
  expect(riesling.breadcrumb.map((entry: { name: string }) => entry.name)).toEqual(['Weine', 'Weißwein', 'Riesling']);
  expect(riesling.breadcrumb[2].path).toBe('/Weine/Weisswein/Riesling/');
  expect(calls).toBe(3);
});

test('/detail/{id} gives the product page with the SEO path as canonical path to redirect to', async () => {
  const id = productId('riesling-gutswein-2024');
  const { page: riesling, calls } = await page(`/detail/${id}`);
  expect(riesling).toMatchObject({
    __typename: 'ProductPage',
    requestedPath: `/detail/${id}`,
    canonicalPath: '/Riesling-trocken-2024/WB-W-2001',
    redirectTo: '/Riesling-trocken-2024/WB-W-2001',
  });
  expect(calls).toBe(2);
});

test('/navigation/{id} gives the category page with its SEO path to redirect to', async () => {
  const { page: weine } = await page(`/navigation/${categoryId('weine')}`);
  expect(weine).toMatchObject({
    __typename: 'CategoryPage',
    name: 'Weine',
    canonicalPath: '/Weine/',
    redirectTo: '/Weine/',
  });
});

test('query and fragment of the asked path are ignored', async () => {
  const { page: weine } = await page('/Weine/?p=2#top');
  expect(weine).toMatchObject({ __typename: 'CategoryPage', requestedPath: '/Weine/', redirectTo: null });
});

test('an unknown path is a NotFoundPage with the spec’s message, German by default, English for en-GB', async () => {
  const german = (await page('/Gibt-es-nicht/')).page;
  expect(german).toEqual({
    __typename: 'NotFoundPage',
    requestedPath: '/Gibt-es-nicht/',
    canonicalPath: null,
    redirectTo: null,
    metaTitle: null,
    metaDescription: null,
    breadcrumb: [],
    code: 'NOT_FOUND',
    message: 'Wir können nicht finden, wonach Sie suchen.',
  });
  const english = (await page('/Gibt-es-nicht/', { 'accept-language': 'en-GB' })).page;
  expect(english.message).toBe("We can't find what you are looking for.");
});

test('technical paths of unknown ids and unsupported routes are not found too', async () => {
  for (const path of [
    `/detail/${'f'.repeat(32)}`,
    `/navigation/${'f'.repeat(32)}`,
    '/detail/not-an-id',
    `/landingPage/${'a'.repeat(32)}`,
  ]) {
    expect((await page(path)).page.__typename).toBe('NotFoundPage');
  }
});

test('a path that does not start with / is BAD_USER_INPUT before any upstream call', async () => {
  const res = await graphql(shop, PAGE, { path: 'Weine/Rotwein/' });
  expect(firstError(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'path' });
  expect(upstreamCalls(res)).toBe(0);
  expect(firstError(await graphql(shop, PAGE, { path: '//evil.example/' })).extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
  });
});
