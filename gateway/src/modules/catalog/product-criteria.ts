import { LISTING_INCLUDES } from './listing.mapper.js';
import {
  CROSS_SELLING_INCLUDES,
  PRODUCT_DETAIL_INCLUDES,
  PRODUCT_INCLUDES,
  VARIANT_INCLUDES,
} from './product.mapper.js';
import type { ListingRequest } from './listing-request.js';

/**
 * The associations every product answer of the gateway needs: gallery, properties with their
 * groups (product type, property list), manufacturer, unit (reference price) and delivery time.
 * SEO urls come with the `sw-include-seo-urls` header (the client's `seoUrls` option), not as an
 * association: the association would load the urls of every sales channel and language. Variant
 * options are read with the variants (VARIANT_CRITERIA) only.
 */
export const PRODUCT_ASSOCIATIONS = {
  media: {},
  properties: { associations: { group: {} } },
  manufacturer: {},
  unit: {},
  deliveryTime: {},
};

/**
 * The criteria of product reads: the associations, and `includes` (the fields the mappers read,
 * see PRODUCT_INCLUDES) so that Shopware answers only those. By ids and the wishlist: PRODUCT_CRITERIA.
 */
export const PRODUCT_CRITERIA = { associations: PRODUCT_ASSOCIATIONS, includes: PRODUCT_INCLUDES };
export const PRODUCT_DETAIL_CRITERIA = { associations: PRODUCT_ASSOCIATIONS, includes: PRODUCT_DETAIL_INCLUDES };
export const CROSS_SELLING_CRITERIA = { associations: PRODUCT_ASSOCIATIONS, includes: CROSS_SELLING_INCLUDES };
/** The variants of main products (POST /product filtered by parentId): their options with groups and images. */
export const VARIANT_CRITERIA = {
  associations: { options: { associations: { group: {}, media: {} } } },
  includes: VARIANT_INCLUDES,
};

/** Shopware's page cap, and the gateway's default page size (docs/behaviour/limits.md). */
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

/**
 * The listing filters the shop does not offer (manufacturer, rating, shipping-free): switched off,
 * so Shopware neither aggregates nor answers them.
 */
const UNUSED_LISTING_FILTERS = { 'manufacturer-filter': false, 'rating-filter': false, 'shipping-free-filter': false };

/** The body of POST /product-listing, /search and /search-suggest: Shopware's listing parameters. */
export function listingCriteria({ page, limit, sorting, filters }: ListingRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    p: page,
    limit,
    associations: PRODUCT_ASSOCIATIONS,
    includes: LISTING_INCLUDES,
    ...UNUSED_LISTING_FILTERS,
  };
  if (sorting) body.order = sorting;
  if (filters?.propertyOptionIds?.length) body.properties = filters.propertyOptionIds.join('|');
  if (filters?.minPrice !== undefined && filters.minPrice !== null) body['min-price'] = filters.minPrice;
  if (filters?.maxPrice !== undefined && filters.maxPrice !== null) body['max-price'] = filters.maxPrice;
  return body;
}
