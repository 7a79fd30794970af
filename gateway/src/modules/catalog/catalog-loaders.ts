import DataLoader from 'dataloader';
import type { RawBreadcrumb, RawCrossSellingElement } from './catalog-raw-types.js';
import { CROSS_SELLING_CRITERIA, MAX_LIMIT, VARIANT_CRITERIA } from './product-criteria.js';
import type { VariantAnswer } from './product.mapper.js';
import type { CatalogReader } from '../../cache/catalog-reader.js';
import type { RawProductReview, RawSearchResult, RawSeoUrl } from '../../shopware/store-api-types.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { MAX_BATCH } from '../../loaders/batch-by-id.js';

export interface ReviewPageKey {
  productId: string;
  page: number;
  limit: number;
}

export interface BreadcrumbKey {
  id: string;
  type: 'product' | 'category';
}

export interface CatalogLoaders {
  /** Cross-selling groups with their products inside; the Store API answers them one product at a time. */
  crossSellingsByProductId: DataLoader<string, RawCrossSellingElement[]>;
  /** A page of a product's reviews, newest first, with the exact total. */
  reviewPages: DataLoader<ReviewPageKey, RawSearchResult<RawProductReview>, string>;
  /** The variants of main products (with their options), all parents in one call. */
  variantsByParentId: DataLoader<string, VariantAnswer[]>;
  /** GET /breadcrumb/{id}: the entries from below the root down; none where the Store API has no such route. */
  breadcrumbs: DataLoader<BreadcrumbKey, RawBreadcrumb[], string>;
  /** Canonical SEO urls by seoPathInfo (no leading slash), all paths of a request in one call. */
  seoUrlsByPathInfo: DataLoader<string, RawSeoUrl | null>;
}

/**
 * GET /breadcrumb/{id} answers differ by Shopware version: a list (6.6.10 and later, 6.7), an object
 * `{ breadcrumbs: [...], apiAlias: 'breadcrumb_collection' }` (6.6.7-6.6.9).
 */
type RawBreadcrumbAnswer = RawBreadcrumb[] | { breadcrumbs?: RawBreadcrumb[] | null } | null;

export function breadcrumbEntriesOf(answer: RawBreadcrumbAnswer): RawBreadcrumb[] {
  if (Array.isArray(answer)) return answer;
  return Array.isArray(answer?.breadcrumbs) ? answer.breadcrumbs : [];
}

/** One call per key, in parallel, for routes without a batch form; a failing key fails alone. */
function perKey<K, V>(load: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => string): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    { ...(cacheKeyFn ? { cacheKeyFn } : {}), maxBatchSize: MAX_BATCH },
  );
}

export function createCatalogLoaders(catalog: CatalogReader): CatalogLoaders {
  return {
    crossSellingsByProductId: perKey((productId) =>
      catalog.read<RawCrossSellingElement[]>(`/product/${productId}/cross-selling`, CROSS_SELLING_CRITERIA, {
        seoUrls: true,
      }),
    ),

    reviewPages: perKey(
      ({ productId, page, limit }) =>
        catalog.read<RawSearchResult<RawProductReview>>(`/product/${productId}/reviews`, {
          page,
          limit,
          'total-count-mode': 'exact',
          sort: [{ field: 'createdAt', order: 'DESC' }],
        }),
      ({ productId, page, limit }) => `${productId}:${page}:${limit}`,
    ),

    variantsByParentId: new DataLoader<string, VariantAnswer[]>(
      async (parentIds) => {
        const result = await catalog.read<RawSearchResult<VariantAnswer>>(
          '/product',
          {
            filter: [{ type: 'equalsAny', field: 'parentId', value: [...parentIds] }],
            limit: MAX_LIMIT,
            ...VARIANT_CRITERIA,
          },
          { seoUrls: true },
        );
        return parentIds.map((parentId) => result.elements.filter((variant) => variant.parentId === parentId));
      },
      { maxBatchSize: MAX_BATCH },
    ),

    breadcrumbs: perKey(
      ({ id, type }) =>
        catalog
          .read<RawBreadcrumbAnswer>(`/breadcrumb/${id}`, undefined, { searchParams: { type } })
          .then(breadcrumbEntriesOf, (error: unknown) => {
            // Shopware 6.6.0-6.6.6 has no GET /breadcrumb/{id}: its router answers 404 (405 where the path exists for other methods).
            if (error instanceof UpstreamError && (error.status === 404 || error.status === 405)) return [];
            throw error;
          }),
      ({ id, type }) => `${type}:${id}`,
    ),

    seoUrlsByPathInfo: new DataLoader<string, RawSeoUrl | null>(
      async (pathInfos) => {
        const result = await catalog.read<RawSearchResult<RawSeoUrl>>('/seo-url', {
          filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: [...pathInfos] }],
          limit: MAX_LIMIT,
        });
        return pathInfos.map((pathInfo) => result.elements.find((url) => url.seoPathInfo === pathInfo) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
  };
}
