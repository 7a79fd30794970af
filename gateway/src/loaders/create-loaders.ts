import type DataLoader from 'dataloader';
import type { RawCategory, RawProduct, RawSalesChannelContext, RawSearchResult } from '../shopware/store-api-types.js';
import type { StoreApiClient } from '../shopware/store-api-client.js';
import type { CatalogReader } from '../cache/catalog-reader.js';
import { batchById } from './batch-by-id.js';
import { createCatalogLoaders, type CatalogLoaders } from './catalog-loaders.js';
import { once, type Once } from './once.js';
import { PRODUCT_ASSOCIATIONS } from '../modules/catalog/product-criteria.js';
import { createAccountLoaders, type AccountLoaders } from '../modules/account/account-loaders.js';

export interface Loaders extends CatalogLoaders, AccountLoaders {
  productsById: DataLoader<string, RawProduct | null>;
  categoriesById: DataLoader<string, RawCategory | null>;
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
      const result = await catalog.read<RawSearchResult<RawProduct>>(
        '/product',
        { ids, limit: ids.length, associations: PRODUCT_ASSOCIATIONS },
        { seoUrls: true },
      );
      return result.elements as (RawProduct & { id: string })[];
    }),
    categoriesById: batchById(async (ids) => {
      const result = await catalog.read<RawSearchResult<RawCategory>>('/category', { ids, limit: ids.length, associations: { media: {}, cmsPage: {} } }, { seoUrls: true });
      return result.elements as (RawCategory & { id: string })[];
    }),
    salesChannelContext: once(() => storeApi.read<RawSalesChannelContext>('/context')),
    ...createCatalogLoaders(catalog),
    ...createAccountLoaders(storeApi),
  };
}
