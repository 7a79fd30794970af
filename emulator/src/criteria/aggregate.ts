import { round } from '../catalogue/price.js';
import type { Aggregation } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';
import { matchesAll } from './evaluate-filter.js';
import { normaliseField, valuesAt } from './field-path.js';

/** Finds entities by id for an `entity` aggregation, by entity name (e.g. product_manufacturer). */
export type EntityLookup = (entity: string, ids: string[]) => unknown[];

const numbersAt = (docs: unknown[], path: string): number[] =>
  docs.flatMap((doc) => valuesAt(doc, path)).filter((value): value is number => typeof value === 'number');

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

function runAggregation(docs: unknown[], aggregation: Aggregation, definition: EntityDefinition, lookup: EntityLookup): unknown {
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
      const min = numbers.length ? Math.min(...numbers) : null;
      const max = numbers.length ? Math.max(...numbers) : null;
      const sum = numbers.reduce((total, value) => total + value, 0);
      const avg = numbers.length ? round(sum / numbers.length, 4) : null;
      if (aggregation.type === 'min') return { min, apiAlias };
      if (aggregation.type === 'max') return { max, apiAlias };
      if (aggregation.type === 'avg') return { avg, apiAlias };
      if (aggregation.type === 'sum') return { sum: round(sum, 4), apiAlias };
      return { min, max, avg, sum: round(sum, 4), apiAlias };
    }
  }
}
