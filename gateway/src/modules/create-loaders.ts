import type DataLoader from 'dataloader';
import type { RawSalesChannelContext, RawSearchResult } from '../shopware/store-api-types.js';
import type { StoreApiClient } from '../shopware/store-api-client.js';
import type { CatalogReader } from '../cache/catalog-reader.js';
import { batchById } from '../loaders/batch-by-id.js';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/catalog-loaders.js';
import { once, type Once } from '../loaders/once.js';
import { PRODUCT_CRITERIA } from './catalog/product-criteria.js';
import type { ProductAnswer } from './catalog/product.mapper.js';
import { CATEGORY_PAGE_CRITERIA, type PageCategory } from './page/page.mapper.js';
import { createAccountLoaders, type AccountLoaders } from './account/account-loaders.js';

export interface Loaders extends CatalogLoaders, AccountLoaders {
  /** Products with the fields of PRODUCT_INCLUDES (any product read primes it, see primeProducts). */
  productsById: DataLoader<string, ProductAnswer | null>;
  categoriesById: DataLoader<string, PageCategory | null>;
  /**
   * GET /context, at most once per request, for every field that needs it: the session (customer,
   * currency, language), shipping prices, the sales-channel domains.
   */
  salesChannelContext: Once<RawSalesChannelContext>;
  /** The sales channel's navigation root (the category of the path `/`), the same for every session: cached. */
  navigationRootId: Once<string>;
}

/**
 * The per-request loaders; made with the request's client (its session) and its catalogue reader (public
 * reads, possibly cached), cleared after mutations that change them. `onContext` sees each answer of
 * the session's GET /context (the cache scope is learned from it).
 */
export function createLoaders(
  storeApi: StoreApiClient,
  catalog: CatalogReader,
  onContext: (context: RawSalesChannelContext) => void = () => {},
): Loaders {
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
      const result = await catalog.read<RawSearchResult<PageCategory>>(
        '/category',
        { ids, limit: ids.length, ...CATEGORY_PAGE_CRITERIA },
        { seoUrls: true },
      );
      return result.elements;
    }),
    salesChannelContext: once(async () => {
      const context = await storeApi.read<RawSalesChannelContext>('/context');
      onContext(context);
      return context;
    }),
    navigationRootId: once(() =>
      catalog.defaultContext('navigation-root', (context) => context.salesChannel.navigationCategoryId),
    ),
    ...createCatalogLoaders(catalog),
    ...createAccountLoaders(storeApi),
  };
}
