import { parse, validate, type GraphQLSchema } from 'graphql';
import { EXAMPLE_OPERATIONS } from '../src/http/ide-examples.js';
import { buildGatewaySchema } from '../src/schema/build-schema.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

/** The IDE's example tabs are documentation that runs: each one must stay valid and work. */
let schema: GraphQLSchema;
let shop: RunningShop;
beforeAll(async () => {
  schema = await buildGatewaySchema();
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const examples = EXAMPLE_OPERATIONS.map((example) => ({
  ...example,
  parsedVariables: example.variables ? (JSON.parse(example.variables) as Record<string, unknown>) : {},
}));

test('the IDE opens with the session, navigation, footer and catalogue tabs, and a mutation', () => {
  expect(EXAMPLE_OPERATIONS.map((example) => example.name)).toEqual([
    'Session',
    'Navigation',
    'Footer',
    'Listing',
    'Product',
    'Search',
    'Page',
    'Add to cart',
  ]);
});

test('the mutation tab names the session header an app sends', () => {
  const mutation = EXAMPLE_OPERATIONS.find((example) => example.name === 'Add to cart')!;
  expect(parse(mutation.query).definitions[0]).toMatchObject({ operation: 'mutation' });
  expect(JSON.parse(mutation.headers!)).toEqual({ 'sw-context-token': '' });
});

test.each(examples)('$name validates against the schema', ({ query }) => {
  expect(validate(schema, parse(query))).toEqual([]);
});

test.each(examples)('$name runs against the emulator without errors', async ({ query, parsedVariables }) => {
  const data = dataOf(await graphql(shop, query, parsedVariables));
  for (const value of Object.values(data)) expect(value).not.toBeNull();
});

test('the catalogue examples find something: filtered red wines, a riesling, the Rotwein category page', async () => {
  const run = async (name: string) => {
    const example = examples.find((candidate) => candidate.name === name)!;
    return dataOf(await graphql(shop, example.query, example.parsedVariables));
  };
  const { productListing } = await run('Listing');
  expect(productListing.total).toBeGreaterThan(0);
  expect(productListing.currentFilters.propertyOptionIds).toHaveLength(2);
  expect(
    productListing.products.every(
      (product: { price: { unitPrice: { amount: number } } }) => product.price.unitPrice.amount <= 50,
    ),
  ).toBe(true);
  const { product } = await run('Product');
  expect(product).toMatchObject({
    name: 'Riesling trocken 2024',
    wineDetails: { analysis: { alcohol: expect.any(Number) } },
  });
  expect(product.price.referencePrice.basePrice.amount).toBeGreaterThan(0);
  expect(product.crossSellings.length).toBeGreaterThan(0);
  expect(product.reviews.total).toBeGreaterThan(0);
  expect((await run('Search')).quickSearch.total).toBeGreaterThan(0);
  expect((await run('Page')).page).toMatchObject({ __typename: 'CategoryPage', name: 'Rotwein' });
});

test('a misspelt field is answered with graphql’s own suggestion outside production, for the developer in the IDE', async () => {
  const res = await graphql(shop, '{ navigatio(type: MAIN) { id } }');
  expect(res.body.errors[0].message).toBe('Cannot query field "navigatio" on type "Query". Did you mean "navigation"?');
});
