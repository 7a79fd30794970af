/**
 * The associations every product answer of the gateway needs: gallery, properties with their
 * groups (product type, facets), variant options, manufacturer, unit (reference price) and delivery
 * time. SEO urls come with the `sw-include-seo-urls` header (the client's `seoUrls` option), not
 * as an association: the association would load the urls of every sales channel and language.
 */
export const PRODUCT_ASSOCIATIONS = {
  media: {},
  properties: { associations: { group: {} } },
  options: { associations: { group: {} } },
  manufacturer: {},
  unit: {},
  deliveryTime: {},
};

/** Shopware's page cap, and the gateway's default page size (spec §9). */
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

/**
 * The sortings of the shop's listings (product_sorting keys): Shopware's defaults plus the shop's
 * `newest`; `score` (top results) is offered by the search only. Input is checked against these
 * before any upstream call; labels come from Shopware's answer.
 */
export const LISTING_SORTINGS = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller', 'newest'] as const;
export const SEARCH_SORTINGS = [...LISTING_SORTINGS, 'score'] as const;

export interface ListingFilters {
  propertyOptionIds?: string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

export interface ListingRequest {
  page: number;
  limit: number;
  sorting?: string | null;
  filters?: ListingFilters | null;
}

/** The body of POST /product-listing, /search and /search-suggest: Shopware's listing parameters. */
export function listingCriteria({ page, limit, sorting, filters }: ListingRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { p: page, limit, associations: PRODUCT_ASSOCIATIONS };
  if (sorting) body.order = sorting;
  if (filters?.propertyOptionIds?.length) body.properties = filters.propertyOptionIds.join('|');
  if (filters?.minPrice !== undefined && filters.minPrice !== null) body['min-price'] = filters.minPrice;
  if (filters?.maxPrice !== undefined && filters.maxPrice !== null) body['max-price'] = filters.maxPrice;
  return body;
}
