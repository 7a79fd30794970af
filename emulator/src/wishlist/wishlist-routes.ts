import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { stableId } from '../catalogue/ids.js';
import type { ProductDoc } from '../catalogue/views/product-view.js';
import { MAX_LIMIT } from '../criteria/parse-criteria.js';
import { dalUuid } from '../http/dal-uuid.js';
import { requireCustomer } from '../http/guards.js';
import { ShopwareError, errors } from '../http/shopware-error.js';
import { productsForAnswer } from '../routes/product-answer.js';
import { productEntityLookup } from '../routes/product-listing.js';
import { criteriaOf, entitySearch, payloadOf, readRoute } from '../routes/route-helpers.js';
import { WishlistStore } from './wishlist-store.js';

/** CustomerException's wishlist cases (Checkout/Customer/CustomerException.php and Exception/*). */
export const wishlistErrors = {
  notActivated: () => new ShopwareError(403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED', 'Wishlist is not activated!'),
  notFound: () => new ShopwareError(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.'),
  duplicateProduct: () =>
    new ShopwareError(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist'),
  productNotFound: (value: string) =>
    new ShopwareError(
      404,
      'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND',
      'Could not find {{ entity }} with {{ field }} "{{ value }}"',
      {
        entity: 'wishlist product',
        field: 'id',
        value,
      },
    ),
  productIdsMissing: () =>
    new ShopwareError(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.'),
};

const nowString = (deps: EmulatorDeps) => deps.clock().toISOString().replace('Z', '+00:00');

/**
 * The wishlist routes (LoadWishlistRoute, AddWishlistProductRoute, RemoveWishlistProductRoute,
 * MergeWishlistProductRoute): a registered customer only (`_loginRequired`, no guests), and only
 * while core.cart.wishlistEnabled is on.
 */
export function registerWishlistRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const wishlists = new WishlistStore(deps.db);
  const customerOf = (request: FastifyRequest) => requireCustomer(request.store, { allowGuest: false });
  const ensureEnabled = () => {
    if (!deps.config.wishlistEnabled) throw wishlistErrors.notActivated();
  };
  const catalogueProduct = (request: FastifyRequest, id: string): ProductDoc | undefined =>
    request.store.view.products.get(id);

  readRoute(api, '/customer/wishlist', (request) => {
    const customer = customerOf(request);
    const { store } = request;
    const products = wishlists
      .products(customer.id)
      .map((entry) => catalogueProduct(request, entry.productId))
      .filter((product): product is ProductDoc => product !== undefined);
    const criteria = criteriaOf(request, 'product', products[0] ?? store.view.products.values().next().value);
    ensureEnabled();
    const createdAt = wishlists.createdAt(customer.id);
    if (createdAt === undefined) throw wishlistErrors.notFound();
    // Newest first: the products come in that order and criteria sortings keep ties in place.
    const result = entitySearch('product', products, criteria, {
      defaultLimit: MAX_LIMIT,
      lookup: productEntityLookup(store.view),
    });
    return {
      wishlist: {
        id: stableId('customer_wishlist', `${customer.id}:${store.salesChannel.id}`),
        customerId: customer.id,
        salesChannelId: store.salesChannel.id,
        customFields: null,
        createdAt,
        updatedAt: null,
        apiAlias: 'customer_wishlist',
      },
      products: { ...result, elements: productsForAnswer(result.elements, store) },
      apiAlias: 'wishlist_products',
    };
  });

  api.post('/customer/wishlist/add/:productId', (request) => {
    const customer = customerOf(request);
    ensureEnabled();
    const productId = dalUuid((request.params as { productId: string }).productId);
    if (!catalogueProduct(request, productId)) throw errors.productNotFound(productId);
    if (wishlists.has(customer.id, productId)) throw wishlistErrors.duplicateProduct();
    wishlists.add(customer.id, [productId], nowString(deps));
    return { success: true, apiAlias: 'array_struct' };
  });

  api.delete('/customer/wishlist/delete/:productId', (request) => {
    const customer = customerOf(request);
    ensureEnabled();
    if (wishlists.createdAt(customer.id) === undefined) throw wishlistErrors.notFound();
    const raw = (request.params as { productId: string }).productId;
    if (!wishlists.remove(customer.id, dalUuid(raw))) throw wishlistErrors.productNotFound(raw);
    return { success: true, apiAlias: 'array_struct' };
  });

  api.post('/customer/wishlist/merge', (request) => {
    const customer = customerOf(request);
    ensureEnabled();
    const productIds = payloadOf(request).productIds;
    if (productIds === null || typeof productIds !== 'object') throw wishlistErrors.productIdsMissing();
    // array_filter drops empty values, unknown ids are left out, ids already listed stay as they are.
    const wanted = [
      ...new Set(
        Object.values(productIds)
          .filter((id) => Boolean(id) && id !== '0')
          .map(dalUuid),
      ),
    ];
    const known = wanted.filter((id) => catalogueProduct(request, id) && !wishlists.has(customer.id, id));
    wishlists.add(customer.id, known, nowString(deps));
    return { success: true, apiAlias: 'array_struct' };
  });
}
