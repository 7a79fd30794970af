import type { GatewayContext } from '../context.js';
import { notFoundError } from './catalog-errors.js';
import type { RawProductDetail } from './catalog-raw-types.js';
import { mapCrossSellings, mapProduct, mapReview, mapVariantGroups, type ProductAnswer } from './product.mapper.js';
import { PRODUCT_DETAIL_CRITERIA } from './product-criteria.js';
import type { CrossSellingGroup, ProductReviewPage, VariantGroup } from './product-relations.type.js';
import type { Product } from './product.type.js';
import { currencyOf } from './shop-currency.js';
import { resolveStorefrontPath } from './storefront-path.js';

/** Products fetched with other answers (listings, cross-sellings) are not fetched again by id. */
export function primeProducts({ loaders }: GatewayContext, products: ProductAnswer[]): void {
  for (const product of products) loaders.productsById.prime(product.id, product);
}

/** POST /product/{id}: the detail route (a main product's id resolves to its default variant). */
export async function loadProductRaw(context: GatewayContext, id: string): Promise<ProductAnswer> {
  const detail = await context.catalog.read<RawProductDetail>(`/product/${id}`, PRODUCT_DETAIL_CRITERIA, {
    seoUrls: true,
  });
  primeProducts(context, [detail.product]);
  return detail.product;
}

export async function loadProduct(context: GatewayContext, id: string): Promise<Product> {
  return mapProduct(await loadProductRaw(context, id), currencyOf(context));
}

/** A product by its storefront path (SEO path or /detail/{id}); NOT_FOUND for any other path. */
export async function loadProductByPath(context: GatewayContext, path: string): Promise<Product> {
  const target = await resolveStorefrontPath(context, path);
  if (target?.kind !== 'product') throw notFoundError(context.locale);
  return loadProduct(context, target.id);
}

/** Products by id in one call, in the order asked; null for an unknown id. */
export async function loadProductsByIds(context: GatewayContext, ids: string[]): Promise<(Product | null)[]> {
  const products = await context.loaders.productsById.loadMany(ids);
  const currency = currencyOf(context);
  return products.map((product) => {
    if (product instanceof Error) throw product;
    return product ? mapProduct(product, currency) : null;
  });
}

export async function loadCrossSellings(
  context: GatewayContext,
  product: Pick<Product, 'id'>,
): Promise<CrossSellingGroup[]> {
  const elements = await context.loaders.crossSellingsByProductId.load(product.id);
  primeProducts(
    context,
    elements.flatMap((element) => element.products),
  );
  return mapCrossSellings(elements, currencyOf(context));
}

export async function loadReviewPage(
  context: GatewayContext,
  product: Pick<Product, 'id'>,
  page: number,
  limit: number,
): Promise<ProductReviewPage> {
  const result = await context.loaders.reviewPages.load({ productId: product.id, page, limit });
  return { reviews: result.elements.map(mapReview), total: result.total ?? result.elements.length, page, limit };
}

/** The configurator; no upstream call for products without variants. */
export async function loadVariantGroups(
  context: GatewayContext,
  product: Pick<Product, 'id' | 'optionIds' | 'variantParentId'>,
): Promise<VariantGroup[]> {
  if (!product.variantParentId) return [];
  const variants = await context.loaders.variantsByParentId.load(product.variantParentId);
  return mapVariantGroups(variants, product, currencyOf(context));
}
