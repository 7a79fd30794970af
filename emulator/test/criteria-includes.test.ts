/**
 * `includes` / `excludes` shape the whole answer of a read route, as StoreApiResponseListener
 * encodes every Store API answer: the listing around its products, the aggregations, the detail's
 * configurator, cross-selling elements, navigation trees. Partial answers are legal in Shopware and
 * not checked against the schema here (its required fields are what `includes` leaves out).
 */
import { stableId } from '../src/catalogue/ids.js';
import { get, post, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const HOME = stableId('category', 'main-navigation-root');
// Riesling Gutswein 2024: wine custom fields and a cross-selling group.
const RIESLING = stableId('product', 'riesling-gutswein-2024');

async function read(path: string, body: object, headers: Record<string, string> = {}) {
  const res = await post(emulator.http, path, body, headers);
  expect(res.status).toBe(200);
  return res.body;
}
const keysOf = (value: object) => Object.keys(value).sort();

test('a listing: its own fields, the products, the sortings and each aggregation by its alias', async () => {
  const listing = await read(`/product-listing/${HOME}`, {
    limit: 3,
    associations: { properties: { associations: { group: {} } } },
    includes: {
      product_listing: ['elements', 'total', 'aggregations', 'availableSortings'],
      product: ['id', 'name', 'translated'],
      product_sorting: ['key'],
      price_aggregation: ['min', 'max'],
      properties_aggregation: ['entities'],
      property_group: ['name', 'options'],
      property_group_option: ['id'],
      product_manufacturer: ['name'],
    },
  });
  expect(keysOf(listing)).toEqual(['aggregations', 'apiAlias', 'availableSortings', 'elements', 'total']);
  expect(listing.elements).toHaveLength(3);
  for (const product of listing.elements) {
    expect(keysOf(product)).toEqual(['apiAlias', 'id', 'name', 'translated']);
    expect(keysOf(product.translated)).toEqual(['name']);
  }
  expect(listing.availableSortings.every((sorting: object) => keysOf(sorting).join() === 'apiAlias,key')).toBe(true);
  expect(keysOf(listing.aggregations.price)).toEqual(['apiAlias', 'max', 'min']);
  expect(keysOf(listing.aggregations.manufacturer.entities[0])).toEqual(['apiAlias', 'name']);
  const group = listing.aggregations.properties.entities[0];
  expect(keysOf(group)).toEqual(['apiAlias', 'name', 'options']);
  expect(keysOf(group.options[0])).toEqual(['apiAlias', 'id']);
});

test('a product detail: the configurator goes when product_detail leaves it out; nested custom fields', async () => {
  const detail = await read(`/product/${RIESLING}`, {
    includes: { product_detail: ['product'], product: ['id', 'translated', 'customFields.weingut_wine_alcohol'] },
  });
  expect(keysOf(detail)).toEqual(['apiAlias', 'product']);
  expect(detail.product).toEqual({
    id: RIESLING,
    customFields: { weingut_wine_alcohol: expect.any(Number) },
    translated: { customFields: { weingut_wine_alcohol: expect.any(Number) } },
    apiAlias: 'product',
  });
});

test('cross-selling elements and their products', async () => {
  const elements = await read(`/product/${RIESLING}/cross-selling`, {
    includes: { cross_selling_element: ['crossSelling', 'products'], product_cross_selling: ['name'], product: ['id'] },
  });
  expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) {
    expect(keysOf(element)).toEqual(['apiAlias', 'crossSelling', 'products']);
    expect(keysOf(element.crossSelling)).toEqual(['apiAlias', 'name']);
    for (const product of element.products) expect(keysOf(product)).toEqual(['apiAlias', 'id']);
  }
});

test('a navigation tree, at every level, with media and SEO urls', async () => {
  const tree = await read(
    '/navigation/main-navigation/main-navigation',
    {
      depth: 3,
      associations: { media: {} },
      includes: { category: ['id', 'children', 'media', 'seoUrls'], media: ['url'], seo_url: ['seoPathInfo'] },
    },
    { 'sw-include-seo-urls': 'true' },
  );
  const walk = (categories: { children: unknown[]; media?: object; seoUrls: object[] }[]): number =>
    categories.reduce((count, category) => {
      expect(keysOf(category).filter((key) => !['media', 'seoUrls'].includes(key))).toEqual([
        'apiAlias',
        'children',
        'id',
      ]);
      if (category.media) expect(keysOf(category.media)).toEqual(['apiAlias', 'url']);
      for (const url of category.seoUrls) expect(keysOf(url)).toEqual(['apiAlias', 'seoPathInfo']);
      return count + 1 + walk(category.children as typeof categories);
    }, 0);
  expect(walk(tree)).toBeGreaterThan(10);
});

test('excludes, and includes in the query of a GET', async () => {
  const detail = await read(`/product/${RIESLING}`, {
    excludes: { product: ['seoCategory', 'description'], product_detail: ['configurator'] },
  });
  expect(detail).not.toHaveProperty('configurator');
  expect(detail.product).not.toHaveProperty('seoCategory');
  expect(detail.product).not.toHaveProperty('description');
  expect(detail.product.translated).not.toHaveProperty('description');
  expect(detail.product).toHaveProperty('calculatedPrice.unitPrice');
  const res = await get(emulator.http, `/category/${HOME}?includes[category][]=id&includes[category][]=name`);
  expect(res.status).toBe(200);
  expect(keysOf(res.body)).toEqual(['apiAlias', 'id', 'name']);
});
