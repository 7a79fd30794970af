import { stableId } from '../src/catalogue/ids.js';
import { ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

interface Product {
  id: string;
  name: string;
  sales: number;
  releaseDate: string;
  createdAt: string;
  propertyIds: string[];
  calculatedCheapestPrice: { unitPrice: number };
}
interface Listing {
  sorting: string;
  total: number;
  page: number;
  limit: number;
  elements: Product[];
  aggregations: Record<string, any>;
  availableSortings: { key: string; label: string; translated: { label: string } }[];
  currentFilters: Record<string, any>;
}

const category = (key: string) => stableId('category', key);
const option = (group: string, name: string) => stableId('property_group_option', `${group}:${name}`);
const listing = async (key: string, body: object = {}) =>
  ok<Listing>(await post(emulator.http, `/product-listing/${category(key)}`, body));
const cheapest = (product: Product) => product.calculatedCheapestPrice.unitPrice;
const collator = new Intl.Collator('de');
const ordered = <T>(items: T[], compare: (a: T, b: T) => number) =>
  items.every((item, index) => index === 0 || compare(items[index - 1]!, item) <= 0);
const RED = option('weinart', 'Rotwein');
const ROSE = option('weinart', 'Rosé');

describe('paging', () => {
  test('10 products per page by default, p turns the page, more than 100 is refused', async () => {
    const first = await listing('weine');
    expect(first).toMatchObject({ page: 1, limit: 10 });
    expect(first.elements).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const second = await listing('weine', { p: 2 });
    expect(second.page).toBe(2);
    expect(second.elements).toHaveLength(10);
    const firstIds = new Set(first.elements.map((product) => product.id));
    expect(second.elements.some((product) => firstIds.has(product.id))).toBe(false);
    const error = shopwareError(
      await post(emulator.http, `/product-listing/${category('weine')}`, { limit: 101 }),
      400,
      'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
    );
    expect(error.source?.pointer).toBe('/limit');
  });

  test('an unknown category gets 404 CONTENT__CATEGORY_NOT_FOUND', async () => {
    shopwareError(
      await post(emulator.http, '/product-listing/0123456789abcdef0123456789abcdef'),
      404,
      'CONTENT__CATEGORY_NOT_FOUND',
    );
  });
});

describe('sortings', () => {
  const orders: [string, (a: Product, b: Product) => number][] = [
    ['name-asc', (a, b) => collator.compare(a.name, b.name)],
    ['name-desc', (a, b) => collator.compare(b.name, a.name)],
    ['price-asc', (a, b) => cheapest(a) - cheapest(b)],
    ['price-desc', (a, b) => cheapest(b) - cheapest(a)],
    ['topseller', (a, b) => b.sales - a.sales],
    ['newest', (a, b) => Date.parse(b.releaseDate) - Date.parse(a.releaseDate)],
    ['created-at', (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)],
  ];
  test.each(orders)('%s orders the whole listing', async (order, compare) => {
    const result = await listing('main-navigation-root', { order, limit: 100 });
    expect(result.sorting).toBe(order);
    expect(result.elements.length).toBe(result.total);
    expect(result.total).toBeGreaterThan(40);
    expect(ordered(result.elements, compare)).toBe(true);
  });

  test("'newest' (release date) and 'created-at' (joined the shop) are different orders", async () => {
    const keys = async (order: string) =>
      (await listing('main-navigation-root', { order, limit: 100 })).elements.map((product) => product.id);
    const [newest, added] = [await keys('newest'), await keys('created-at')];
    expect(added).not.toEqual(newest);
    expect(added[0]).toBe(stableId('product', 'spaetburgunder-rosenberg-magnum-2020'));
  });

  test('price sortings use the cheapest price (the lowest tier)', async () => {
    const result = await listing('riesling', { order: 'price-asc', limit: 100 });
    const tiered = result.elements.find((product) => product.id === stableId('product', 'riesling-gutswein-2024'))!;
    expect(cheapest(tiered)).toBe(8.5);
    expect(result.elements[0]!.id).toBe(tiered.id);
  });

  test('availableSortings: the shop’s seven keys with German labels, no score', async () => {
    const { availableSortings } = await listing('weine');
    expect(Object.fromEntries(availableSortings.map((sorting) => [sorting.key, sorting.label]))).toEqual({
      'name-asc': 'Name A-Z',
      'name-desc': 'Name Z-A',
      'price-asc': 'Preis aufsteigend',
      'price-desc': 'Preis absteigend',
      topseller: 'Topseller',
      newest: 'Neueste zuerst',
      'created-at': 'Neu im Sortiment',
    });
    expect(availableSortings.every((sorting) => sorting.translated.label === sorting.label)).toBe(true);
  });

  test('a key the listing does not offer falls back to the shop’s default sorting, as Shopware 6.6+ does', async () => {
    expect((await listing('weine', { order: 'cheapest-first' })).sorting).toBe('name-asc');
    expect((await listing('weine', { order: 'score' })).sorting).toBe('name-asc');
    const search = ok<Listing>(await post(emulator.http, '/search', { search: 'Riesling', order: 'cheapest-first' }));
    expect(search.sorting).toBe('name-asc');
  });

  test('an order that is no string is 404 PRODUCT_SORTING_NOT_FOUND', async () => {
    shopwareError(
      await post(emulator.http, `/product-listing/${category('weine')}`, { order: ['name-asc'] }),
      404,
      'PRODUCT_SORTING_NOT_FOUND',
    );
  });
});

describe('filters', () => {
  test('a Weinart option keeps only products with it, and the total shrinks', async () => {
    const unfiltered = await listing('weine', { limit: 100 });
    const red = await listing('weine', { properties: RED, limit: 100 });
    expect(red.total).toBeLessThan(unfiltered.total);
    expect(red.total).toBe(unfiltered.elements.filter((product) => product.propertyIds.includes(RED)).length);
    expect(red.elements.every((product) => product.propertyIds.includes(RED))).toBe(true);
    expect(red.currentFilters).toMatchObject({ navigationId: category('weine'), properties: [RED] });
  });

  test('options of one group are alternatives, options of two groups must all match', async () => {
    const red = await listing('weine', { properties: RED, limit: 100 });
    const rose = await listing('weine', { properties: ROSE, limit: 100 });
    const either = await listing('weine', { properties: `${RED}|${ROSE}`, limit: 100 });
    expect(either.total).toBe(red.total + rose.total);

    const pinot = option('rebsorte', 'Spätburgunder');
    const redPinot = await listing('weine', { properties: `${RED}|${pinot}`, limit: 100 });
    expect(redPinot.total).toBeGreaterThan(0);
    expect(redPinot.total).toBeLessThan(red.total);
    expect(
      redPinot.elements.every((product) => product.propertyIds.includes(RED) && product.propertyIds.includes(pinot)),
    ).toBe(true);
    expect(redPinot.currentFilters.properties.sort()).toEqual([RED, pinot].sort());
  });

  test('min-price and max-price filter on the cheapest price', async () => {
    const all = await listing('weine', { limit: 100 });
    const band = await listing('weine', { 'min-price': 10, 'max-price': 20, limit: 100 });
    const expected = all.elements.filter((product) => cheapest(product) >= 10 && cheapest(product) <= 20);
    expect(band.elements.map((product) => product.id).sort()).toEqual(expected.map((product) => product.id).sort());
    expect(band.total).toBeLessThan(all.total);
    expect(band.currentFilters.price).toEqual({ min: 10, max: 20 });
  });

  test('a subcategory lists only its wines', async () => {
    const red = await listing('rotwein', { limit: 100 });
    expect(red.total).toBeGreaterThan(5);
    expect(red.elements.every((product) => product.propertyIds.includes(RED))).toBe(true);
    expect(red.currentFilters.navigationId).toBe(category('rotwein'));
  });
});

describe('aggregations', () => {
  test('properties: the wine facets with their options; price: stats of the cheapest prices', async () => {
    const result = await listing('weine', { limit: 100 });
    const groups = result.aggregations.properties.entities as {
      name: string;
      options: { id: string; name: string }[];
    }[];
    expect(groups.map((group) => group.name)).toEqual(
      expect.arrayContaining(['Weinart', 'Rebsorte', 'Jahrgang', 'Lage', 'Geschmack']),
    );
    expect(groups.map((group) => group.name)).not.toContain('Betrag');
    for (const group of groups) expect(group.options.length).toBeGreaterThan(0);
    expect(groups.find((group) => group.name === 'Weinart')!.options.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Rotwein', 'Weisswein', 'Rosé']),
    );

    // As Shopware answers from MySQL: the price's DECIMAL as a string with 4 places; avg and sum
    // not fetched (null, which the emulator leaves out like every null the schema does not allow).
    const prices = result.elements.map(cheapest);
    expect(result.aggregations.price).toEqual({
      min: Math.min(...prices).toFixed(4),
      max: Math.max(...prices).toFixed(4),
      apiAlias: 'price_aggregation',
    });
    expect(result.aggregations.price.min).toBe('5.9000');
    expect(result.aggregations.manufacturer.entities.map((maker: { name: string }) => maker.name)).toEqual([
      'Weingut Keller-Brandt',
    ]);
  });
});

describe('search', () => {
  test('riesling finds the Rieslings first, sorted by score', async () => {
    const result = ok<Listing>(await post(emulator.http, '/search', { search: 'riesling', limit: 100 }));
    expect(result.sorting).toBe('score');
    expect(result.availableSortings.map((sorting) => sorting.key)).toContain('score');
    expect(result.currentFilters.search).toBe('riesling');
    const named = result.elements.map((product) => product.name.toLowerCase().includes('riesling'));
    expect(named.filter(Boolean).length).toBeGreaterThan(5);
    expect(named.indexOf(false)).toBeGreaterThan(0);
    expect(named.slice(named.indexOf(false))).not.toContain(true);
  });

  test('a missing search term gets 400 FRAMEWORK__MISSING_REQUEST_PARAMETER', async () => {
    const error = shopwareError(await post(emulator.http, '/search', {}), 400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER');
    expect(error.meta.parameters.parameterName).toBe('search');
  });

  test('search-suggest finds products and has no aggregations', async () => {
    const result = ok<Listing>(await post(emulator.http, '/search-suggest', { search: 'sekt' }));
    expect(result.elements.length).toBeGreaterThan(0);
    const names = result.elements.map((product) => product.name);
    expect(names.slice(0, 5).every((name) => /Sekt/.test(name))).toBe(true);
    expect(Object.keys(result.aggregations)).toEqual([]);
  });
});
