import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { CallOptions } from '../../shopware/store-api-client.js';
import type { RawProductListing } from '../../shopware/store-api-types.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import type { Locale } from '../../i18n/locale.js';
import { badUserInput, inputMessages } from './catalog-errors.js';

/** Shopware ≤ 6.5 refused an unknown `order` with a 404 (ProductSortingNotFoundException); 6.6+ with a non-string one. */
const SORTING_NOT_FOUND_CODES = ['CONTENT__PRODUCT_SORTING_NOT_FOUND', 'PRODUCT_SORTING_NOT_FOUND'];

/** BAD_USER_INPUT on `sorting`; `extensions.sortings` lists the keys the listing offers, when known. */
export function unknownSortingError(sorting: string, locale: Locale, offered: string[] = []): GraphQLError {
  const value = JSON.stringify(sorting.slice(0, 40));
  return badUserInput(
    'sorting',
    inputMessages.unknownSorting,
    locale,
    { value },
    offered.length > 0 ? { sortings: offered } : {},
  );
}

/**
 * Reads a ProductListingResult (product-listing, search) for a sorting the shop owner may have
 * configured. Shopware 6.6+ answers a key it does not offer with its default sorting (the answer's
 * `sorting` differs), older ones with a 404; both become BAD_USER_INPUT on `sorting`, so an unknown
 * key neither shows a silently re-sorted listing nor the 404 page.
 */
export async function readSortedListing(
  context: GatewayContext,
  path: string,
  body: Record<string, unknown>,
  sorting: string | null | undefined,
  options: CallOptions,
): Promise<RawProductListing> {
  let raw: RawProductListing;
  try {
    raw = await context.catalog.read<RawProductListing>(path, body, options);
  } catch (error) {
    if (sorting && error instanceof UpstreamError && SORTING_NOT_FOUND_CODES.some((code) => error.hasCode(code))) {
      throw unknownSortingError(sorting, context.locale);
    }
    throw error;
  }
  if (sorting && raw.sorting !== sorting) {
    throw unknownSortingError(
      sorting,
      context.locale,
      (raw.availableSortings ?? []).map((offered) => offered.key),
    );
  }
  return raw;
}
