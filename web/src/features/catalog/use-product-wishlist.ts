import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useWishlistIds } from '../../components/product-card';
import { ProductCardAddToWishlistDocument, ProductCardRemoveFromWishlistDocument, ProductCardWishlistIdsDocument } from '../../gql/graphql';
import { addToGuestWishlist, removeFromGuestWishlist } from '../../lib/guest-wishlist';
import { useNotifications } from '../../lib/notifications';
import { refreshSession } from '../../lib/session/use-session';

/**
 * The product page's wishlist heart: a customer's list lives in the shop, a visitor's in the browser
 * (merged into the account at login). Adds when absent, removes when present (spec §4).
 */
export function useProductWishlist(product: { id: string; name: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { notify } = useNotifications();
  const { ids, customer: isCustomer } = useWishlistIds();
  const [add, addState] = useMutation(ProductCardAddToWishlistDocument);
  const [remove, removeState] = useMutation(ProductCardRemoveFromWishlistDocument);
  const inWishlist = ids.has(product.id);

  const toggle = async () => {
    if (!isCustomer) {
      if (inWishlist) removeFromGuestWishlist(product.id);
      else {
        addToGuestWishlist(product.id);
        notify(t('wishlist.added', { productName: product.name }), 'success');
      }
      return;
    }
    if (inWishlist) {
      const result = await remove({ variables: { productId: product.id } });
      const error = result.data?.removeFromWishlist.userErrors[0];
      if (error) notify(error.message, 'error');
    } else {
      const result = await add({ variables: { productId: product.id } });
      const payload = result.data?.addToWishlist;
      if (payload?.userErrors[0]) notify(payload.userErrors[0].message, 'error');
      else if (payload?.notification) notify(payload.notification.message, 'success');
    }
    await Promise.all([client.refetchQueries({ include: [ProductCardWishlistIdsDocument] }), refreshSession(client).catch(() => null)]);
  };
  return { inWishlist, toggle, busy: addState.loading || removeState.loading };
}
