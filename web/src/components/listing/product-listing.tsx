import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingResultFragment } from '../../gql/graphql';
import { FIRST_ROW, ProductGrid } from '../product-card';
import { ListingFilters } from './listing-filters';
import { canLoadMore, type ListingParams } from './listing-params';
import type { RefusedArgument } from './use-refusal-fallback';

interface ProductListingProps {
  listing: ListingResultFragment | null | undefined;
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  loading: boolean;
  failed?: boolean;
  /** Sortings and filters of the URL the gateway refused: left out, each refusal shown beside its field. */
  refused?: RefusedArgument[];
}

/**
 * A product listing (category or search): filters beside the grid (behind a button on phones), the
 * shop's sortings, the count and 'load more' (10 per step, while products are left). The state lives in the
 * URL (useListingParams).
 */
export function ProductListing({
  listing,
  params,
  onChange,
  loading,
  failed = false,
  refused = [],
}: ProductListingProps) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const sortId = useId();
  const sortRefusalId = useId();
  if (!listing) {
    if (failed) return <p className="mt-6 text-red-800">{t('listing.loadFailed')}</p>;
    return (
      <p className="mt-6 text-secondary" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  const activeFilters =
    params.properties.length + (params.minPrice !== null ? 1 : 0) + (params.maxPrice !== null ? 1 : 0);
  const shown = listing.products.length;
  const hasFilters = listing.filterOptions.propertyGroups.length > 0 || listing.filterOptions.price;
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]" data-testid="product-listing">
      {hasFilters && (
        <aside aria-label={t('listing.filters')}>
          <button
            type="button"
            className="flex h-10 w-full items-center justify-center gap-2 rounded-sm border border-primary px-4 text-sm font-medium text-primary lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('listing.showFilters')}
            {activeFilters > 0 && (
              <span className="rounded-full bg-primary px-2 text-xs text-white">{activeFilters}</span>
            )}
          </button>
          <div id={filtersId} className={`${filtersOpen ? 'mt-3 block' : 'hidden'} lg:mt-0 lg:block`}>
            <h2 className="mb-1 hidden font-display text-lg font-bold text-primary lg:block">{t('listing.filters')}</h2>
            <ListingFilters options={listing.filterOptions} params={params} onChange={onChange} refused={refused} />
          </div>
        </aside>
      )}
      <div className={hasFilters ? '' : 'lg:col-span-2'}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-secondary" role="status" data-testid="listing-count">
            {t('search.productsFound', { count: listing.total })}
          </p>
          {listing.sortings.length > 0 && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <label htmlFor={sortId} className="text-sm text-secondary">
                {t('listing.sorting')}
              </label>
              <select
                id={sortId}
                value={listing.sorting ?? params.order ?? ''}
                onChange={(event) => onChange({ order: event.target.value })}
                aria-describedby={refused.includes('sorting') ? sortRefusalId : undefined}
                className="h-10 rounded-sm border border-neutral-300 bg-white px-2 text-sm"
              >
                {listing.sortings.map((sorting) => (
                  <option key={sorting.key} value={sorting.key}>
                    {sorting.label}
                  </option>
                ))}
              </select>
              {refused.includes('sorting') && (
                <p id={sortRefusalId} className="w-full text-right text-sm text-red-800" data-testid="sorting-refusal">
                  {t('listing.sortingRefused', {
                    label: listing.sortings.find((sorting) => sorting.key === listing.sorting)?.label ?? '',
                  })}
                </p>
              )}
            </div>
          )}
        </div>
        {shown === 0 ? (
          <p className="py-8 text-secondary">{t('listing.noProducts')}</p>
        ) : (
          <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : ''}>
            {/* The cards' names are h3: the grid's own heading keeps the outline whole on phones, where 'Filter' is not shown. */}
            <h2 className="sr-only">{t('catalog.products')}</h2>
            <ProductGrid products={listing.products} columns="listing" eagerCount={FIRST_ROW} />
          </div>
        )}
        {shown > 0 && (
          <div className="mt-6 flex flex-col items-center gap-3">
            <p className="text-sm text-secondary">{t('listing.shown', { shown, total: listing.total })}</p>
            {failed && <p className="text-sm text-red-800">{t('listing.loadFailed')}</p>}
            {canLoadMore(params, shown, listing.total) && (
              <button
                type="button"
                onClick={() => onChange({ pages: params.pages + 1 })}
                disabled={loading}
                className="h-11 rounded-sm bg-primary px-8 font-medium text-white hover:bg-primary/90 disabled:opacity-60"
              >
                {loading ? t('common.loading') : t('listing.loadMore')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
