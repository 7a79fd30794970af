import { round } from '../catalogue/price.js';
import type { Aggregation } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';
import { matchesAll } from './evaluate-filter.js';
import { normaliseField, valuesAt } from './field-path.js';

/** Finds entities by id for an `entity` aggregation, by entity name (e.g. product_manufacturer). */
export type EntityLookup = (entity: string, ids: string[]) => unknown[];

const numbersAt = (docs: unknown[], path: string): number[] =>
  docs
    .flatMap((doc) => valuesAt(doc, path))
    .map((value) => (typeof value === 'boolean' ? Number(value) : value))
    .filter((value): value is number => typeof value === 'number');

/** Fields whose SQL accessor is a price: ROUND(ROUND(CAST(… AS DECIMAL(30,20)), 2) * 100, 0) / 100, a DECIMAL with 4 places. */
const PRICE_PATHS = new Set(['calculatedPrice.unitPrice', 'calculatedCheapestPrice.unitPrice']);

/**
 * MIN()/MAX() as Shopware answers them: EntityAggregator passes the database's value through
 * unconverted, and PDO gives MySQL numbers as strings ("39.9000" for a price, "1" for a
 * boolean's max); AVG/SUM are cast to float, COUNT to int (EntityAggregator::hydrateResult).
 */
function sqlValue(value: number | null, path: string): string | null {
  if (value === null) return null;
  return PRICE_PATHS.has(path) ? value.toFixed(4) : String(value);
}

/** Runs aggregations over documents, answering in Shopware's result shapes keyed by name. */
export function aggregate(
  docs: unknown[],
  aggregations: Aggregation[],
  definition: EntityDefinition,
  lookup: EntityLookup,
): Record<string, unknown> {
  const results: Record<string, unknown> = {};
  for (const aggregation of aggregations) {
    results[aggregation.name] = runAggregation(docs, aggregation, definition, lookup);
  }
  return results;
}

function runAggregation(
  docs: unknown[],
  aggregation: Aggregation,
  definition: EntityDefinition,
  lookup: EntityLookup,
): unknown {
  const apiAlias = `${aggregation.name}_aggregation`;
  if (aggregation.type === 'filter') {
    const filtered = docs.filter((doc) => matchesAll(doc, aggregation.filter, definition));
    return { ...(runAggregation(filtered, aggregation.aggregation, definition, lookup) as object), apiAlias };
  }
  const path = normaliseField(aggregation.field, definition);
  switch (aggregation.type) {
    case 'terms': {
      const counts = new Map<string, number>();
      for (const doc of docs) {
        for (const value of new Set(valuesAt(doc, path))) {
          if (value === null || value === undefined) continue;
          counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        }
      }
      let buckets = [...counts].map(([key, count]) => ({ key, count, apiAlias: 'aggregation_bucket' }));
      if (aggregation.sort) {
        const descending = aggregation.sort.order === 'DESC';
        const byCount = aggregation.sort.field.endsWith('_count');
        buckets.sort((a, b) => (byCount ? a.count - b.count : a.key.localeCompare(b.key)) * (descending ? -1 : 1));
      }
      if (aggregation.limit) buckets = buckets.slice(0, aggregation.limit);
      return { buckets, apiAlias };
    }
    case 'entity': {
      const ids = new Set<string>();
      for (const doc of docs) for (const value of valuesAt(doc, path)) if (typeof value === 'string') ids.add(value);
      return { entities: lookup(aggregation.definition, [...ids]), apiAlias };
    }
    case 'count':
      return { count: docs.filter((doc) => valuesAt(doc, path).some((value) => value !== null)).length, apiAlias };
    default: {
      const numbers = numbersAt(docs, path);
      const min = sqlValue(numbers.length ? Math.min(...numbers) : null, path);
      const max = sqlValue(numbers.length ? Math.max(...numbers) : null, path);
      const total = numbers.reduce((sum, value) => sum + value, 0);
      // SQL's AVG() and SUM() of no rows are NULL; AvgResult/SumResult cast that to 0.0.
      const avg = numbers.length ? round(total / numbers.length, 4) : null;
      const sum = numbers.length ? round(total, 4) : null;
      if (aggregation.type === 'min') return { min, apiAlias };
      if (aggregation.type === 'max') return { max, apiAlias };
      if (aggregation.type === 'avg') return { avg: avg ?? 0, apiAlias };
      if (aggregation.type === 'sum') return { sum: sum ?? 0, apiAlias };
      // StatsAggregation($name, $field, $max, $min, $sum, $avg): a value it does not fetch is null.
      const fetch =
        aggregation.type === 'stats' && aggregation.fetch
          ? aggregation.fetch
          : { min: true, max: true, avg: true, sum: true };
      return {
        min: fetch.min ? min : null,
        max: fetch.max ? max : null,
        avg: fetch.avg ? avg : null,
        sum: fetch.sum ? sum : null,
        apiAlias,
      };
    }
  }
}
