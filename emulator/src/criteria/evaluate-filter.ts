import type { Filter } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';
import { normaliseField, valuesAt } from './field-path.js';

const lower = (value: unknown): string => String(value ?? '').toLocaleLowerCase('de');

/** Compares numbers as numbers and everything else (dates included) as strings. */
function compare(a: unknown, b: unknown): number {
  const numberA = typeof a === 'number' ? a : Number.NaN;
  const numberB = Number(b);
  if (!Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB;
  return String(a).localeCompare(String(b));
}

function equalsValue(actual: unknown, expected: unknown): boolean {
  if (expected === null) return actual === null || actual === undefined;
  if (typeof actual === 'boolean')
    return actual === (expected === true || expected === 'true' || expected === 1 || expected === '1');
  if (typeof actual === 'number') return actual === Number(expected);
  if (typeof actual === 'string' && typeof expected === 'string')
    return actual.toLowerCase() === expected.toLowerCase();
  return actual === expected;
}

/** Whether a document matches a filter, with the DAL's semantics for to-many paths (any value). */
export function matchesFilter(doc: unknown, filter: Filter, definition: EntityDefinition): boolean {
  if ('queries' in filter) {
    const results = filter.queries.map((query) => matchesFilter(doc, query, definition));
    const combined =
      filter.operator === 'or' || filter.operator === 'nor'
        ? results.some(Boolean)
        : filter.operator === 'xor'
          ? results.filter(Boolean).length === 1
          : results.every(Boolean);
    const negated = filter.type === 'not' || filter.operator === 'nand' || filter.operator === 'nor';
    return negated ? !combined : combined;
  }
  const values = valuesAt(doc, normaliseField(filter.field, definition));
  switch (filter.type) {
    case 'equals':
      return values.some((value) => equalsValue(value, filter.value));
    case 'equalsAny':
      return values.some((value) => filter.value.some((expected) => equalsValue(value, expected)));
    case 'equalsAll':
      return filter.value.every((expected) => values.some((value) => equalsValue(value, expected)));
    case 'contains':
      return values.some((value) => value !== null && lower(value).includes(lower(filter.value)));
    case 'prefix':
      return values.some((value) => value !== null && lower(value).startsWith(lower(filter.value)));
    case 'suffix':
      return values.some((value) => value !== null && lower(value).endsWith(lower(filter.value)));
    case 'range': {
      const { gte, gt, lte, lt } = filter.parameters;
      return values.some(
        (value) =>
          value !== null &&
          value !== undefined &&
          (gte === undefined || compare(value, gte) >= 0) &&
          (gt === undefined || compare(value, gt) > 0) &&
          (lte === undefined || compare(value, lte) <= 0) &&
          (lt === undefined || compare(value, lt) < 0),
      );
    }
  }
}

export const matchesAll = (doc: unknown, filters: Filter[], definition: EntityDefinition): boolean =>
  filters.every((filter) => matchesFilter(doc, filter, definition));
