import type { EntityDefinition } from './entity-definitions.js';

/** Strips the entity prefix (`product.name` → `name`) and applies the entity's aliases. */
export function normaliseField(field: string, definition: EntityDefinition): string {
  const bare = field.startsWith(`${definition.name}.`) ? field.slice(definition.name.length + 1) : field;
  return definition.aliases[bare] ?? bare;
}

/** Whether a field names something the entity has (its first segment exists on the document). */
export function isKnownField(field: string, definition: EntityDefinition, sample: object | undefined): boolean {
  const path = normaliseField(field, definition);
  if (path === '_score' || path === 'id') return true;
  if (!sample) return true;
  const head = path.split('.')[0]!;
  return head in sample || definition.optionalAssociations.includes(head);
}

/**
 * All values at a dot path; arrays on the way are flattened, so `properties.id` yields every
 * property's id (a to-many filter matches when any value matches, as in the DAL).
 */
export function valuesAt(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const segment of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || value === undefined) continue;
      const child = (value as Record<string, unknown>)[segment];
      if (Array.isArray(child)) next.push(...child);
      else next.push(child);
    }
    current = next;
  }
  return current.length ? current : [null];
}

export function firstValueAt(doc: unknown, path: string): unknown {
  return valuesAt(doc, path)[0] ?? null;
}
