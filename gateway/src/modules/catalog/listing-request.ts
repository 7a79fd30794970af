/** The filters a shopper may set on a listing or a search. */
export interface ListingFilters {
  propertyOptionIds?: string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/** A listing's page, size, sorting and filters, as its criteria (product-criteria.ts) and its mapper read them. */
export interface ListingRequest {
  page: number;
  limit: number;
  sorting?: string | null;
  filters?: ListingFilters | null;
}
