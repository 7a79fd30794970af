import { GraphQLError } from 'graphql';
import { MAX_SEARCH_TERM_LENGTH, searchTerm } from '@weingut/schema/input-rules';
import type { Locale } from '../../i18n/locale.js';
import { inputText } from '../../i18n/texts.js';
import { badUserInput, inputMessages } from './catalog-errors.js';
import type { ListingArgs } from './listing.args.js';
import type { ListingFilters } from './listing-request.js';
import { MAX_LIMIT } from './product-criteria.js';

/**
 * The catalogue's input rules, checked in the resolvers before any upstream call. Each rejects
 * with BAD_USER_INPUT naming the argument.
 */
const HEX_ID = /^[0-9a-f]{32}$/i;
/** The longest storefront path `page(path)` takes; the page route answers a longer one 404 before any render (http/request-target.ts). */
export const MAX_PATH_LENGTH = 2000;
/** A product_sorting key: the shop owner names them (a string field of 255 characters in Shopware). */
const SORTING_KEY = /^[a-z0-9][a-z0-9._-]*$/i;
const MAX_SORTING_KEY_LENGTH = 255;

export function checkPaging(
  page: number,
  limit: number,
  locale: Locale,
  names = { page: 'page', limit: 'limit' },
): void {
  if (!Number.isInteger(page) || page < 1) throw badUserInput(names.page, inputMessages.page, locale);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw badUserInput(names.limit, inputMessages.limit, locale, { max: MAX_LIMIT });
}

export function checkId(argument: string, value: string, locale: Locale): void {
  if (!HEX_ID.test(value))
    throw badUserInput(argument, inputMessages.id, locale, { value: JSON.stringify(value.slice(0, 40)) });
}

export function checkIds(argument: string, values: string[], locale: Locale): void {
  if (values.length > MAX_LIMIT) throw badUserInput(argument, inputMessages.tooManyIds, locale, { max: MAX_LIMIT });
  values.forEach((value) => checkId(argument, value, locale));
}

/**
 * A well-formed sorting key, or none. Which keys exist is the shop's to say (sortings are configurable
 * in Shopware), so the answer is checked after the call (listing-sorting.ts).
 */
export function checkSorting(argument: string, key: string | null | undefined, locale: Locale): void {
  if (key === null || key === undefined) return;
  if (key.length > MAX_SORTING_KEY_LENGTH || !SORTING_KEY.test(key))
    throw badUserInput(argument, inputMessages.sortingKey, locale, { max: MAX_SORTING_KEY_LENGTH });
}

/** A storefront path: starts with /, no scheme or host; returned without query and fragment. */
export function checkPath(argument: string, path: string, locale: Locale): string {
  const bare = path.trim().split(/[?#]/)[0] ?? '';
  if (!bare.startsWith('/') || bare.startsWith('//') || bare.length > MAX_PATH_LENGTH)
    throw badUserInput(argument, inputMessages.path, locale);
  return bare;
}

/** Exactly one of two alternative arguments (e.g. `categoryId` or `path`). */
export function checkExactlyOne(names: [string, string], values: [unknown, unknown], locale: Locale): void {
  const given = values.filter((value) => value !== null && value !== undefined).length;
  if (given !== 1) throw badUserInput(names[0], inputMessages.oneOf, locale, { other: names[1] });
}

export function checkListingFilters(filters: ListingFilters | null | undefined, locale: Locale): void {
  if (!filters) return;
  checkIds('filters.propertyOptionIds', filters.propertyOptionIds ?? [], locale);
  const minPrice = filters.minPrice ?? null;
  const maxPrice = filters.maxPrice ?? null;
  if (minPrice !== null && !(minPrice >= 0)) throw badUserInput('filters.minPrice', inputMessages.price, locale);
  if (maxPrice !== null && !(maxPrice >= 0)) throw badUserInput('filters.maxPrice', inputMessages.price, locale);
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice)
    throw badUserInput('filters.maxPrice', inputMessages.priceRange, locale);
}

/** The filters, sorting and paging of a listing (productListing, search), in the order a client reads its refusals. */
export function checkListingArgs({ filters, sorting, page, limit }: ListingArgs, locale: Locale): void {
  checkListingFilters(filters, locale);
  checkSorting('sorting', sorting, locale);
  checkPaging(page, limit, locale);
}

/**
 * A search term of at most 300 characters (Shopware's shopware.search.term_max_length), checked
 * before any Store API call: a longer one is refused with the shared rule's TOO_LONG, naming the
 * argument, with status 400 for the client's error handling.
 */
export function checkSearchTerm(argument: string, term: string, locale: Locale): void {
  if (searchTerm.safeParse(term).success) return;
  throw new GraphQLError(inputText('TOO_LONG', locale), {
    extensions: { code: 'TOO_LONG', argument, status: 400, max: MAX_SEARCH_TERM_LENGTH },
  });
}
