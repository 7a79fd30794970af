import type { StoreRequest } from '../http/store-request.js';

/** What every product answer does to a product: seoUrls only when the request asks for them. */
export function productForAnswer<T extends Record<string, unknown>>(product: T, store: StoreRequest): T {
  if (store.includeSeoUrls || !('seoUrls' in product)) return product;
  return { ...product, seoUrls: [] };
}

export const productsForAnswer = <T extends Record<string, unknown>>(products: T[], store: StoreRequest): T[] =>
  products.map((product) => productForAnswer(product, store));
