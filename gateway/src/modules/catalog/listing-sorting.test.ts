import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { readSortedListing } from './listing-sorting.js';

const contextAnswering = (read: () => Promise<unknown>) =>
  ({ locale: 'en-GB', catalog: { read } }) as unknown as GatewayContext;
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return { message: (error as GraphQLError).message, ...(error as GraphQLError).extensions };
};

test.each(['CONTENT__PRODUCT_SORTING_NOT_FOUND', 'PRODUCT_SORTING_NOT_FOUND'])(
  'a Shopware that refuses an unknown sorting with 404 %s gives BAD_USER_INPUT on sorting, not the 404 page',
  async (code) => {
    const context = contextAnswering(async () => {
      throw new UpstreamError({
        kind: 'http',
        status: 404,
        message: 'not found',
        errors: [{ status: '404', code, detail: 'Product sorting with key bestseller not found.' }],
      });
    });
    expect(await refusal(readSortedListing(context, '/product-listing/x', {}, 'bestseller', {}))).toEqual({
      code: 'BAD_USER_INPUT',
      argument: 'sorting',
      message: 'The sorting "bestseller" (sorting) is not offered for this product listing.',
    });
  },
);

test('other upstream failures pass through unchanged', async () => {
  const failure = new UpstreamError({
    kind: 'http',
    status: 404,
    message: 'not found',
    errors: [{ code: 'CONTENT__CATEGORY_NOT_FOUND' }],
  });
  await expect(
    readSortedListing(
      contextAnswering(async () => {
        throw failure;
      }),
      '/product-listing/x',
      {},
      'name-asc',
      {},
    ),
  ).rejects.toBe(failure);
});
