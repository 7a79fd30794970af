import { GraphQLError } from 'graphql';
import {
  checkExactlyOne,
  checkId,
  checkIds,
  checkListingArgs,
  checkListingFilters,
  checkPaging,
  checkPath,
  checkSorting,
} from './catalog.args.js';

const rejection = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return { message: (error as GraphQLError).message, ...(error as GraphQLError).extensions };
  }
  throw new Error('expected a rejection');
};
const ID = 'cead2eaaaec29e52528238bddd9734e1';

test('paging: page from 1, limit 1..100, whole numbers', () => {
  expect(() => checkPaging(1, 1, 'de-DE')).not.toThrow();
  expect(() => checkPaging(7, 100, 'de-DE')).not.toThrow();
  expect(rejection(() => checkPaging(0, 10, 'en-GB'))).toEqual({
    code: 'BAD_USER_INPUT',
    argument: 'page',
    message: 'page must be a whole number of 1 or more.',
  });
  expect(rejection(() => checkPaging(1, 101, 'en-GB'))).toMatchObject({
    argument: 'limit',
    message: 'limit must be between 1 and 100.',
  });
  expect(rejection(() => checkPaging(1, 0, 'de-DE'))).toMatchObject({
    argument: 'limit',
    message: 'limit muss zwischen 1 und 100 liegen.',
  });
});

test('ids: 32 hexadecimal characters, at most 100', () => {
  expect(() => checkId('id', ID, 'de-DE')).not.toThrow();
  expect(() => checkId('id', ID.toUpperCase(), 'de-DE')).not.toThrow();
  expect(rejection(() => checkId('id', 'riesling', 'en-GB'))).toMatchObject({
    argument: 'id',
    message: expect.stringContaining('"riesling"'),
  });
  expect(rejection(() => checkId('id', `${ID}0`, 'en-GB'))).toMatchObject({ argument: 'id' });
  expect(rejection(() => checkIds('ids', Array(101).fill(ID), 'en-GB'))).toMatchObject({
    argument: 'ids',
    message: 'ids may hold at most 100 ids.',
  });
});

test('sorting: any well-formed key (the shop owner configures them), or none', () => {
  expect(() => checkSorting('sorting', 'price-asc', 'de-DE')).not.toThrow();
  expect(() => checkSorting('sorting', 'created_at.v2', 'de-DE')).not.toThrow();
  expect(() => checkSorting('sorting', null, 'de-DE')).not.toThrow();
  expect(rejection(() => checkSorting('sorting', 'price asc', 'en-GB')).message).toBe(
    'sorting must be a sorting key: letters, digits, ".", "-" and "_", at most 255 characters.',
  );
  expect(rejection(() => checkSorting('sorting', '', 'en-GB'))).toMatchObject({ argument: 'sorting' });
  expect(rejection(() => checkSorting('sorting', 'a'.repeat(256), 'en-GB'))).toMatchObject({ argument: 'sorting' });
});

test('paths: storefront paths from /, without query and fragment; no other hosts', () => {
  expect(checkPath('path', '/Weine/?p=2#top', 'de-DE')).toBe('/Weine/');
  expect(checkPath('path', '/', 'de-DE')).toBe('/');
  expect(rejection(() => checkPath('path', 'Weine/', 'en-GB'))).toMatchObject({ argument: 'path' });
  expect(rejection(() => checkPath('path', '//evil.example/x', 'en-GB'))).toMatchObject({ argument: 'path' });
  expect(rejection(() => checkPath('path', 'https://evil.example/', 'en-GB'))).toMatchObject({ argument: 'path' });
});

test('exactly one of two alternatives', () => {
  expect(() => checkExactlyOne(['id', 'path'], [ID, undefined], 'de-DE')).not.toThrow();
  expect(rejection(() => checkExactlyOne(['id', 'path'], [null, undefined], 'en-GB')).message).toBe(
    'Give exactly one of id or path.',
  );
  expect(rejection(() => checkExactlyOne(['id', 'path'], [ID, '/x'], 'en-GB'))).toMatchObject({ argument: 'id' });
});

test('filters: option ids, prices from 0, max not below min', () => {
  expect(() => checkListingFilters({ propertyOptionIds: [ID], minPrice: 0, maxPrice: 10 }, 'de-DE')).not.toThrow();
  expect(() => checkListingFilters(null, 'de-DE')).not.toThrow();
  expect(rejection(() => checkListingFilters({ propertyOptionIds: ['rot'] }, 'en-GB'))).toMatchObject({
    argument: 'filters.propertyOptionIds',
  });
  expect(rejection(() => checkListingFilters({ maxPrice: -5 }, 'en-GB'))).toMatchObject({
    argument: 'filters.maxPrice',
  });
  expect(rejection(() => checkListingFilters({ minPrice: 20, maxPrice: 10 }, 'en-GB'))).toMatchObject({
    argument: 'filters.maxPrice',
  });
});

test("a listing's filters, sorting and paging: one check, the refusal naming the argument", () => {
  const asked = { filters: null, sorting: 'price-asc', page: 1, limit: 10 };
  expect(() => checkListingArgs(asked, 'de-DE')).not.toThrow();
  expect(rejection(() => checkListingArgs({ ...asked, filters: { maxPrice: -1 } }, 'en-GB'))).toMatchObject({
    argument: 'filters.maxPrice',
  });
  expect(rejection(() => checkListingArgs({ ...asked, sorting: 'price asc' }, 'en-GB'))).toMatchObject({
    argument: 'sorting',
  });
  expect(rejection(() => checkListingArgs({ ...asked, page: 0 }, 'en-GB'))).toMatchObject({ argument: 'page' });
  expect(rejection(() => checkListingArgs({ ...asked, limit: 101 }, 'en-GB'))).toMatchObject({ argument: 'limit' });
});
