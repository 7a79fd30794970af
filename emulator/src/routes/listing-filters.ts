import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { Aggregation, Filter } from '../criteria/criteria.js';

/** One of Shopware's listing filters (ProductListingFeaturesSubscriber's handlers). */
interface ListingFilter {
  name: string;
  /** The post-filter when the shopper filtered by it. */
  filter: Filter | null;
  aggregations: Aggregation[];
  values: unknown;
}

const idList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value === 'string') return value.split('|').filter(Boolean);
  return [];
};
const enabled = (payload: Record<string, unknown>, flag: string): boolean =>
  !(payload[flag] === false || payload[flag] === 'false' || payload[flag] === '0' || payload[flag] === 0);
const numberOrNull = (value: unknown): number | null =>
  value === undefined || value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/** Builds the listing filters from a request payload (manufacturer, price, rating, shipping-free, properties). */
export function listingFilters(payload: Record<string, unknown>, view: CatalogueView): ListingFilter[] {
  const filters: ListingFilter[] = [];
  if (enabled(payload, 'manufacturer-filter')) {
    const ids = idList(payload.manufacturer);
    filters.push({
      name: 'manufacturer',
      filter: ids.length ? { type: 'equalsAny', field: 'product.manufacturerId', value: ids } : null,
      aggregations: [
        { type: 'entity', name: 'manufacturer', field: 'product.manufacturerId', definition: 'product_manufacturer' },
      ],
      values: ids,
    });
  }
  if (enabled(payload, 'price-filter')) {
    const min = numberOrNull(payload['min-price']);
    const max = numberOrNull(payload['max-price']);
    const range: Record<string, number> = {};
    if (min !== null) range.gte = min;
    if (max !== null) range.lte = max;
    filters.push({
      name: 'price',
      filter:
        min !== null || max !== null ? { type: 'range', field: 'product.cheapestPrice', parameters: range } : null,
      // PriceListingFilterHandler: new StatsAggregation('price', 'product.cheapestPrice', true, true, false, false).
      aggregations: [
        {
          type: 'stats',
          name: 'price',
          field: 'product.cheapestPrice',
          fetch: { max: true, min: true, sum: false, avg: false },
        },
      ],
      values: { min: min ?? 0, max: max ?? 0 },
    });
  }
  if (enabled(payload, 'rating-filter')) {
    const rating = numberOrNull(payload.rating);
    filters.push({
      name: 'rating',
      filter: rating !== null ? { type: 'range', field: 'product.ratingAverage', parameters: { gte: rating } } : null,
      aggregations: [{ type: 'max', name: 'rating', field: 'product.ratingAverage' }],
      values: rating === null ? null : Math.trunc(rating),
    });
  }
  if (enabled(payload, 'shipping-free-filter')) {
    const shippingFree =
      payload['shipping-free'] === true || payload['shipping-free'] === 'true' || payload['shipping-free'] === '1';
    filters.push({
      name: 'shipping-free',
      filter: shippingFree ? { type: 'equals', field: 'product.shippingFree', value: true } : null,
      aggregations: [
        {
          type: 'filter',
          name: 'shipping-free',
          filter: [{ type: 'equals', field: 'product.shippingFree', value: true }],
          aggregation: { type: 'max', name: 'shipping-free', field: 'product.shippingFree' },
        },
      ],
      values: shippingFree,
    });
  }
  const whitelist = idList(payload['property-whitelist']);
  if (enabled(payload, 'property-filter') || whitelist.length) {
    const ids = idList(payload.properties).filter((id) => view.propertyOptions.has(id));
    const byGroup = new Map<string, string[]>();
    for (const id of ids) {
      const groupId = view.propertyOptions.get(id)!.groupId;
      byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), id]);
    }
    const terms: Aggregation = { type: 'terms', name: 'properties', field: 'product.properties.id' };
    filters.push({
      name: 'properties',
      // Options of one group are alternatives (or); different groups must all match (and).
      filter: byGroup.size
        ? {
            type: 'multi',
            operator: 'and',
            queries: [...byGroup.values()].map((group) => ({
              type: 'equalsAny',
              field: 'product.propertyIds',
              value: group,
            })),
          }
        : null,
      aggregations: [
        whitelist.length
          ? {
              type: 'filter',
              name: 'properties',
              filter: [{ type: 'equalsAny', field: 'product.properties.groupId', value: whitelist }],
              aggregation: terms,
            }
          : terms,
      ],
      values: ids,
    });
  }
  return filters;
}

/**
 * The aggregations to run: by default on the set before post-filters; with `reduce-aggregations`
 * each one also applies the other active filters (AggregationListingProcessor::getAggregations).
 */
export function listingAggregations(filters: ListingFilter[], reduce: boolean): Aggregation[] {
  return filters.flatMap((listingFilter) => {
    const others = filters.filter((other) => other !== listingFilter && other.filter).map((other) => other.filter!);
    return listingFilter.aggregations.map((aggregation) =>
      reduce && others.length
        ? { type: 'filter' as const, name: aggregation.name, filter: others, aggregation }
        : aggregation,
    );
  });
}

/** Turns the properties terms into property groups with their options (PropertyListingFilterHandler::process). */
export function propertyGroupsOf(view: CatalogueView, optionIds: string[], onlyFilterable = true) {
  const groups = new Map<string, { group: (typeof view.propertyGroups)[number]; options: unknown[] }>();
  for (const id of optionIds) {
    const option = view.propertyOptions.get(id);
    if (!option || (onlyFilterable && !option.group.filterable)) continue;
    const entry = groups.get(option.groupId) ?? { group: option.group, options: [] };
    entry.options.push(option);
    groups.set(option.groupId, entry);
  }
  return [...groups.values()]
    .sort((a, b) => a.group.position - b.group.position)
    .map(({ group, options }) => ({
      ...group,
      options: (options as { position: number; name: string }[]).sort((a, b) =>
        group.sortingType === 'position'
          ? a.position - b.position
          : a.name.localeCompare(b.name, 'de', { numeric: true }),
      ),
    }));
}
