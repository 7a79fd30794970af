import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  ProductCardAddToWishlistDocument,
  ProductCardRemoveFromWishlistDocument,
  ProductCardWishlistIdsDocument,
  SessionDocument,
} from '../../gql/graphql';
import { addToGuestWishlist, removeFromGuestWishlist } from '../../lib/guest-wishlist';
import { useNotifications } from '../../lib/notifications';
import { useWishlistIds } from './wishlist-ids';

/**
 * The wishlist heart of a card and of the product page (docs/behaviour/states.md): adds when absent, removes when
 * present. A customer's list lives in the shop, a visitor's in the browser (merged into the account at
 * login); either way adding says '{productName} has been added to wishlist.'
 */
export function useWishlistToggle(product: { id: string; name: string }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const { ids, customer } = useWishlistIds();
  const refetchQueries = [ProductCardWishlistIdsDocument, SessionDocument];
  const [add, adding] = useMutation(ProductCardAddToWishlistDocument, { refetchQueries });
  const [remove, removing] = useMutation(ProductCardRemoveFromWishlistDocument, { refetchQueries });
  const inWishlist = ids.has(product.id);

  const toggle = async () => {
    if (!customer) {
      if (inWishlist) removeFromGuestWishlist(product.id);
      else {
        addToGuestWishlist(product.id);
        notify(t('account:addedToWishlist', { productName: product.name }), 'success');
      }
      return;
    }
    try {
      if (inWishlist) {
        const { data } = await remove({ variables: { productId: product.id } });
        const error = data?.removeFromWishlist.userErrors[0];
        if (error) notify(error.message, 'error');
      } else {
        const { data } = await add({ variables: { productId: product.id } });
        const payload = data?.addToWishlist;
        if (payload?.notification)
          notify(payload.notification.message, payload.notification.type === 'ERROR' ? 'error' : 'success');
        else if (payload?.userErrors[0]) notify(payload.userErrors[0].message, 'error');
      }
    } catch {
      notify(t('productCard.wishlistFailed'), 'error');
    }
  };
  return { inWishlist, toggle, busy: adding.loading || removing.loading };
}
