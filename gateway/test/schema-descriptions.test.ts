import { buildSchema } from 'graphql';
import { buildGatewaySchema } from '../src/schema/build-schema.js';
import { undescribedElements } from '../src/schema/undescribed-elements.js';

test('every type, field, argument, input field and enum value of the schema has a description for the GraphQL IDE', async () => {
  expect(undescribedElements(await buildGatewaySchema())).toEqual([]);
});

test('the check names every element without a description, and only those', () => {
  const schema = buildSchema(`
    type Query {
      "A product by id."
      product(id: ID!, "Its language." locale: String): Product
    }
    "A product of the shop."
    type Product { "The product id." id: ID!, name: String! }
    enum Sorting { "By name." NAME, PRICE }
    "The filters."
    input Filters { "Lowest price." minPrice: Float, maxPrice: Float }
    type Mutation { "Empties the cart." clearCart(reason: String, "   " note: String): Boolean, ping: Boolean }
    scalar Color
  `);
  expect(undescribedElements(schema)).toEqual([
    'Query',
    'Query.product(id)',
    'Product.name',
    'Sorting',
    'Sorting.PRICE',
    'Filters.maxPrice',
    'Mutation',
    'Mutation.clearCart(reason)',
    'Mutation.clearCart(note)',
    'Mutation.ping',
    'Color',
  ]);
});
