import type { GatewayContext } from '../context.js';
import { notFoundError } from './catalog-errors.js';
import { readSortedListing } from './listing-sorting.js';
import { mapListing } from './listing.mapper.js';
import type { ProductListing } from './listing.type.js';
import type { ListingRequest } from './listing-request.js';
import { listingCriteria } from './product-criteria.js';
import { primeProducts } from './product.service.js';
import { currencyOf } from './shop-currency.js';
import { resolveStorefrontPath } from './storefront-path.js';

export type CategoryListingRequest = ListingRequest &
  ({ categoryId: string; path?: null } | { categoryId?: null; path: string });

/** POST /product-listing/{categoryId}: one upstream call (plus the path lookup when asked by path). */
export async function loadCategoryListing(
  context: GatewayContext,
  request: CategoryListingRequest,
): Promise<ProductListing> {
  const categoryId = request.categoryId ?? (await categoryIdOfPath(context, request.path ?? ''));
  const raw = await readSortedListing(
    context,
    `/product-listing/${categoryId}`,
    listingCriteria(request),
    request.sorting,
    { seoUrls: true },
  );
  primeProducts(context, raw.elements);
  return mapListing(raw, request, currencyOf(context));
}

async function categoryIdOfPath(context: GatewayContext, path: string): Promise<string> {
  const target = await resolveStorefrontPath(context, path);
  if (target?.kind !== 'category') throw notFoundError(context.locale);
  return target.id;
}
