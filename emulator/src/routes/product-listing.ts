import type { FastifyRequest } from 'fastify';
import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { ProductDoc } from '../catalogue/views/product-view.js';
import type { EntityLookup } from '../criteria/aggregate.js';
import type { Sorting } from '../criteria/criteria.js';
import { searchDocuments } from '../criteria/search-documents.js';
import { errors } from '../http/shopware-error.js';
import type { StoreRequest } from '../http/store-request.js';
import { listingAggregations, listingFilters, propertyGroupsOf } from './listing-filters.js';
import { criteriaOf, definitionOf, payloadOf } from './route-helpers.js';
import { productsForAnswer } from './product-answer.js';

export interface ListingSource {
  products: ProductDoc[];
  navigationId: string;
  /** The search term for /search and /search-suggest. */
  search?: string;
  withAggregations: boolean;
}

/**
 * SortingListingProcessor (6.6+): without `order` the default (search: top results); a key the
 * listing does not offer falls back to the shop's default sorting; an `order` that is no string is
 * 404 PRODUCT_SORTING_NOT_FOUND.
 */
function sortingOf(view: CatalogueView, key: unknown, isSearch: boolean) {
  const offered = view.sortings.filter((sorting) => isSearch || !sorting.searchOnly);
  const byKey = (wanted: string) => offered.find((sorting) => sorting.key === wanted);
  const listingDefault = view.salesChannel.defaultSorting;
  if (key === undefined || key === null || key === '' || key === false || key === 0) {
    return { offered, chosen: byKey(isSearch ? 'score' : listingDefault)! };
  }
  if (typeof key !== 'string') throw errors.sortingNotFound('');
  return { offered, chosen: byKey(key) ?? byKey(listingDefault)! };
}

/** A ProductListingResult as ProductListingRoute / ProductSearchRoute answer it. */
export function productListing(request: FastifyRequest, source: ListingSource) {
  const { store } = request;
  const { view } = store;
  const payload = payloadOf(request);
  const criteria = criteriaOf(request, 'product', source.products[0]);
  if (payload.p !== undefined) criteria.page = Number(payload.p) >= 1 ? Math.trunc(Number(payload.p)) : 1;
  if (source.search !== undefined) criteria.term = source.search;
  const isSearch = source.search !== undefined;
  const { offered, chosen } = sortingOf(view, payload.order, isSearch);
  const sorts: Sorting[] = chosen.fields.map((field) => ({
    field: field.field,
    order: field.order === 'desc' ? 'DESC' : 'ASC',
    naturalSorting: false,
  }));

  const filters = listingFilters(payload, view);
  const noAggregations = !source.withAggregations || payload['no-aggregations'] !== undefined;
  const reduce = payload['reduce-aggregations'] !== undefined && payload['reduce-aggregations'] !== null;
  criteria.postFilters.push(...filters.flatMap((filter) => (filter.filter ? [filter.filter] : [])));
  criteria.aggregations.push(...(noAggregations ? [] : listingAggregations(filters, reduce)));
  const onlyAggregations = payload['only-aggregations'] !== undefined && payload['only-aggregations'] !== null;

  const result = searchDocuments(source.products, criteria, definitionOf('product'), {
    defaultLimit: view.salesChannel.productsPerPage,
    sorts: criteria.sorts.length ? [] : sorts,
    exactTotal: true,
    lookup: productEntityLookup(view),
  });
  const aggregations = { ...result.aggregations };
  const properties = aggregations.properties as { buckets?: { key: string }[] } | undefined;
  if (properties?.buckets) {
    aggregations.properties = {
      entities: propertyGroupsOf(
        view,
        properties.buckets.map((bucket) => bucket.key),
      ),
      apiAlias: 'properties_aggregation',
    };
  }
  const currentFilters: Record<string, unknown> = Object.fromEntries(
    filters.map((filter) => [filter.name, filter.values]),
  );
  return {
    sorting: chosen.key,
    currentFilters: {
      navigationId: source.navigationId,
      manufacturer: [],
      price: { min: 0, max: 0 },
      rating: null,
      'shipping-free': false,
      properties: [],
      ...currentFilters,
      ...(isSearch ? { search: source.search } : {}),
    },
    page: result.page,
    limit: result.limit,
    entity: 'product',
    total: result.total,
    aggregations,
    elements: onlyAggregations ? [] : productsForAnswer(result.elements, store),
    availableSortings: offered.map((sorting) => ({
      key: sorting.key,
      priority: sorting.priority,
      label: sorting.label,
      translated: { label: sorting.label },
      apiAlias: 'product_sorting',
    })),
    apiAlias: 'product_listing',
  };
}

/** The products a listing of a category shows: main products (no variants) in or below it. */
export function categoryListingSource(view: CatalogueView, categoryId: string): ProductDoc[] {
  const category = view.categories.get(categoryId);
  if (!category) throw errors.categoryNotFound(categoryId);
  return [...view.products.values()].filter(
    (product) => product.parentId === null && product.categoryTree.includes(categoryId),
  );
}

/** Finds what an `entity` aggregation over products names: manufacturers and property options. */
export function productEntityLookup(view: CatalogueView): EntityLookup {
  return (entity, ids) => {
    if (entity === 'product_manufacturer') {
      const manufacturers = new Map(
        [...view.products.values()].map((product) => [product.manufacturerId, product.manufacturer]),
      );
      return ids.map((id) => manufacturers.get(id)).filter(Boolean);
    }
    if (entity === 'property_group_option') return ids.map((id) => view.propertyOptions.get(id)).filter(Boolean);
    return [];
  };
}

export const mainProducts = (store: StoreRequest): ProductDoc[] =>
  [...store.view.products.values()].filter((product) => product.parentId === null);
