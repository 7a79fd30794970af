import { money } from '../../domain/money.js';
import { mergeIncludes } from '../../shopware/includes.js';
import type { RawProductListing, RawPropertyGroup } from '../../shopware/store-api-types.js';
import type { ListingRequest } from './listing-request.js';
import type { FilterGroup, ListingFilterOptions, ProductListing } from './listing.type.js';
import { OPTION_LOOK_INCLUDES, PRODUCT_INCLUDES, mapProduct, optionLookOf } from './product.mapper.js';
import { shopText as text } from '../../domain/shop-text.js';

type Aggregations = Record<string, unknown>;
/**
 * An aggregation's number: Shopware answers stats from MySQL as decimal strings ("39.9000"),
 * the emulator as numbers; null for anything else.
 */
export function aggregateNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return Number(value);
}
const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && value > 0 ? value : null;

/**
 * What mapListing reads of a ProductListingResult: its products, paging, sortings, current filters
 * and two aggregations, the property groups with their options (facets, with colours and images)
 * and the price range.
 */
export const LISTING_INCLUDES = mergeIncludes(PRODUCT_INCLUDES, OPTION_LOOK_INCLUDES, {
  product_listing: [
    'elements',
    'total',
    'page',
    'limit',
    'sorting',
    'availableSortings',
    'currentFilters',
    'aggregations',
  ],
  product_sorting: ['key', 'label', 'translated', 'priority'],
  properties_aggregation: ['entities'],
  price_aggregation: ['min', 'max'],
  property_group: ['id', 'name', 'translated', 'displayType', 'filterable', 'options'],
  property_group_option: ['id', 'name', 'translated'],
});

/** A ProductListingResult (product-listing, search, search-suggest) as the gateway gives it. */
export function mapListing(raw: RawProductListing, request: ListingRequest, currency: string): ProductListing {
  const total = raw.total ?? raw.elements.length;
  const limit = raw.limit ?? request.limit;
  const current = raw.currentFilters ?? {};
  return {
    products: raw.elements.map((product) => mapProduct(product, currency)),
    total,
    page: raw.page ?? request.page,
    limit,
    pageCount: limit > 0 ? Math.ceil(total / limit) : 0,
    sorting: raw.sorting ?? null,
    sortings: [...(raw.availableSortings ?? [])]
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
      .map((sorting) => ({
        key: sorting.key,
        label: text(sorting.translated?.label) ?? text(sorting.label) ?? sorting.key,
      })),
    currentFilters: {
      propertyOptionIds: current.properties ?? [],
      minPrice: positive(current.price?.min),
      maxPrice: positive(current.price?.max),
      searchTerm: text(current.search),
    },
    filterOptions: filterOptionsOf(raw.aggregations, currency),
  };
}

/** An answer with no products and no upstream call (an empty search term). */
export function emptyListing(request: ListingRequest): ProductListing {
  return {
    products: [],
    total: 0,
    page: request.page,
    limit: request.limit,
    pageCount: 0,
    sorting: null,
    sortings: [],
    currentFilters: { propertyOptionIds: [], minPrice: null, maxPrice: null, searchTerm: null },
    filterOptions: { propertyGroups: [], price: null },
  };
}

/** Facets from the `properties` entity aggregation and the price range from the `price` stats. */
function filterOptionsOf(aggregations: RawProductListing['aggregations'], currency: string): ListingFilterOptions {
  // PHP encodes an empty aggregation map as [].
  const byName: Aggregations = aggregations && !Array.isArray(aggregations) ? aggregations : {};
  const properties = byName.properties as { entities?: RawPropertyGroup[] } | undefined;
  const price = byName.price as { min?: unknown; max?: unknown } | undefined;
  const min = aggregateNumber(price?.min);
  const max = aggregateNumber(price?.max);
  return {
    propertyGroups: (properties?.entities ?? []).filter((group) => group.filterable !== false).map(filterGroupOf),
    price: min !== null && max !== null ? { min: money(min, currency), max: money(max, currency) } : null,
  };
}

function filterGroupOf(group: RawPropertyGroup): FilterGroup {
  return {
    id: group.id,
    name: text(group.translated?.name) ?? group.name,
    displayType: group.displayType ?? null,
    options: (group.options ?? []).map(optionLookOf),
  };
}
