import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Products per 'load more' step. */
export const LISTING_PAGE_SIZE = 10;
/** The gateway's largest page: the first request asks for up to this many of the loaded products at once. */
export const MAX_LIMIT = 100;
/** The most 'load more' steps a URL may ask for: 1000 products, the first request and nine further pages. */
export const MAX_PAGES = 100;

export interface ListingParams {
  order: string | null;
  properties: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Pages loaded ('load more' steps + 1). */
  pages: number;
}

const number = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

/** ?order=&properties=a|b&min-price=&max-price=&p= (shareable, survives a reload). */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const pages = Math.trunc(Number(search.get('p') ?? '1'));
  return {
    order: search.get('order') || null,
    properties: (search.get('properties') ?? '').split('|').filter(Boolean),
    minPrice: number(search.get('min-price')),
    maxPrice: number(search.get('max-price')),
    pages: Number.isFinite(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1,
  };
}

/** Writes the listing's state into `search` (other parameters such as the search term stay). */
export function writeListingParams(search: URLSearchParams, params: ListingParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) =>
    value === null || value === '' ? next.delete(key) : next.set(key, value);
  set('order', params.order);
  set('properties', params.properties.join('|'));
  set('min-price', params.minPrice === null ? null : String(params.minPrice));
  set('max-price', params.maxPrice === null ? null : String(params.maxPrice));
  set('p', params.pages > 1 ? String(params.pages) : null);
  return next;
}

/** How many products the state shows: 10 per loaded step. */
export const loadedCount = (params: ListingParams): number => params.pages * LISTING_PAGE_SIZE;

/**
 * The variables of productListing/search for the state's first request: page 1 with every loaded
 * product up to the gateway's limit (so a reload, also server-rendered, shows the same cards).
 */
export function listingVariables(params: ListingParams) {
  const filters = {
    propertyOptionIds: params.properties.length > 0 ? params.properties : null,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
  };
  return { sorting: params.order, filters, limit: Math.min(loadedCount(params), MAX_LIMIT), page: 1 };
}

/** The pages of MAX_LIMIT products past the first request that the loaded products reach into (none up to 100). */
export function furtherPages(params: ListingParams): number[] {
  const pageCount = Math.ceil(loadedCount(params) / MAX_LIMIT);
  return Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => index + 2);
}

/** Whether 'load more' can show more: products are left and the URL may ask for another step. */
export const canLoadMore = (params: ListingParams, shown: number, total: number): boolean =>
  shown < total && params.pages < MAX_PAGES;

/** The listing's state in the URL; changing filters or sorting starts again at the first page. */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListingParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListingParams>) => {
      setSearch(
        (current) => {
          const before = parseListingParams(current);
          const pages = change.pages ?? 1;
          return writeListingParams(current, { ...before, ...change, pages });
        },
        { replace: change.pages !== undefined, preventScrollReset: true },
      );
    },
    [setSearch],
  );
  return { params, update };
}
