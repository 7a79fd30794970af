import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ProductListing, useListingQuery } from '../../components/listing';
import { PageMeta } from '../../components/page-meta';
import { SearchPageDocument } from '../../gql/graphql';

/** /search?query=…: the results as a listing (filters, sortings, 'load more'; the state in the URL). */
export default function SearchPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const term = (search.get('query') ?? '').trim();
  const { listing, params, update, loading, failed, refused } = useListingQuery({
    document: SearchPageDocument,
    variables: { term },
    listingOf: (data) => data.search,
    skip: term === '',
  });
  const result = term === '' ? null : listing;
  return (
    <div className="shop-container py-8">
      <PageMeta
        title={term ? t('pages.searchTerm', { term }) : t('pages.search')}
        canonicalPath={term ? `/search?${new URLSearchParams({ query: term })}` : '/search'}
      />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">
        {term ? t('pages.searchTerm', { term }) : t('pages.search')}
      </h1>
      {term === '' ? (
        <p className="mt-4 text-secondary">{t('search.useSearch')}</p>
      ) : (
        <ProductListing
          listing={result}
          params={params}
          onChange={update}
          loading={loading}
          failed={failed}
          refused={refused}
        />
      )}
    </div>
  );
}
