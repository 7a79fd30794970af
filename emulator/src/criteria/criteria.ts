/** A parsed Shopware Criteria (the Store API's search request), see RequestCriteriaBuilder. */

export type Filter =
  | { type: 'equals'; field: string; value: unknown }
  | { type: 'equalsAny' | 'equalsAll'; field: string; value: unknown[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: { gte?: unknown; gt?: unknown; lte?: unknown; lt?: unknown } }
  | { type: 'multi' | 'not'; operator: 'and' | 'or' | 'xor' | 'nand' | 'nor'; queries: Filter[] };

export interface Sorting {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
}

export type Aggregation =
  | { type: 'terms'; name: string; field: string; limit?: number; sort?: Sorting }
  | { type: 'entity'; name: string; field: string; definition: string }
  | { type: 'min' | 'max' | 'avg' | 'sum' | 'count'; name: string; field: string }
  /** `fetch`: which values a StatsAggregation built in PHP asks for (a request's stats asks for all). */
  | { type: 'stats'; name: string; field: string; fetch?: { min: boolean; max: boolean; avg: boolean; sum: boolean } }
  | { type: 'filter'; name: string; filter: Filter[]; aggregation: Aggregation };

export type TotalCountMode = 'none' | 'exact' | 'next-pages';

export interface Criteria {
  ids?: string[];
  page: number;
  /** null: no limit (the route's default applies). */
  limit: number | null;
  term?: string;
  filters: Filter[];
  postFilters: Filter[];
  sorts: Sorting[];
  associations: Record<string, Criteria>;
  aggregations: Aggregation[];
  totalCountMode: TotalCountMode;
}

export const emptyCriteria = (): Criteria => ({
  page: 1,
  limit: null,
  filters: [],
  postFilters: [],
  sorts: [],
  associations: {},
  aggregations: [],
  totalCountMode: 'none',
});
