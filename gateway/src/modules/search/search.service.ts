import type { GatewayContext } from '../context.js';
import { emptyListing, mapListing } from '../catalog/listing.mapper.js';
import { readSortedListing } from '../catalog/listing-sorting.js';
import type { ProductListing } from '../catalog/listing.type.js';
import type { ListingRequest } from '../catalog/listing-request.js';
import { listingCriteria } from '../catalog/product-criteria.js';
import { primeProducts } from '../catalog/product.service.js';
import { currencyOf } from '../catalog/shop-currency.js';

export interface SearchRequest extends ListingRequest {
  term: string;
}

/**
 * POST /search (the search page, with filters and sortings) or POST /search-suggest (the quick
 * search: products only, no aggregations). A blank term answers an empty result without asking
 * Shopware, as the storefront only searches for a non-empty term (docs/behaviour/limits.md).
 */
export async function searchProducts(
  context: GatewayContext,
  request: SearchRequest,
  route: '/search' | '/search-suggest',
): Promise<ProductListing> {
  const term = request.term.trim();
  if (term === '') return emptyListing(request);
  const raw = await readSortedListing(context, route, { search: term, ...listingCriteria(request) }, request.sorting, {
    seoUrls: true,
  });
  primeProducts(context, raw.elements);
  return mapListing(raw, request, currencyOf(context));
}
