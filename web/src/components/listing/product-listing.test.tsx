import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingResultFragment } from '../../gql/graphql';
import { renderShop } from '../../test/render';
import type { ListingParams } from './listing-params';
import { ProductListing } from './product-listing';

const params: ListingParams = { order: null, properties: [], minPrice: null, maxPrice: null, pages: 1 };

function listing(overrides: Partial<ListingResultFragment> = {}): ListingResultFragment {
  return {
    __typename: 'ProductListing',
    total: 35,
    page: 1,
    limit: 10,
    pageCount: 4,
    sorting: 'name-asc',
    sortings: [
      { __typename: 'ListingSorting', key: 'name-asc', label: 'Name A-Z' },
      { __typename: 'ListingSorting', key: 'price-asc', label: 'Preis aufsteigend' },
    ],
    currentFilters: { __typename: 'CurrentListingFilters', minPrice: null, maxPrice: null, propertyOptionIds: [] },
    filterOptions: {
      __typename: 'ListingFilterOptions',
      price: {
        __typename: 'PriceRange',
        min: { __typename: 'Money', amount: 5.9, currencyCode: 'EUR' },
        max: { __typename: 'Money', amount: 56, currencyCode: 'EUR' },
      },
      propertyGroups: [
        {
          __typename: 'FilterGroup',
          id: 'g1',
          name: 'Weinart',
          displayType: 'color',
          options: [
            { __typename: 'FilterOption', id: 'red', name: 'Rotwein', colorHexCode: '#7b1e2b' },
            { __typename: 'FilterOption', id: 'white', name: 'Weisswein', colorHexCode: null },
          ],
        },
      ],
    },
    products: [],
    ...overrides,
  } as ListingResultFragment;
}

function renderListing(data: ListingResultFragment, onChange = vi.fn(), state: ListingParams = params) {
  const { user } = renderShop(<ProductListing listing={data} params={state} onChange={onChange} loading={false} />);
  return { onChange, user };
}

describe('product listing', () => {
  it('offers the shop’s sortings and changes the order', async () => {
    const { onChange, user } = renderListing(listing());
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Name A-Z',
      'Preis aufsteigend',
    ]);
    await user.selectOptions(select, 'price-asc');
    expect(onChange).toHaveBeenCalledWith({ order: 'price-asc' });
  });

  it('filters by a property option and by price', async () => {
    const { onChange, user } = renderListing(listing());
    await user.click(screen.getByRole('checkbox', { name: 'Rotwein' }));
    expect(onChange).toHaveBeenCalledWith({ properties: ['red'] });
    await user.type(screen.getByLabelText('Maximum price (€)'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenCalledWith({ minPrice: null, maxPrice: 20 });
  });

  it('resets active filters', async () => {
    const { onChange, user } = renderListing(listing(), vi.fn(), { ...params, properties: ['red'], maxPrice: 20 });
    expect((screen.getByRole('checkbox', { name: 'Rotwein' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reset all filters' }));
    expect(onChange).toHaveBeenCalledWith({ properties: [], minPrice: null, maxPrice: null });
  });

  it('says when nothing matches and shows no load more', () => {
    renderListing(listing({ total: 0 }));
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
