import { guestWishlistProductIds, id as idRule } from '@weingut/schema/input-rules';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { messageFor } from '../../i18n/texts.js';
import { validateInput } from '../shared/validate-input.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { accountMessages, success } from '../account/account-messages.js';
import type { RawWishlistAnswer } from '../account/account-raw-types.js';
import { PRODUCT_CRITERIA } from '../catalog/product-criteria.js';
import { mapProduct } from '../catalog/product.mapper.js';
import { primeProducts } from '../catalog/product.service.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { attempt } from '../shared/mutation-outcome.js';
import type {
  AddToWishlistPayload,
  MergeWishlistPayload,
  RemoveFromWishlistPayload,
  Wishlist,
} from './wishlist.type.js';

const productIdRule = z.object({ productId: idRule });
const mergeRule = z.object({ productIds: guestWishlistProductIds.min(1, { message: 'REQUIRED' }) });

/**
 * POST /customer/wishlist: a page of products with the catalogue's associations and SEO paths, in
 * Shopware's order (newest first). A customer who never added a product has no wishlist yet: empty.
 */
export async function loadWishlist(context: GatewayContext, page: number, limit: number): Promise<Wishlist> {
  let answer: RawWishlistAnswer;
  try {
    answer = await context.storeApi.read<RawWishlistAnswer>(
      '/customer/wishlist',
      { page, limit, 'total-count-mode': 'exact', ...PRODUCT_CRITERIA },
      { seoUrls: true },
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.hasCode('CHECKOUT__WISHLIST_NOT_FOUND'))
      return { products: [], total: 0, page, limit };
    throw error;
  }
  const products = answer.products.elements;
  primeProducts(context, products);
  const currency = currencyOf(context);
  return {
    products: products.map((product) => mapProduct(product, currency)),
    total: answer.products.total ?? products.length,
    page,
    limit,
  };
}

/** POST /customer/wishlist/add/{id} and the product (for the notification) in parallel. */
export async function addToWishlist(context: GatewayContext, productId: string): Promise<AddToWishlistPayload> {
  const checked = validateInput(productIdRule, { productId }, context.locale);
  if (!checked.ok) return { product: null, notification: null, userErrors: checked.userErrors };
  const [done, raw] = await Promise.all([
    attempt(context.locale, () => context.storeApi.write('POST', `/customer/wishlist/add/${productId}`)),
    context.loaders.productsById.load(productId).catch(() => null),
  ]);
  if (!done.ok)
    return {
      product: null,
      notification: null,
      userErrors: done.userErrors.map((error) => ({ ...error, field: error.field ?? 'productId' })),
    };
  const product = raw ? mapProduct(raw, currencyOf(context)) : null;
  const productName = product?.name ?? '';
  return {
    product,
    notification: success(messageFor(accountMessages.addedToWishlist, context.locale, { productName }).trim()),
    userErrors: [],
  };
}

/** DELETE /customer/wishlist/delete/{id}. */
export async function removeFromWishlist(
  context: GatewayContext,
  productId: string,
): Promise<RemoveFromWishlistPayload> {
  const checked = validateInput(productIdRule, { productId }, context.locale);
  if (!checked.ok) return { removedProductId: null, userErrors: checked.userErrors };
  const done = await attempt(context.locale, () =>
    context.storeApi.write('DELETE', `/customer/wishlist/delete/${productId}`),
  );
  if (!done.ok)
    return {
      removedProductId: null,
      userErrors: done.userErrors.map((error) => ({ ...error, field: error.field ?? 'productId' })),
    };
  return { removedProductId: productId, userErrors: [] };
}

/** POST /customer/wishlist/merge: Shopware adds the products not yet listed and skips unknown ones. */
export function writeWishlistMerge(context: GatewayContext, productIds: string[]): Promise<unknown> {
  return context.storeApi.write('POST', '/customer/wishlist/merge', { productIds });
}

/** The wishlist a visitor kept in the client, into the account of the customer they became (registration). */
export async function mergeWishlist(context: GatewayContext, productIds: string[]): Promise<MergeWishlistPayload> {
  const checked = validateInput(mergeRule, { productIds }, context.locale);
  if (!checked.ok) return { productIds: null, userErrors: checked.userErrors };
  const done = await attempt(context.locale, () => writeWishlistMerge(context, checked.value.productIds));
  if (!done.ok)
    return {
      productIds: null,
      userErrors: done.userErrors.map((error) => ({ ...error, field: error.field ?? 'productIds' })),
    };
  return { productIds: checked.value.productIds, userErrors: [] };
}
