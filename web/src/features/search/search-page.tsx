import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { ProductGrid } from '../../components/product-card';
import { SearchPageDocument } from '../../gql/graphql';

/** /search?query=…: the first results (issue 7 builds the full search page with sorting, filters and paging). */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = (params.get('query') ?? '').trim();
  const { data } = useQuery(SearchPageDocument, { variables: { term }, skip: term === '' });
  const result = term === '' ? null : data?.search;
  return (
    <div className="shop-container py-8">
      <PageMeta title={t('pages.search')} />
      <h1 className="font-display text-3xl font-bold text-primary">{term ? t('pages.searchTerm', { term }) : t('pages.search')}</h1>
      {result ? (
        <>
          <p className="mt-2 mb-6 text-secondary">
            {t('search.totalProducts')}: {result.total}
          </p>
          <ProductGrid products={result.products} />
        </>
      ) : (
        term === '' && <p className="mt-4 text-secondary">{t('search.useSearch')}</p>
      )}
    </div>
  );
}
