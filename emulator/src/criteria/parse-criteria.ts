import { gunzipSync } from 'node:zlib';
import { ShopwareError, errorEntry, type ShopwareErrorEntry } from '../http/shopware-error.js';
import {
  emptyCriteria,
  type Aggregation,
  type Criteria,
  type Filter,
  type Sorting,
  type TotalCountMode,
} from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';
import { isKnownField } from './field-path.js';
import type { ResponseFields } from './shape-output.js';

/** The Store API's largest page (shopware.api.store.max_limit). */
export const MAX_LIMIT = 100;

type Payload = Record<string, unknown>;

/** Collects violations as Shopware's SearchRequestException does, then throws them together. */
class Violations {
  readonly entries: ShopwareErrorEntry[] = [];
  add(code: string, detail: string, pointer: string, parameters: Record<string, unknown> = {}): void {
    this.entries.push(errorEntry(400, code, detail, parameters, pointer));
  }
  throwIfAny(): void {
    if (this.entries.length) throw ShopwareError.many(400, this.entries);
  }
}

const isObject = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `_criteria` (base64url of gzipped JSON) as @shopware/api-client's encodeForQuery writes it. */
export function decodeCompressedCriteria(encoded: string): Payload {
  try {
    const json = gunzipSync(Buffer.from(encoded, 'base64url')).toString('utf8');
    const parsed: unknown = JSON.parse(json);
    if (isObject(parsed)) return parsed;
  } catch {
    // fall through to the error below
  }
  throw new ShopwareError(400, 'FRAMEWORK__INVALID_CRITERIA', 'The "_criteria" parameter could not be decoded.');
}

/**
 * Builds a Criteria from a request payload (JSON body, or the query of a GET), refusing what
 * Shopware's RequestCriteriaBuilder refuses, with its codes and pointers.
 */
export function parseCriteria(input: Payload, definition: EntityDefinition, sample?: object, pointer = ''): Criteria {
  const payload =
    typeof input._criteria === 'string' ? { ...input, ...decodeCompressedCriteria(input._criteria) } : input;
  const criteria = emptyCriteria();
  const violations = new Violations();
  const fieldCheck = (field: string, at: string): void => {
    if (!isKnownField(field, definition, sample)) {
      throw new ShopwareError(
        400,
        'FRAMEWORK__UNMAPPED_FIELD',
        'Field "{{ field }}" in entity "{{ entity }}" was not found.',
        {
          field: field.split('.').pop(),
          entity: definition.name,
        },
        at,
      );
    }
  };

  if (payload.ids !== undefined) criteria.ids = parseIds(payload.ids, violations, `${pointer}/ids`);
  if (payload.limit !== undefined && payload.limit !== null)
    criteria.limit = parseLimit(payload.limit, violations, `${pointer}/limit`);
  if (payload.page !== undefined && payload.page !== null)
    criteria.page = parsePage(payload.page, violations, `${pointer}/page`);
  if (typeof payload.term === 'string' && payload.term.trim() !== '') criteria.term = payload.term.trim();
  criteria.filters = parseFilterList(payload.filter, violations, `${pointer}/filter`, fieldCheck);
  criteria.postFilters = parseFilterList(payload['post-filter'], violations, `${pointer}/post-filter`, fieldCheck);
  criteria.sorts = parseSorts(payload.sort, violations, `${pointer}/sort`, fieldCheck);
  criteria.aggregations = parseAggregations(payload.aggregations, violations, `${pointer}/aggregations`, fieldCheck);
  criteria.totalCountMode = parseTotalCountMode(payload['total-count-mode']);
  violations.throwIfAny();

  if (payload.associations !== undefined) {
    if (!isObject(payload.associations)) {
      throw new ShopwareError(
        400,
        'FRAMEWORK__INVALID_CRITERIA',
        'The "associations" parameter has to be an object.',
        {},
        `${pointer}/associations`,
      );
    }
    for (const [name, nested] of Object.entries(payload.associations)) {
      criteria.associations[name] = parseCriteria(
        isObject(nested) ? nested : {},
        { ...definition, name },
        undefined,
        `${pointer}/associations/${name}`,
      );
    }
  }
  return criteria;
}

function parseIds(value: unknown, violations: Violations, pointer: string): string[] {
  const ids = typeof value === 'string' ? value.split('|') : Array.isArray(value) ? value : null;
  if (!ids || ids.some((id) => typeof id !== 'string' || !/^[0-9a-f]{32}$/i.test(id))) {
    violations.add('FRAMEWORK__INVALID_API_CRITERIA_IDS', 'The ids parameter must be a list of ids.', pointer);
    return [];
  }
  return ids.map((id) => String(id).toLowerCase());
}

function parseLimit(value: unknown, violations: Violations, pointer: string): number | null {
  const shown = value === '' ? '(empty)' : value;
  if (value === '' || typeof value === 'boolean' || !Number.isFinite(Number(value)) || Number(value) <= 0) {
    violations.add(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      `The limit parameter must be a positive integer greater or equals than 1. Given: ${String(shown)}`,
      pointer,
      { limit: shown },
    );
    return null;
  }
  const limit = Math.trunc(Number(value));
  if (limit > MAX_LIMIT) {
    violations.add(
      'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
      `The limit must be lower than or equal to MAX_LIMIT(=${MAX_LIMIT}). Given: ${limit}`,
      pointer,
      { maxLimit: MAX_LIMIT, limit },
    );
    return null;
  }
  return limit;
}

function parsePage(value: unknown, violations: Violations, pointer: string): number {
  const shown = value === '' ? '(empty)' : value;
  if (value === '' || typeof value === 'boolean' || !Number.isFinite(Number(value)) || Number(value) < 1) {
    violations.add(
      'FRAMEWORK__INVALID_PAGE_QUERY',
      `The page parameter must be a positive integer. Given: ${String(shown)}`,
      pointer,
      { page: shown },
    );
    return 1;
  }
  return Math.trunc(Number(value));
}

const multiOperators = new Set(['and', 'or', 'xor', 'nand', 'nor']);

/**
 * A list parameter (filter, sort, aggregations): a JSON list, or an object whose values are the
 * entries; anything else is reported through `notAList`. Each entry is parsed at `<pointer>/<index>`,
 * and the ones that do not parse (their violations collected) are left out.
 */
function parseEntries<T>(
  value: unknown,
  pointer: string,
  notAList: () => void,
  parseEntry: (entry: unknown, at: string) => T | null,
): T[] {
  const list = isObject(value) ? Object.values(value) : value;
  if (!Array.isArray(list)) {
    notAList();
    return [];
  }
  return list.flatMap((entry, index) => {
    const parsed = parseEntry(entry, `${pointer}/${index}`);
    return parsed === null ? [] : [parsed];
  });
}

function parseFilterList(
  value: unknown,
  violations: Violations,
  pointer: string,
  fieldCheck: (field: string, at: string) => void,
): Filter[] {
  if (value === undefined || value === null) return [];
  const notAList = () =>
    violations.add('FRAMEWORK__INVALID_FILTER_QUERY', 'The filter parameter has to be a list of filters.', pointer, {
      path: pointer,
    });
  return parseEntries(value, pointer, notAList, (entry, at) => parseFilter(entry, violations, at, fieldCheck));
}

function parseFilter(
  entry: unknown,
  violations: Violations,
  pointer: string,
  fieldCheck: (field: string, at: string) => void,
): Filter | null {
  const invalid = (message: string): null => {
    violations.add('FRAMEWORK__INVALID_FILTER_QUERY', message, pointer, { path: pointer });
    return null;
  };
  if (!isObject(entry)) return invalid('A filter must be an object.');
  const type = entry.type;
  if (typeof type !== 'string') return invalid('The type of a filter is required.');
  if (type === 'multi' || type === 'not') {
    const operator = String(entry.operator ?? 'and').toLowerCase();
    if (!multiOperators.has(operator)) return invalid(`The operator "${operator}" is not supported.`);
    const queries = parseFilterList(entry.queries ?? [], violations, `${pointer}/queries`, fieldCheck);
    return { type, operator: operator as 'and', queries };
  }
  const field = entry.field;
  if (typeof field !== 'string' || field === '') return invalid('Parameter "field" for filter is missing.');
  fieldCheck(field, `${pointer}/field`);
  switch (type) {
    case 'equals':
      return { type, field, value: entry.value ?? null };
    case 'equalsAny':
    case 'equalsAll': {
      const raw = entry.value;
      const values = typeof raw === 'string' ? raw.split('|') : Array.isArray(raw) ? raw : null;
      if (!values || values.length === 0) return invalid(`Parameter "value" for ${type} filter is missing.`);
      return { type, field, value: values };
    }
    case 'contains':
    case 'prefix':
    case 'suffix':
      if (entry.value === undefined || entry.value === null || typeof entry.value === 'object') {
        return invalid(`Parameter "value" for ${type} filter is missing.`);
      }
      return { type, field, value: String(entry.value) };
    case 'range': {
      if (!isObject(entry.parameters)) return invalid('Parameter "parameters" for range filter is missing.');
      const allowed = ['gte', 'gt', 'lte', 'lt'];
      const keys = Object.keys(entry.parameters);
      if (keys.some((key) => !allowed.includes(key)))
        return invalid('Range filter parameters must be gte, gt, lte or lt.');
      return { type, field, parameters: entry.parameters as Record<string, unknown> };
    }
    default:
      return invalid(`Unsupported filter type: ${type}`);
  }
}

function parseSorts(
  value: unknown,
  violations: Violations,
  pointer: string,
  fieldCheck: (field: string, at: string) => void,
): Sorting[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    return value
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const descending = part.startsWith('-');
        const field = descending ? part.slice(1) : part;
        fieldCheck(field, pointer);
        return { field, order: descending ? 'DESC' : 'ASC', naturalSorting: false };
      });
  }
  const notAList = () =>
    violations.add(
      'FRAMEWORK__INVALID_SORT_QUERY',
      'The "sort" parameter needs to be a sorting array or a comma separated list of fields',
      pointer,
      { path: pointer },
    );
  return parseEntries(value, pointer, notAList, (entry, at): Sorting | null => {
    if (!isObject(entry) || typeof entry.field !== 'string' || entry.field === '') {
      violations.add(
        'FRAMEWORK__INVALID_SORT_QUERY',
        'The "sort" array needs to be an associative array at least containing a field name',
        at,
        { path: at },
      );
      return null;
    }
    fieldCheck(entry.field, at);
    const order = String(entry.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    return {
      field: entry.field,
      order,
      naturalSorting: entry.naturalSorting === true || entry.naturalSorting === 'true',
    };
  });
}

const metricTypes = new Set(['min', 'max', 'avg', 'sum', 'stats', 'count']);

function parseAggregations(
  value: unknown,
  violations: Violations,
  pointer: string,
  fieldCheck: (field: string, at: string) => void,
): Aggregation[] {
  if (value === undefined || value === null) return [];
  const notAList = () =>
    violations.add(
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      'The aggregations parameter has to be a list of aggregations.',
      pointer,
    );
  return parseEntries(value, pointer, notAList, (entry, at) => parseAggregation(entry, violations, at, fieldCheck));
}

function parseAggregation(
  entry: unknown,
  violations: Violations,
  pointer: string,
  fieldCheck: (field: string, at: string) => void,
): Aggregation | null {
  const invalid = (message: string): null => {
    violations.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', message, pointer);
    return null;
  };
  if (!isObject(entry)) return invalid('An aggregation must be an object.');
  const { name, type, field } = entry;
  if (typeof name !== 'string' || name === '') return invalid('The aggregation should contain a "name".');
  if (typeof type !== 'string') return invalid('The aggregation should contain a "type".');
  if (type === 'filter') {
    const filter = parseFilterList(entry.filter, violations, `${pointer}/filter`, fieldCheck);
    const nested = parseAggregation(entry.aggregation, violations, `${pointer}/aggregation`, fieldCheck);
    return nested
      ? { type, name, filter, aggregation: nested }
      : invalid('The filter aggregation needs a nested "aggregation".');
  }
  if (typeof field !== 'string' || field === '') return invalid(`The aggregation "${name}" should contain a "field".`);
  fieldCheck(field, `${pointer}/field`);
  if (metricTypes.has(type)) return { type: type as 'min', name, field };
  if (type === 'terms') {
    const limit = entry.limit === undefined ? undefined : Number(entry.limit);
    const sort =
      isObject(entry.sort) && typeof entry.sort.field === 'string'
        ? {
            field: entry.sort.field,
            order: String(entry.sort.order ?? 'ASC').toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const),
            naturalSorting: false,
          }
        : undefined;
    return { type, name, field, ...(limit ? { limit } : {}), ...(sort ? { sort } : {}) };
  }
  if (type === 'entity') {
    if (typeof entry.definition !== 'string')
      return invalid(`The aggregation "${name}" should contain a "definition".`);
    return { type, name, field, definition: entry.definition };
  }
  return invalid(`The aggregation type "${type}" used as key does not exists.`);
}

function parseTotalCountMode(value: unknown): TotalCountMode {
  if (value === 'exact' || value === 1 || value === '1') return 'exact';
  if (value === 'next-pages' || value === 2 || value === '2') return 'next-pages';
  return 'none';
}

/**
 * The request's `includes` / `excludes` (query or body, also inside `_criteria`), which
 * StoreApiResponseListener applies to the whole answer (see shape-output.ts).
 */
export function parseResponseFields(input: Payload): ResponseFields | null {
  const payload =
    typeof input._criteria === 'string' ? { ...input, ...decodeCompressedCriteria(input._criteria) } : input;
  const fields: ResponseFields = {};
  if (isObject(payload.includes)) fields.includes = parseFieldMap(payload.includes);
  if (isObject(payload.excludes)) fields.excludes = parseFieldMap(payload.excludes);
  return fields.includes || fields.excludes ? fields : null;
}

function parseFieldMap(value: Payload): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const [alias, fields] of Object.entries(value)) {
    if (Array.isArray(fields)) map[alias] = fields.map(String);
    else if (typeof fields === 'string') map[alias] = fields.split(',');
    else if (isObject(fields)) map[alias] = Object.values(fields).map(String);
  }
  return map;
}
