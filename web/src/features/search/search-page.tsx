import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { listingVariables, ProductListing, useListingParams } from '../../components/listing';
import { PageMeta } from '../../components/page-meta';
import { SearchPageDocument } from '../../gql/graphql';

/** /search?query=…: the results as a listing (filters, sortings, 'load more'; the state in the URL). */
export default function SearchPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const term = (search.get('query') ?? '').trim();
  const { params, update } = useListingParams();
  const { data, previousData, loading, error } = useQuery(SearchPageDocument, { variables: { term, ...listingVariables(params) }, skip: term === '' });
  const result = term === '' ? null : (data ?? previousData)?.search;
  return (
    <div className="shop-container py-8">
      <PageMeta title={term ? t('pages.searchTerm', { term }) : t('pages.search')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{term ? t('pages.searchTerm', { term }) : t('pages.search')}</h1>
      {term === '' ? <p className="mt-4 text-secondary">{t('search.useSearch')}</p> : <ProductListing listing={result} params={params} onChange={update} loading={loading} failed={Boolean(error)} />}
    </div>
  );
}
