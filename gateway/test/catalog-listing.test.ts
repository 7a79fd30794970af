import {
  categoryId,
  firstError,
  HOME_CATEGORY_ID,
  PRODUCT_CARD,
  productId,
  upstreamCalls,
} from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // CACHE off: these tests count the Store API calls an operation makes, which the catalogue cache
  // (its own tests: catalog-cache*.test.ts) would answer or add its scope read to.
  shop = await startShop({ gatewayEnv: { CACHE: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const LISTING = `query Listing($categoryId: ID, $path: String, $filters: ListingFiltersInput, $sorting: String, $page: Int! = 1, $limit: Int! = 10) {
  productListing(categoryId: $categoryId, path: $path, filters: $filters, sorting: $sorting, page: $page, limit: $limit) {
    total page limit pageCount sorting
    sortings { key label }
    currentFilters { propertyOptionIds minPrice maxPrice searchTerm }
    filterOptions { propertyGroups { id name displayType options { id name colorHexCode } } price { min { amount currencyCode } max { amount } } }
    products { ${PRODUCT_CARD} properties { name groupName } }
  }
}`;

const WEINE = categoryId('weine');
const listing = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  graphql(shop, LISTING, variables, headers);

test('a category listing: products, total, paging, the shop’s sortings and the wine facets, in one upstream call', async () => {
  const res = await listing({ categoryId: WEINE });
  const { productListing } = dataOf(res);
  expect(upstreamCalls(res)).toBe(1);
  expect(productListing.products).toHaveLength(10);
  expect(productListing).toMatchObject({ page: 1, limit: 10 });
  expect(productListing.pageCount).toBe(Math.ceil(productListing.total / 10));
  expect(productListing.sortings.map((sorting: { key: string }) => sorting.key)).toEqual([
    'name-asc',
    'name-desc',
    'price-asc',
    'price-desc',
    'topseller',
    'newest',
    'created-at',
  ]);
  expect(productListing.sortings[2]).toEqual({ key: 'price-asc', label: 'Preis aufsteigend' });
  const facets = productListing.filterOptions.propertyGroups.map((group: { name: string }) => group.name);
  expect(facets).toEqual(expect.arrayContaining(['Weinart', 'Rebsorte', 'Jahrgang', 'Lage', 'Geschmack']));
  expect(facets).not.toContain('Betrag');
  const weinart = productListing.filterOptions.propertyGroups.find(
    (group: { name: string }) => group.name === 'Weinart',
  );
  expect(weinart.options.find((option: { name: string }) => option.name === 'Rotwein')).toMatchObject({
    id: expect.stringMatching(/^[0-9a-f]{32}$/),
    colorHexCode: '#7b1e2b',
  });
  expect(productListing.filterOptions.price.min).toEqual({ amount: expect.any(Number), currencyCode: 'EUR' });
  expect(productListing.currentFilters).toEqual({
    propertyOptionIds: [],
    minPrice: null,
    maxPrice: null,
    searchTerm: null,
  });
  const card = productListing.products[0];
  expect(card.path).toMatch(/^\/[^/]+\/WB-/);
  expect(card.price.unitPrice.currencyCode).toBe('EUR');
  expect(card.cover.srcset.length).toBeGreaterThan(0);
});

test('sorted by price ascending, the prices really ascend across pages', async () => {
  const first = dataOf(await listing({ categoryId: WEINE, sorting: 'price-asc', limit: 20 })).productListing;
  const second = dataOf(await listing({ categoryId: WEINE, sorting: 'price-asc', limit: 20, page: 2 })).productListing;
  expect(first.sorting).toBe('price-asc');
  // Shopware sorts by the cheapest price: the lowest tier for tier-priced wines.
  const cheapest = (product: any) =>
    Math.min(product.price.unitPrice.amount, ...product.price.tierPrices.map((tier: any) => tier.unitPrice.amount));
  const prices = [...first.products, ...second.products].map(cheapest);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const descending = dataOf(
    await listing({ categoryId: WEINE, sorting: 'price-desc', limit: 5 }),
  ).productListing.products.map(cheapest);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('paging: page 2 continues page 1 without overlap, and a page past the end is empty', async () => {
  const first = dataOf(await listing({ categoryId: WEINE, sorting: 'name-asc', limit: 5 })).productListing;
  const second = dataOf(await listing({ categoryId: WEINE, sorting: 'name-asc', limit: 5, page: 2 })).productListing;
  expect(second.page).toBe(2);
  const ids = [...first.products, ...second.products].map((product: { id: string }) => product.id);
  expect(new Set(ids).size).toBe(10);
  const beyond = dataOf(await listing({ categoryId: WEINE, limit: 5, page: first.pageCount + 1 })).productListing;
  expect(beyond.products).toEqual([]);
  expect(beyond.total).toBe(first.total);
});

test('filtering by Weinart Rotwein gives only red wines; the filter comes back as current filter', async () => {
  const { productListing: all } = dataOf(await listing({ categoryId: HOME_CATEGORY_ID, limit: 1 }));
  const rotwein = all.filterOptions.propertyGroups
    .find((group: any) => group.name === 'Weinart')
    .options.find((option: any) => option.name === 'Rotwein');
  const res = await listing({ categoryId: HOME_CATEGORY_ID, filters: { propertyOptionIds: [rotwein.id] }, limit: 100 });
  const { productListing } = dataOf(res);
  expect(upstreamCalls(res)).toBe(1);
  expect(productListing.total).toBeGreaterThan(5);
  expect(productListing.total).toBeLessThan(all.total);
  for (const product of productListing.products) {
    expect(product.properties).toContainEqual({ name: 'Rotwein', groupName: 'Weinart' });
    expect(product.type).toBe('WINE');
  }
  expect(productListing.currentFilters.propertyOptionIds).toEqual([rotwein.id]);
});

test('a price range filters by price', async () => {
  const { productListing } = dataOf(
    await listing({ categoryId: HOME_CATEGORY_ID, filters: { minPrice: 20, maxPrice: 30 }, limit: 100 }),
  );
  expect(productListing.total).toBeGreaterThan(0);
  expect(productListing.currentFilters).toMatchObject({ minPrice: 20, maxPrice: 30 });
  for (const product of productListing.products) {
    expect(product.price.unitPrice.amount).toBeGreaterThanOrEqual(20);
    expect(product.price.unitPrice.amount).toBeLessThanOrEqual(30);
  }
});

test('a listing by SEO path is the same listing (plus the path lookup)', async () => {
  const byPath = await listing({ path: '/Weine/Rotwein/', sorting: 'name-asc' });
  const byId = await listing({ categoryId: categoryId('rotwein'), sorting: 'name-asc' });
  expect(dataOf(byPath).productListing).toEqual(dataOf(byId).productListing);
  expect(upstreamCalls(byPath)).toBe(2);
});

test('the packages are PACKAGE cards with a reference price for their contents', async () => {
  const { productListing } = dataOf(await listing({ categoryId: categoryId('probierpakete') }));
  expect(productListing.products.length).toBeGreaterThan(0);
  for (const product of productListing.products) {
    expect(product.type).toBe('PACKAGE');
    expect(product.price.referencePrice).toMatchObject({ fillingQuantity: 4.5, unitCode: 'l', referenceQuantity: 1 });
  }
});

test("the voucher's card is priced 'from' its cheapest amount, a wine with tier prices 'from' its cheapest tier (as price-asc sorts it); a single price is not", async () => {
  const PRICE_RANGE =
    'query($categoryId: ID!, $sorting: String) { productListing(categoryId: $categoryId, sorting: $sorting, limit: 100) { products { name price { hasPriceRange fromPrice { amount currencyCode } } } } }';
  const vouchers = dataOf(await graphql(shop, PRICE_RANGE, { categoryId: categoryId('gutscheine') })).productListing
    .products;
  expect(vouchers).toContainEqual({
    name: 'Wertgutschein',
    price: { hasPriceRange: true, fromPrice: { amount: 25, currencyCode: 'EUR' } },
  });
  type PricedWine = {
    name: string;
    price: {
      hasPriceRange: boolean;
      fromPrice: { amount: number } | null;
      specialPrice: { amount: number } | null;
      regularPrice: { amount: number };
    };
  };
  const wines: PricedWine[] = dataOf(
    await graphql(
      shop,
      PRICE_RANGE.replace('fromPrice {', 'regularPrice { amount } specialPrice { amount } fromPrice {'),
      {
        categoryId: WEINE,
        sorting: 'price-asc',
      },
    ),
  ).productListing.products;
  expect(wines.every((wine) => !wine.price.hasPriceRange)).toBe(true);
  const riesling = wines.find((wine) => wine.name === 'Riesling trocken 2024');
  expect(riesling?.price).toMatchObject({ regularPrice: { amount: 9.5 }, fromPrice: { amount: 8.5 } });
  // Each card's shown price ('from', special or regular) is the order price-asc lists them in.
  const shown = wines.map(
    (wine) => (wine.price.fromPrice ?? wine.price.specialPrice ?? wine.price.regularPrice).amount,
  );
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(wines.filter((wine) => wine.price.fromPrice === null).length).toBeGreaterThan(0);
  const amount = `query($id: ID!) { product(id: $id) { price { hasPriceRange fromPrice { amount } } } }`;
  const chosen = dataOf(await graphql(shop, amount, { id: productId('wertgutschein') })).product;
  expect(chosen.price).toEqual({ hasPriceRange: false, fromPrice: null });
});

test('an unknown category is NOT_FOUND with the spec’s message, German by default and English for en-GB', async () => {
  const unknown = 'ffffffffffffffffffffffffffffffff';
  const german = firstError(await listing({ categoryId: unknown }));
  expect(german).toMatchObject({
    message: 'Wir können nicht finden, wonach Sie suchen.',
    extensions: { code: 'NOT_FOUND' },
  });
  const english = firstError(await listing({ categoryId: unknown }, { 'accept-language': 'en-GB,en;q=0.8' }));
  expect(english).toMatchObject({
    message: "We can't find what you are looking for.",
    extensions: { code: 'NOT_FOUND' },
  });
  expect(firstError(await listing({ path: '/Gibt-es-nicht/' })).extensions!.code).toBe('NOT_FOUND');
});

test.each([
  [{ categoryId: WEINE, limit: 101 }, 'limit'],
  [{ categoryId: WEINE, limit: 0 }, 'limit'],
  [{ categoryId: WEINE, page: 0 }, 'page'],
  [{ categoryId: WEINE, sorting: 'price asc' }, 'sorting'],
  [{ categoryId: WEINE, sorting: `${'x'.repeat(256)}` }, 'sorting'],
  [{ categoryId: 'weine' }, 'categoryId'],
  [{}, 'categoryId'],
  [{ categoryId: WEINE, path: '/Weine/' }, 'categoryId'],
  [{ path: 'Weine/' }, 'path'],
  [{ categoryId: WEINE, filters: { propertyOptionIds: ['rot'] } }, 'filters.propertyOptionIds'],
  [{ categoryId: WEINE, filters: { minPrice: -1 } }, 'filters.minPrice'],
  [{ categoryId: WEINE, filters: { minPrice: 30, maxPrice: 20 } }, 'filters.maxPrice'],
])('bad input %j is BAD_USER_INPUT naming %s, before any upstream call', async (variables, argument) => {
  const res = await listing(variables, { 'accept-language': 'en-GB' });
  const error = firstError(res);
  expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(error.message).toContain(argument);
  expect(upstreamCalls(res)).toBe(0);
});

test('a sorting the shop owner configured (created-at, newest first) is passed to Shopware and sorts the listing', async () => {
  const { productListing } = dataOf(await listing({ categoryId: WEINE, sorting: 'created-at', limit: 100 }));
  expect(productListing.sorting).toBe('created-at');
  expect(productListing.sortings).toContainEqual({ key: 'created-at', label: 'Neu im Sortiment' });
  const byName = dataOf(await listing({ categoryId: WEINE, sorting: 'name-asc', limit: 100 })).productListing;
  expect(productListing.products.map((product: { id: string }) => product.id)).not.toEqual(
    byName.products.map((product: { id: string }) => product.id),
  );
});

test.each(['cheapest-first', 'score'])(
  'a well-formed key the listing does not offer (%s) is BAD_USER_INPUT on sorting, not a silently re-sorted listing',
  async (sorting) => {
    const res = await listing({ categoryId: WEINE, sorting }, { 'accept-language': 'en-GB' });
    expect(res.body.data?.productListing ?? null).toBeNull();
    expect(firstError(res)).toMatchObject({
      message: `The sorting "${sorting}" (sorting) is not offered for this product listing.`,
      extensions: {
        code: 'BAD_USER_INPUT',
        argument: 'sorting',
        sortings: ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller', 'newest', 'created-at'],
      },
    });
    expect(firstError(await listing({ categoryId: WEINE, sorting })).message).toBe(
      `Die Sortierung "${sorting}" (sorting) gibt es für diese Produktliste nicht.`,
    );
  },
);
