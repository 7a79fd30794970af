import type { GatewayContext } from '../context.js';
import type { RawSalesChannelContext } from '../../shopware/store-api-types.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { cartItemCount, mapCurrency, mapLanguage, mapSessionCustomer } from './session.mapper.js';
import type { Session } from './session.type.js';

/**
 * GET /context (the request's one, shared with other fields) and the cart in parallel, then the
 * wishlist for customers. A visitor without a token has no cart yet: GET /context brings the new
 * session's token, and its cart is empty (the cart call would only wait for that token and read nothing).
 */
export async function loadSession({ storeApi, loaders }: GatewayContext): Promise<Session> {
  const cart = storeApi.session.contextToken
    ? storeApi.read<{ lineItems?: { type?: string; quantity?: number }[] }>('/checkout/cart')
    : null;
  const [context, items] = await Promise.all([loaders.salesChannelContext(), cart]);
  const customer = mapSessionCustomer(context);
  const isLoggedIn = customer !== null && !customer.isGuest;
  const wishlistTotal = isLoggedIn ? await wishlistCount(context, storeApi) : 0;
  return {
    customer,
    isLoggedIn,
    isGuest: customer?.isGuest ?? false,
    currency: mapCurrency(context),
    language: mapLanguage(context),
    cartItemCount: cartItemCount(items),
    wishlistCount: wishlistTotal,
  };
}

async function wishlistCount(_context: RawSalesChannelContext, storeApi: GatewayContext['storeApi']): Promise<number> {
  try {
    const wishlist = await storeApi.read<{ products?: { total?: number } }>('/customer/wishlist', {
      limit: 1,
      'total-count-mode': 'exact',
      includes: { product: ['id'] },
    });
    return wishlist.products?.total ?? 0;
  } catch (error) {
    // A customer without a wishlist yet, or a shop with the wishlist switched off, has none.
    if (
      error instanceof UpstreamError &&
      (error.hasCode('CHECKOUT__WISHLIST_NOT_FOUND') || error.hasCode('CHECKOUT__WISHLIST_IS_NOT_ACTIVATED'))
    ) {
      return 0;
    }
    throw error;
  }
}
