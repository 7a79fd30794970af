import type { Criteria } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';

/**
 * Leaves out the associations the criteria did not ask for (optional ones only), then applies
 * `includes` / `excludes` by apiAlias, recursively, as Shopware's StructEncoder does.
 */
export function shapeDocument(doc: object, criteria: Criteria, definition: EntityDefinition): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...doc };
  for (const association of definition.optionalAssociations) {
    if (!(association in criteria.associations)) delete shaped[association];
  }
  return criteria.includes || criteria.excludes ? (applyFieldMaps(shaped, criteria) as Record<string, unknown>) : shaped;
}

export function applyFieldMaps(value: unknown, criteria: Pick<Criteria, 'includes' | 'excludes'>): unknown {
  if (Array.isArray(value)) return value.map((item) => applyFieldMaps(item, criteria));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const alias = typeof object.apiAlias === 'string' ? object.apiAlias : undefined;
  const included = alias ? criteria.includes?.[alias] : undefined;
  const excluded = alias ? criteria.excludes?.[alias] : undefined;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(object)) {
    if (included && key !== 'apiAlias' && !included.includes(key)) continue;
    if (excluded?.includes(key)) continue;
    result[key] = applyFieldMaps(child, criteria);
  }
  return result;
}
