import type { GatewayContext } from '../context.js';
import { categoryPathOf } from '../../domain/seo-path.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { mapProduct } from '../catalog/product.mapper.js';
import { loadProductRaw } from '../catalog/product.service.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { resolveStorefrontPath, type StorefrontTarget } from '../catalog/storefront-path.js';
import { mapCategoryPage, mapProductPage, notFoundPage } from './page.mapper.js';
import type { Page } from './page.type.js';

/**
 * Resolves a storefront path to its page, as Shopware Frontends' catch-all route does: the path
 * lookup, then the category or product with its breadcrumb (GET /breadcrumb/{id}) in parallel.
 * Anything that is not there is a NotFoundPage, not an error.
 */
export async function loadPage(context: GatewayContext, requestedPath: string): Promise<Page> {
  try {
    const target = await resolveStorefrontPath(context, requestedPath);
    if (target?.kind === 'category') return await categoryPage(context, target, requestedPath);
    if (target?.kind === 'product') return await productPage(context, target, requestedPath);
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return notFoundPage(requestedPath, context.locale);
}

async function categoryPage(context: GatewayContext, target: StorefrontTarget, requestedPath: string): Promise<Page> {
  const { loaders } = context;
  const [category, breadcrumb] = await Promise.all([
    loaders.categoriesById.load(target.id),
    // The home has no breadcrumb: Shopware's starts below the navigation root.
    target.isHome ? Promise.resolve([]) : loaders.breadcrumbs.load({ id: target.id, type: 'category' }),
  ]);
  if (!category) return notFoundPage(requestedPath, context.locale);
  const canonicalPath = target.isHome ? '/' : (target.matchedSeoPath ?? categoryPathOf(category));
  return mapCategoryPage(category, breadcrumb, { requestedPath, canonicalPath }, target.isHome);
}

async function productPage(context: GatewayContext, target: StorefrontTarget, requestedPath: string): Promise<Page> {
  const [raw, breadcrumb] = await Promise.all([
    loadProductRaw(context, target.id),
    context.loaders.breadcrumbs.load({ id: target.id, type: 'product' }),
  ]);
  const product = mapProduct(raw, currencyOf(context));
  return mapProductPage(product, breadcrumb, { requestedPath, canonicalPath: target.matchedSeoPath ?? product.path });
}
