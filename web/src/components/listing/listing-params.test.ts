import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  furtherPages,
  listingVariables,
  parseListingParams,
  writeListingParams,
  type ListingParams,
} from './listing-params';

describe('listing URL state', () => {
  it('reads order, properties, prices and pages', () => {
    const params = parseListingParams(
      new URLSearchParams('order=price-asc&properties=a|b&min-price=5&max-price=20,5&p=3&query=riesling'),
    );
    expect(params).toEqual({ order: 'price-asc', properties: ['a', 'b'], minPrice: 5, maxPrice: 20.5, pages: 3 });
    expect(listingVariables(params)).toEqual({
      sorting: 'price-asc',
      filters: { propertyOptionIds: ['a', 'b'], minPrice: 5, maxPrice: 20.5 },
      limit: 30,
      page: 1,
    });
  });

  it('ignores nonsense and caps the pages at 1000 products', () => {
    expect(parseListingParams(new URLSearchParams('min-price=abc&p=-2'))).toEqual({
      order: null,
      properties: [],
      minPrice: null,
      maxPrice: null,
      pages: 1,
    });
    expect(parseListingParams(new URLSearchParams('p=50')).pages).toBe(50);
    expect(parseListingParams(new URLSearchParams('p=5000')).pages).toBe(100);
  });

  it('past 100 products, the first request keeps the gateway’s limit and further pages of 100 follow', () => {
    const state = (pages: number): ListingParams => ({
      order: null,
      properties: [],
      minPrice: null,
      maxPrice: null,
      pages,
    });
    expect(listingVariables(state(10))).toMatchObject({ limit: 100, page: 1 });
    expect(furtherPages(state(10))).toEqual([]);
    expect(listingVariables(state(11))).toMatchObject({ limit: 100, page: 1 });
    expect(furtherPages(state(11))).toEqual([2]);
    expect(furtherPages(state(20))).toEqual([2]);
    expect(furtherPages(state(21))).toEqual([2, 3]);
  });

  it('load more is offered while products are left, up to the cap', () => {
    const state = (pages: number): ListingParams => ({
      order: null,
      properties: [],
      minPrice: null,
      maxPrice: null,
      pages,
    });
    expect(canLoadMore(state(10), 100, 230)).toBe(true);
    expect(canLoadMore(state(23), 230, 230)).toBe(false);
    expect(canLoadMore(state(100), 1000, 5000)).toBe(false);
  });

  it('writes only what is set and keeps other parameters', () => {
    const written = writeListingParams(new URLSearchParams('query=riesling&p=4'), {
      order: 'name-asc',
      properties: ['x'],
      minPrice: null,
      maxPrice: 12,
      pages: 1,
    });
    expect(written.toString()).toBe('query=riesling&order=name-asc&properties=x&max-price=12');
  });
});
