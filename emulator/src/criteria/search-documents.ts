import type { Criteria } from './criteria.js';
import type { EntityDefinition } from './entity-definitions.js';
import { aggregate, type EntityLookup } from './aggregate.js';
import { matchesAll } from './evaluate-filter.js';
import { shapeDocument } from './shape-output.js';
import { sortDocuments } from './sort-documents.js';
import { scoreByTerm } from './term-search.js';

export interface SearchResult<T> {
  elements: Record<string, unknown>[];
  matched: T[];
  total: number;
  page: number;
  limit: number | null;
  aggregations: Record<string, unknown>;
}

export interface SearchOptions {
  defaultLimit?: number | null;
  lookup?: EntityLookup;
  /** Sortings applied after the criteria's own (e.g. a listing's chosen sorting). */
  sorts?: Criteria['sorts'];
  /** Always give the exact total (product listings force it). */
  exactTotal?: boolean;
}

/**
 * Runs a criteria over documents as the DAL does: ids and filters narrow the set, the term
 * scores it, aggregations see the set before post-filters, then sorting and the page.
 */
export function searchDocuments<T extends { id: string }>(
  docs: Iterable<T>,
  criteria: Criteria,
  definition: EntityDefinition,
  options: SearchOptions = {},
): SearchResult<T> {
  let candidates = [...docs];
  if (criteria.ids) {
    const order = new Map(criteria.ids.map((id, index) => [id, index]));
    candidates = candidates.filter((doc) => order.has(doc.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  candidates = candidates.filter((doc) => matchesAll(doc, criteria.filters, definition));
  let scores: Map<string, number> | undefined;
  if (criteria.term) {
    scores = scoreByTerm(candidates, criteria.term, definition);
    candidates = candidates.filter((doc) => scores!.has(doc.id));
  }
  const aggregations = aggregate(candidates, criteria.aggregations, definition, options.lookup ?? (() => []));
  let matched = candidates.filter((doc) => matchesAll(doc, criteria.postFilters, definition));
  const sorts = [...criteria.sorts, ...(options.sorts ?? [])];
  if (sorts.length === 0 && scores) sorts.push({ field: '_score', order: 'DESC', naturalSorting: false });
  matched = sortDocuments(matched, sorts, definition, scores);

  const limit = criteria.limit ?? options.defaultLimit ?? null;
  const offset = limit === null ? 0 : (criteria.page - 1) * limit;
  const page = limit === null ? matched : matched.slice(offset, offset + limit);
  const mode = options.exactTotal ? 'exact' : criteria.totalCountMode;
  const total =
    mode === 'exact'
      ? matched.length
      : mode === 'next-pages' && limit !== null
        ? Math.min(matched.length, offset + limit * 6 + 1)
        : page.length;
  return {
    elements: page.map((doc) => shapeDocument(doc, criteria, definition)),
    matched: page,
    total,
    page: criteria.page,
    limit,
    aggregations,
  };
}
