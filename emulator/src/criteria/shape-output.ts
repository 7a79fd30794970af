import type { Criteria } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';

/** The request's `includes` / `excludes`: field lists by apiAlias (Shopware's ResponseFields). */
export interface ResponseFields {
  includes?: Record<string, string[]>;
  excludes?: Record<string, string[]>;
}

/** Leaves out the associations the criteria did not ask for (optional ones only). */
export function shapeDocument(doc: object, criteria: Criteria, definition: EntityDefinition): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...doc };
  for (const association of definition.optionalAssociations) {
    if (!(association in criteria.associations)) delete shaped[association];
  }
  return shaped;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A Shopware Struct in the JSON: an object that names its apiAlias. */
const isStruct = (value: unknown): value is Json & { apiAlias: string } =>
  isObject(value) && typeof value.apiAlias === 'string';
/** StructEncoder::isStructArray: a list or map whose first value is a struct (collections, aggregations, buckets). */
function isStructArray(value: unknown): boolean {
  if (Array.isArray(value)) return isStruct(value[0]);
  if (!isObject(value) || isStruct(value)) return false;
  for (const key in value) return isStruct(value[key]);
  return false;
}

/**
 * Applies `includes` / `excludes` to a whole answer as Shopware's StructEncoder does
 * (StoreApiResponseListener encodes every Store API answer with the request's ResponseFields):
 *
 * - each struct's fields are checked against the lists of its own apiAlias, at any depth; a field
 *   named with a nested path (`customFields.some_field`, `metaData.width`) is kept and its plain
 *   value (not a struct) is filtered by those paths;
 * - `translated` is always filtered by the struct's list itself: with `product: ['name', 'translated']`
 *   it keeps only `translated.name`;
 * - `extensions` is not a field: each extension is checked by its name and encoded in turn, and an
 *   emptied `extensions` is left out; `apiAlias` always stays;
 * - collections, search results, aggregations (keyed by name) and their buckets are encoded item by item.
 *
 * Applying the same fields again changes nothing.
 */
export function applyFieldMaps(value: unknown, fields: ResponseFields): unknown {
  const compiled = compile(fields);
  if (isStruct(value)) return encodeStruct(value, compiled);
  if (isStructArray(value)) return encodeStructArray(value as Json | unknown[], compiled);
  return value;
}

/** The field lists as sets, with every proper prefix of a nested path (`a.b.c` → `a`, `a.b`). */
interface Fields {
  includes: Map<string, Set<string>>;
  excludes: Map<string, Set<string>>;
  nestedIncludes: Map<string, Set<string>>;
  nestedExcludes: Map<string, Set<string>>;
}

/** Compiled fields by their JSON: clients send the same few lists again and again. */
const compiledFields = new Map<string, Fields>();
const MAX_COMPILED = 64;

function prefixesOf(path: string): string[] {
  const parts = path.split('.');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('.'));
}

function compile(fields: ResponseFields): Fields {
  const key = JSON.stringify(fields);
  let compiled = compiledFields.get(key);
  if (compiled) return compiled;
  const sets = (lists: Record<string, string[]> = {}) =>
    new Map(Object.entries(lists).map(([alias, list]) => [alias, new Set(list)]));
  const prefixes = (lists: Record<string, string[]> = {}) =>
    new Map(Object.entries(lists).map(([alias, list]) => [alias, new Set(list.flatMap(prefixesOf))]));
  compiled = {
    includes: sets(fields.includes),
    excludes: sets(fields.excludes),
    nestedIncludes: prefixes(fields.includes),
    nestedExcludes: prefixes(fields.excludes),
  };
  if (compiledFields.size >= MAX_COMPILED) compiledFields.clear();
  compiledFields.set(key, compiled);
  return compiled;
}

/** ResponseFields::isAllowed: an excluded field never, else an included one if the alias has includes, else any. */
function isAllowed(fields: Fields, alias: string, property: string): boolean {
  if (fields.excludes.get(alias)?.has(property)) return false;
  const included = fields.includes.get(alias);
  return included ? included.has(property) : true;
}

/** ResponseFields::hasNested: the alias includes a path below `prefix` (and excludes none). */
function hasNested(fields: Fields, alias: string, prefix: string): boolean {
  if (fields.nestedExcludes.get(alias)?.has(prefix)) return false;
  return fields.nestedIncludes.get(alias)?.has(prefix) ?? false;
}

function encodeStructArray(value: Json | unknown[], fields: Fields): Json | unknown[] {
  const encode = (item: unknown) => (isStruct(item) ? encodeStruct(item, fields) : item);
  if (Array.isArray(value)) return value.map(encode);
  const encoded: Json = {};
  for (const key in value) encoded[key] = encode(value[key]);
  return encoded;
}

function encodeStruct(struct: Json & { apiAlias: string }, fields: Fields, scope: string = struct.apiAlias): Json {
  const data: Json = {};
  for (const property in struct) {
    const value = struct[property];
    if (property === 'apiAlias') {
      data[property] = value;
      continue;
    }
    if (property === 'extensions') {
      const extensions = isObject(value) ? encodeExtensions(struct, value, fields) : {};
      if (Object.keys(extensions).length > 0) data[property] = extensions;
      continue;
    }
    if (!isAllowed(fields, scope, property) && !hasNested(fields, scope, property)) continue;
    if (typeof value !== 'object' || value === null) data[property] = value;
    else if (isStruct(value)) data[property] = encodeStruct(value, fields);
    else if (isStructArray(value)) data[property] = encodeStructArray(value as Json | unknown[], fields);
    else data[property] = encodeNestedArray(struct.apiAlias, property, value as Json | unknown[], fields);
  }
  return data;
}

/**
 * StructEncoder::encodeNestedArray: a plain value (JSON field, `translated`, a list of ids) is
 * filtered only by nested paths of its struct's alias, and `translated` by the alias' own fields.
 */
function encodeNestedArray(alias: string, prefix: string, data: Json | unknown[], fields: Fields): Json | unknown[] {
  if (prefix !== 'translated' && !hasNested(fields, alias, prefix)) return data;
  const kept: [string, unknown][] = [];
  for (const [property, value] of Object.entries(data)) {
    const accessor = prefix === 'translated' ? property : `${prefix}.${property}`;
    if (!isAllowed(fields, alias, accessor) && !hasNested(fields, alias, accessor)) continue;
    kept.push([
      property,
      typeof value === 'object' && value !== null
        ? encodeNestedArray(alias, accessor, value as Json | unknown[], fields)
        : value,
    ]);
  }
  // PHP keeps a list a list only while its keys stay 0…n-1; otherwise json_encode writes an object.
  const isList = Array.isArray(data) && kept.every(([key], index) => key === String(index));
  return isList ? kept.map(([, value]) => value) : Object.fromEntries(kept);
}

/** StructEncoder::encodeExtensions: each extension by its name; `search` and `foreignKeys` as Shopware treats them. */
function encodeExtensions(struct: Json & { apiAlias: string }, extensions: Json, fields: Fields): Json {
  const alias = struct.apiAlias;
  const encoded: Json = {};
  for (const [name, value] of Object.entries(extensions)) {
    if (name === 'search') {
      if (isAllowed(fields, alias, name))
        encoded[name] = isObject(value) || Array.isArray(value) ? encodeNestedArray(alias, name, value, fields) : value;
      continue;
    }
    if (name === 'foreignKeys') {
      // Scoped to the entity's own alias; left out when only its apiAlias remains.
      if (!isObject(value)) continue;
      const foreignKeys = encodeStruct({ apiAlias: 'foreign_keys', ...value }, fields, alias);
      if (Object.keys(foreignKeys).length > 1) encoded[name] = foreignKeys;
      continue;
    }
    if (!isAllowed(fields, alias, name)) continue;
    if (isStruct(value)) encoded[name] = encodeStruct(value, fields);
    else encoded[name] = isStructArray(value) ? encodeStructArray(value as Json | unknown[], fields) : value;
  }
  return encoded;
}
