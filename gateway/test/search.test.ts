import { firstError, PRODUCT_CARD, upstreamCalls } from './support/catalog-fixtures.js';
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

const SEARCH = `query Search($term: String!, $filters: ListingFiltersInput, $sorting: String, $page: Int! = 1, $limit: Int! = 10) {
  search(term: $term, filters: $filters, sorting: $sorting, page: $page, limit: $limit) {
    total page limit pageCount sorting
    sortings { key label }
    currentFilters { searchTerm propertyOptionIds }
    filterOptions { propertyGroups { name options { id name } } price { min { amount } max { amount } } }
    products { ${PRODUCT_CARD} }
  }
}`;
const QUICK = `query Quick($term: String!, $limit: Int! = 10) {
  quickSearch(term: $term, limit: $limit) { total limit products { id name path price { unitPrice { amount } } } filterOptions { propertyGroups { name } } }
}`;

test('the search finds the Rieslings, best results first, with facets and the search sortings, in one call', async () => {
  const res = await graphql(shop, SEARCH, { term: 'Riesling' });
  const { search } = dataOf(res);
  expect(upstreamCalls(res)).toBe(1);
  expect(search.total).toBeGreaterThanOrEqual(10);
  expect(search.products).toHaveLength(10);
  expect(search.sorting).toBe('score');
  expect(search.currentFilters.searchTerm).toBe('Riesling');
  expect(
    search.products.every(
      (product: { name: string }) => /Riesling/.test(product.name) || product.name.includes('paket'),
    ),
  ).toBe(true);
  expect(search.sortings.map((sorting: { key: string }) => sorting.key)).toContain('score');
  expect(search.filterOptions.propertyGroups.map((group: { name: string }) => group.name)).toContain('Weinart');
});

test('search results can be sorted, filtered and paged', async () => {
  const { search: all } = dataOf(await graphql(shop, SEARCH, { term: 'Riesling', sorting: 'price-asc', limit: 100 }));
  const cheapest = (product: any) =>
    Math.min(product.price.unitPrice.amount, ...product.price.tierPrices.map((tier: any) => tier.unitPrice.amount));
  const prices = all.products.map(cheapest);
  expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  const sekt = all.filterOptions.propertyGroups
    .find((group: any) => group.name === 'Weinart')
    .options.find((option: any) => option.name === 'Sekt');
  const { search: sparkling } = dataOf(
    await graphql(shop, SEARCH, { term: 'Riesling', filters: { propertyOptionIds: [sekt.id] } }),
  );
  expect(sparkling.total).toBeGreaterThan(0);
  expect(sparkling.total).toBeLessThan(all.total);
  const { search: second } = dataOf(
    await graphql(shop, SEARCH, { term: 'Riesling', sorting: 'price-asc', limit: 5, page: 2 }),
  );
  expect(second.products.map((product: { id: string }) => product.id)).toEqual(
    all.products.slice(5, 10).map((product: { id: string }) => product.id),
  );
});

test('the search sorts by a sorting the shop owner configured, and refuses a key the shop does not offer', async () => {
  const { search } = dataOf(await graphql(shop, SEARCH, { term: 'Riesling', sorting: 'created-at' }));
  expect(search.sorting).toBe('created-at');
  const error = firstError(
    await graphql(shop, SEARCH, { term: 'Riesling', sorting: 'random' }, { 'accept-language': 'en-GB' }),
  );
  expect(error).toMatchObject({
    message: 'The sorting "random" (sorting) is not offered for this product listing.',
    extensions: { code: 'BAD_USER_INPUT', argument: 'sorting' },
  });
  expect(error.extensions!.sortings).toContain('score');
});

test("the voucher's card says its amount must be chosen first (hasVariants); a wine's card does not", async () => {
  const { search } = dataOf(
    await graphql(
      shop,
      `
        query {
          search(term: "Gutschein") {
            products {
              name
              hasVariants
            }
          }
        }
      `,
    ),
  );
  expect(search.products).toContainEqual({ name: 'Wertgutschein', hasVariants: true });
  const { search: wines } = dataOf(
    await graphql(
      shop,
      `
        query {
          search(term: "Riesling") {
            products {
              hasVariants
            }
          }
        }
      `,
    ),
  );
  expect(wines.products.every((product: { hasVariants: boolean }) => !product.hasVariants)).toBe(true);
});

test('the quick search gives the first ten products and the total, without facets, via search-suggest', async () => {
  const res = await graphql(shop, QUICK, { term: 'Spätburgunder' });
  const { quickSearch } = dataOf(res);
  expect(upstreamCalls(res)).toBe(1);
  expect(quickSearch.limit).toBe(10);
  expect(quickSearch.products.length).toBeGreaterThan(0);
  expect(quickSearch.products.length).toBeLessThanOrEqual(10);
  expect(quickSearch.products[0].path).toMatch(/^\//);
  expect(quickSearch.filterOptions.propertyGroups).toEqual([]);
  const { quickSearch: three } = dataOf(await graphql(shop, QUICK, { term: 'Riesling', limit: 3 }));
  expect(three.products).toHaveLength(3);
  expect(three.total).toBeGreaterThan(3);
});

test('an empty or blank term gives an empty result without any upstream call', async () => {
  for (const term of ['', '   ']) {
    const search = await graphql(shop, SEARCH, { term });
    expect(dataOf(search).search).toMatchObject({ total: 0, products: [], page: 1, limit: 10 });
    expect(upstreamCalls(search)).toBe(0);
    const quick = await graphql(shop, QUICK, { term });
    expect(dataOf(quick).quickSearch).toMatchObject({ total: 0, products: [] });
    expect(upstreamCalls(quick)).toBe(0);
  }
});

test('a term without matches gives no products', async () => {
  const { search } = dataOf(await graphql(shop, SEARCH, { term: 'Xylophonquartett' }));
  expect(search).toMatchObject({ total: 0, products: [] });
});

test.each([
  { label: 'limit 101', query: SEARCH, variables: { term: 'Riesling', limit: 101 }, argument: 'limit' },
  { label: 'limit 0', query: SEARCH, variables: { term: 'Riesling', limit: 0 }, argument: 'limit' },
  { label: 'page 0', query: SEARCH, variables: { term: 'Riesling', page: 0 }, argument: 'page' },
  {
    label: 'a malformed sorting',
    query: SEARCH,
    variables: { term: 'Riesling', sorting: 'price-asc;drop' },
    argument: 'sorting',
  },
  {
    label: 'a non-hex option id',
    query: SEARCH,
    variables: { term: 'Riesling', filters: { propertyOptionIds: ['Sekt'] } },
    argument: 'filters.propertyOptionIds',
  },
  { label: 'quick search limit 101', query: QUICK, variables: { term: 'Riesling', limit: 101 }, argument: 'limit' },
])('$label is BAD_USER_INPUT naming $argument, before any upstream call', async ({ query, variables, argument }) => {
  const res = await graphql(shop, query, variables, { 'accept-language': 'en-GB' });
  const error = firstError(res);
  expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(error.message).toContain(argument);
  expect(upstreamCalls(res)).toBe(0);
});
