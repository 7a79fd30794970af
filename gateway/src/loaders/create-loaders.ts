import type DataLoader from 'dataloader';
import type { RawSalesChannelContext, RawSearchResult } from '../shopware/store-api-types.js';
import type { StoreApiClient } from '../shopware/store-api-client.js';
import type { CatalogReader } from '../cache/catalog-reader.js';
import { batchById } from './batch-by-id.js';
import { createCatalogLoaders, type CatalogLoaders } from './catalog-loaders.js';
import { once, type Once } from './once.js';
import { PRODUCT_CRITERIA } from '../modules/catalog/product-criteria.js';
import type { ProductAnswer } from '../modules/catalog/product.mapper.js';
import { CATEGORY_PAGE_CRITERIA, type PageCategory } from '../modules/page/page.mapper.js';
import { createAccountLoaders, type AccountLoaders } from '../modules/account/account-loaders.js';

export interface Loaders extends CatalogLoaders, AccountLoaders {
  /** Products with the fields of PRODUCT_INCLUDES (any product read primes it, see primeProducts). */
  productsById: DataLoader<string, ProductAnswer | null>;
  categoriesById: DataLoader<string, PageCategory | null>;
  /**
   * GET /context, at most once per request, for every field that needs it: the session (customer,
   * currency, language), the home's navigation root, shipping prices, the sales-channel domains.
   */
  salesChannelContext: Once<RawSalesChannelContext>;
}

/**
 * The per-request loaders; made with the request's client (its session) and its catalogue reader (public
 * reads, possibly cached), cleared after mutations that change them.
 */
export function createLoaders(storeApi: StoreApiClient, catalog: CatalogReader): Loaders {
  return {
    productsById: batchById(async (ids) => {
      const result = await catalog.read<RawSearchResult<ProductAnswer>>(
        '/product',
        { ids, limit: ids.length, ...PRODUCT_CRITERIA },
        { seoUrls: true },
      );
      return result.elements;
    }),
    categoriesById: batchById(async (ids) => {
      const result = await catalog.read<RawSearchResult<PageCategory>>('/category', { ids, limit: ids.length, ...CATEGORY_PAGE_CRITERIA }, { seoUrls: true });
      return result.elements;
    }),
    salesChannelContext: once(() => storeApi.read<RawSalesChannelContext>('/context')),
    ...createCatalogLoaders(catalog),
    ...createAccountLoaders(storeApi),
  };
}
