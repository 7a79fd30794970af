import type { Sorting } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';
import { firstValueAt, normaliseField } from './field-path.js';

const collator = new Intl.Collator('de', { sensitivity: 'base' });
const naturalCollator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function compareValues(a: unknown, b: unknown, natural: boolean): number {
  if (a === b) return 0;
  // MySQL sorts NULL first in ascending order.
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return (natural ? naturalCollator : collator).compare(String(a), String(b));
}

/**
 * Sorts documents by the sortings in order; `_score` reads the score map. Ties keep their
 * order, and the id breaks remaining ties so that pages never overlap.
 */
export function sortDocuments<T extends { id: string }>(
  docs: T[],
  sorts: Sorting[],
  definition: EntityDefinition,
  scores?: Map<string, number>,
): T[] {
  if (sorts.length === 0) return docs;
  const keys = sorts.map((sort) => ({ ...sort, path: normaliseField(sort.field, definition) }));
  return [...docs].sort((a, b) => {
    for (const key of keys) {
      const valueA = key.path === '_score' ? (scores?.get(a.id) ?? 0) : firstValueAt(a, key.path);
      const valueB = key.path === '_score' ? (scores?.get(b.id) ?? 0) : firstValueAt(b, key.path);
      const result = compareValues(valueA, valueB, key.naturalSorting);
      if (result !== 0) return key.order === 'DESC' ? -result : result;
    }
    return a.id.localeCompare(b.id);
  });
}
