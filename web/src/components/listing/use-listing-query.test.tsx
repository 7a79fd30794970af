import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryListingDocument } from '../../gql/graphql';
import { cardProduct } from '../../test/card-product';
import { renderShop, renderShopHook } from '../../test/render';
import { canLoadMore } from './listing-params';
import { useListingQuery } from './use-listing-query';

const TOTAL = 230;
const product = (index: number) => cardProduct({ id: `p${index}`, name: `Wein ${index}`, path: `/wein-${index}` });

/** A category of 230 wines, paged as the gateway pages it. */
function categoryOf230(variables: Record<string, unknown>) {
  const limit = variables.limit as number;
  const page = variables.page as number;
  const first = (page - 1) * limit;
  const products = Array.from({ length: Math.max(Math.min(limit, TOTAL - first), 0) }, (_, index) =>
    product(first + index),
  );
  return {
    data: {
      productListing: {
        __typename: 'ProductListing',
        total: TOTAL,
        page,
        limit,
        pageCount: Math.ceil(TOTAL / limit),
        sorting: 'name-asc',
        sortings: [],
        currentFilters: { __typename: 'CurrentListingFilters', minPrice: null, maxPrice: null, propertyOptionIds: [] },
        filterOptions: { __typename: 'ListingFilterOptions', price: null, propertyGroups: [] },
        products,
      },
    },
  };
}

/** The gateway's refusal of an argument the URL set, as it words it for a listing. */
const refusalOf = (argument: string) => ({
  data: { productListing: null },
  errors: [
    { message: `${argument} refused`, path: ['productListing'], extensions: { code: 'BAD_USER_INPUT', argument } },
  ],
});

function renderListing(url: string, refuse: (variables: Record<string, unknown>) => string | null = () => null) {
  const pagesAsked: string[] = [];
  const variablesAsked: Record<string, unknown>[] = [];
  const hook = renderShopHook(
    () =>
      useListingQuery({
        document: CategoryListingDocument,
        variables: { categoryId: 'c1' },
        listingOf: (data) => data.productListing,
      }),
    {
      url,
      answers: {
        CategoryListing: (variables) => {
          pagesAsked.push(`${String(variables.page)}×${String(variables.limit)}`);
          variablesAsked.push(variables);
          const refused = refuse(variables);
          return refused ? refusalOf(refused) : categoryOf230(variables);
        },
      },
    },
  );
  return { ...hook, pagesAsked, variablesAsked };
}

const ids = (products: { id: string }[] | undefined) => (products ?? []).map((entry) => entry.id);

describe('load more past 100 products', () => {
  it('appends the next page of 100 after the first 100, and stops when all 230 are shown', async () => {
    const { result, pagesAsked } = renderListing('/weine/?p=10');
    await waitFor(() => expect(result.current.listing?.products).toHaveLength(100));
    expect(canLoadMore(result.current.params, 100, TOTAL)).toBe(true);

    act(() => result.current.update({ pages: 11 }));
    await waitFor(() => expect(result.current.listing?.products).toHaveLength(110));
    expect(ids(result.current.listing?.products).slice(98, 102)).toEqual(['p98', 'p99', 'p100', 'p101']);

    act(() => result.current.update({ pages: 23 }));
    await waitFor(() => expect(result.current.listing?.products).toHaveLength(TOTAL));
    expect(new Set(ids(result.current.listing?.products)).size).toBe(TOTAL);
    expect(result.current.loading).toBe(false);
    expect(canLoadMore(result.current.params, TOTAL, TOTAL)).toBe(false);
    expect(pagesAsked).toEqual(['1×100', '2×100', '3×100']);
  });

  it('a shared link past 100 products shows as many as it says', async () => {
    const { result } = renderListing('/weine/?p=15');
    await waitFor(() => expect(result.current.listing?.products).toHaveLength(150));
    expect(ids(result.current.listing?.products).at(-1)).toBe('p149');
  });
});

describe('a sorting or filter of the URL the gateway refuses', () => {
  it('an unknown sorting: asked again at once with the default sorting, the refusal named', async () => {
    const { result, variablesAsked } = renderListing('/weine/?order=bogus', (variables) =>
      variables.sorting === 'bogus' ? 'sorting' : null,
    );
    await waitFor(() => expect(result.current.listing?.products).toHaveLength(10));
    expect(result.current.refused).toEqual(['sorting']);
    expect(result.current.failed).toBe(false);
    expect(variablesAsked.map((variables) => variables.sorting)).toEqual(['bogus', null]);
  });

  it('a refused price range: the listing without it, the sorting kept', async () => {
    const { result, variablesAsked } = renderListing(
      '/weine/?order=price-asc&min-price=50&max-price=10',
      (variables) => ((variables.filters as { maxPrice: number | null }).maxPrice === 10 ? 'filters.maxPrice' : null),
    );
    await waitFor(() => expect(result.current.listing?.products).toHaveLength(10));
    expect(result.current.refused).toEqual(['filters.maxPrice']);
    expect(variablesAsked.at(-1)).toMatchObject({
      sorting: 'price-asc',
      filters: { minPrice: null, maxPrice: null },
    });
  });

  it('back at the address, only the fallback is shown and nothing refused is asked again', async () => {
    const sortingsAsked: unknown[] = [];
    const answers = {
      CategoryListing: (variables: Record<string, unknown>) => {
        sortingsAsked.push(variables.sorting);
        return variables.sorting === 'bogus' ? refusalOf('sorting') : categoryOf230(variables);
      },
    };
    function Category() {
      const { refused, listing } = useListingQuery({
        document: CategoryListingDocument,
        variables: { categoryId: 'c1' },
        listingOf: (data) => data.productListing,
      });
      return listing ? <p>refused: {refused.join(', ')}</p> : null;
    }
    const { rerender } = renderShop(<Category key="first visit" />, { url: '/weine/?order=bogus', answers });
    await screen.findByText('refused: sorting');
    rerender(<Category key="back again" />);
    await screen.findByText('refused: sorting');
    expect(sortingsAsked).toEqual(['bogus', null]);
  });
});
