import { storeApiFixture } from '../../../test/fixtures/store-api.js';
import type { RawMedia, RawProductListing, RawPropertyGroup } from '../../shopware/store-api-types.js';
import { emptyListing, mapListing } from './listing.mapper.js';

const weine = (): RawProductListing => storeApiFixture('listing-weine');
const request = { page: 1, limit: 1 };

test('a listing answer: products, paging, sorting and the sortings by the shop’s priority', () => {
  const listing = mapListing(weine(), request, 'EUR');
  expect(listing).toMatchObject({ total: 35, page: 1, limit: 1, pageCount: 35, sorting: 'price-asc' });
  expect(listing.products).toHaveLength(1);
  expect(listing.products[0]!.price.unitPrice).toEqual({ amount: 5.9, currencyCode: 'EUR' });
  expect(listing.sortings[0]).toEqual({ key: 'name-asc', label: 'Name A-Z' });
  expect(listing.sortings.map((sorting) => sorting.key)).toEqual([
    'name-asc',
    'name-desc',
    'price-asc',
    'price-desc',
    'topseller',
    'newest',
  ]);
});

test('facets from the properties aggregation, with option ids and colours; the price range from the price stats', () => {
  const { filterOptions } = mapListing(weine(), request, 'EUR');
  expect(filterOptions.propertyGroups.map((group) => group.name)).toEqual([
    'Weinart',
    'Rebsorte',
    'Geschmack',
    'Jahrgang',
    'Lage',
    'Qualitätsstufe',
    'Boden',
  ]);
  const weinart = filterOptions.propertyGroups[0]!;
  expect(weinart.displayType).toBe('color');
  expect(weinart.options.map((option) => option.name)).toEqual(['Rosé', 'Rotwein', 'Weisswein']);
  expect(weinart.options[1]).toEqual({
    id: '700633f4311696b04919b87a12c80690',
    name: 'Rotwein',
    colorHexCode: '#7b1e2b',
    media: null,
  });
  expect(filterOptions.price).toEqual({
    min: { amount: 5.9, currencyCode: 'EUR' },
    max: { amount: 56, currencyCode: 'EUR' },
  });
});

test("an option's image (media groups) comes with its thumbnails", () => {
  const raw = weine();
  const aggregations = raw.aggregations as { properties: { entities: RawPropertyGroup[] } };
  const [option] = aggregations.properties.entities[0]!.options!;
  option!.media = {
    url: 'http://shop.test/media/rotwein.webp',
    alt: 'Rotwein',
    metaData: { width: 80, height: 80 },
    thumbnails: [],
  } as unknown as RawMedia;
  expect(mapListing(raw, request, 'EUR').filterOptions.propertyGroups[0]!.options[0]!.media).toEqual({
    url: 'http://shop.test/media/rotwein.webp',
    alt: 'Rotwein',
    width: 80,
    height: 80,
    srcset: [],
  });
});

test('current filters: the chosen options and prices; Shopware’s 0 means no price filter', () => {
  const raw = weine();
  expect(mapListing(raw, request, 'EUR').currentFilters).toEqual({
    propertyOptionIds: [],
    minPrice: null,
    maxPrice: null,
    searchTerm: null,
  });
  raw.currentFilters = { ...raw.currentFilters, properties: ['a'], price: { min: 10, max: 0 }, search: 'Riesling' };
  expect(mapListing(raw, request, 'EUR').currentFilters).toEqual({
    propertyOptionIds: ['a'],
    minPrice: 10,
    maxPrice: null,
    searchTerm: 'Riesling',
  });
});

test('no aggregations (search-suggest, or PHP’s empty [] ) give no facets; groups Shopware marks unfilterable are left out', () => {
  expect(mapListing({ ...weine(), aggregations: [] }, request, 'EUR').filterOptions).toEqual({
    propertyGroups: [],
    price: null,
  });
  const raw = weine();
  (raw.aggregations as any).properties.entities[0].filterable = false;
  expect(mapListing(raw, request, 'EUR').filterOptions.propertyGroups.map((group) => group.name)).not.toContain(
    'Weinart',
  );
});

test('the empty listing of a blank search term', () => {
  expect(emptyListing({ page: 1, limit: 10 })).toMatchObject({
    products: [],
    total: 0,
    page: 1,
    limit: 10,
    pageCount: 0,
    sortings: [],
  });
});
