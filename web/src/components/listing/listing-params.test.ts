import { describe, expect, it } from 'vitest';
import { listingVariables, parseListingParams, writeListingParams } from './listing-params';

describe('listing URL state', () => {
  it('reads order, properties, prices and pages', () => {
    const params = parseListingParams(new URLSearchParams('order=price-asc&properties=a|b&min-price=5&max-price=20,5&p=3&query=riesling'));
    expect(params).toEqual({ order: 'price-asc', properties: ['a', 'b'], minPrice: 5, maxPrice: 20.5, pages: 3 });
    expect(listingVariables(params)).toEqual({ sorting: 'price-asc', filters: { propertyOptionIds: ['a', 'b'], minPrice: 5, maxPrice: 20.5 }, limit: 30, page: 1 });
  });

  it('ignores nonsense and caps the pages at the gateway’s limit', () => {
    expect(parseListingParams(new URLSearchParams('min-price=abc&p=-2'))).toEqual({ order: null, properties: [], minPrice: null, maxPrice: null, pages: 1 });
    expect(parseListingParams(new URLSearchParams('p=50')).pages).toBe(10);
  });

  it('writes only what is set and keeps other parameters', () => {
    const written = writeListingParams(new URLSearchParams('query=riesling&p=4'), { order: 'name-asc', properties: ['x'], minPrice: null, maxPrice: 12, pages: 1 });
    expect(written.toString()).toBe('query=riesling&order=name-asc&properties=x&max-price=12');
  });
});
