import { useQuery } from '@apollo/client/react';
import { MAX_SEARCH_TERM_LENGTH } from '@weingut/schema/input-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { SearchIcon } from '../../components/icons';
import { LoadingSpinner } from '../../components/loading-spinner';
import { FIRST_ROW, ProductGrid } from '../../components/product-card';
import { QuickSearchDocument } from '../../gql/graphql';
import { useOverlays } from '../../lib/overlays';
import { useDebounced } from './use-debounced';

/**
 * The full-screen search: typing is debounced 300 ms, a request runs only for a non-empty term,
 * the count and the first products show below; until the first answer for a term, a loading state
 * (the 'Use search' hint is for an empty field only). The layout closes it when the path changes.
 */
export function SearchModal() {
  const { t } = useTranslation();
  const { open, close } = useOverlays();
  return (
    <Dialog
      open={open === 'search'}
      onClose={close}
      title={t('search.label')}
      hideTitle
      variant="fullscreen"
      closeLabel={t('search.close')}
    >
      <SearchPanel close={close} />
    </Dialog>
  );
}

/** The field and its results: mounted only while the modal is open, so a closed search watches nothing and starts empty. */
function SearchPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const wanted = term.trim();
  const debounced = useDebounced(wanted);
  const inputId = useId();
  const { data, previousData, loading } = useQuery(QuickSearchDocument, {
    variables: { term: debounced },
    skip: debounced === '',
  });
  const result = wanted === '' || debounced === '' ? null : (data ?? previousData)?.quickSearch;
  // A term is typed and its answer (or the debounce) is still to come: the hint is only for an empty field.
  const searching = wanted !== '' && (debounced !== wanted || loading);

  return (
    <div className="mx-auto w-full max-w-shop">
      <form
        role="search"
        // Enter opens the results page for the term; the modal closes itself (on /search only the query changes, which the layout does not see).
        onSubmit={(event) => {
          event.preventDefault();
          if (wanted === '') return;
          close();
          void navigate(`/search?query=${encodeURIComponent(wanted)}`);
        }}
        className="flex items-center gap-3 border-b-2 border-primary pb-2 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-4 has-[input:focus-visible]:outline-primary"
      >
        <SearchIcon className="text-primary" />
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          data-autofocus
          value={term}
          // The gateway refuses longer terms (Shopware searches no more than 300 characters).
          maxLength={MAX_SEARCH_TERM_LENGTH}
          onChange={(event) => setTerm(event.target.value)}
          // Chrome spends Escape in a filled search field on clearing it; here it closes the modal as everywhere else.
          onKeyDown={(event) => event.key === 'Escape' && close()}
          placeholder={t('search.label')}
          autoComplete="off"
          className="w-full bg-transparent py-2 text-xl outline-none md:text-2xl"
        />
      </form>
      <div className="mt-6" aria-live="polite" aria-busy={searching}>
        {result ? (
          <>
            <p className="mb-4 flex flex-wrap items-baseline justify-between gap-2 text-secondary">
              <span>{t('search.productsFound', { count: result.total })}</span>
              {result.total > result.products.length && (
                // On /search only the query changes, which the layout's close-on-path-change does not see.
                <Link
                  to={`/search?query=${encodeURIComponent(debounced)}`}
                  onClick={close}
                  className="font-medium text-primary underline"
                >
                  {t('search.totalProducts')}: {result.total}
                </Link>
              )}
            </p>
            <ProductGrid products={result.products} eagerCount={FIRST_ROW} />
          </>
        ) : searching ? (
          <p className="flex justify-center py-16">
            <LoadingSpinner />
          </p>
        ) : (
          <p className="py-16 text-center text-lg text-secondary">{t('search.useSearch')}</p>
        )}
      </div>
    </div>
  );
}
