export { ProductListing } from './product-listing';
export { ListingFilters } from './listing-filters';
export {
  LISTING_PAGE_SIZE,
  listingVariables,
  parseListingParams,
  useListingParams,
  writeListingParams,
  type ListingParams,
} from './listing-params';
export { useListingQuery } from './use-listing-query';
