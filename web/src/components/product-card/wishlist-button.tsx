import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ProductCardAddToWishlistDocument, ProductCardRemoveFromWishlistDocument, ProductCardWishlistIdsDocument, SessionDocument } from '../../gql/graphql';
import { addToGuestWishlist, removeFromGuestWishlist } from '../../lib/guest-wishlist';
import { useNotifications } from '../../lib/notifications';
import { HeartIcon } from '../icons';
import { useWishlistIds } from './wishlist-ids';

/**
 * The heart: adds when absent, removes when present (spec §4). Always visible when on the wishlist,
 * otherwise only while the card is hovered or focused, and always on touch devices.
 */
export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const { ids, customer } = useWishlistIds();
  const active = ids.has(productId);
  const refetchQueries = [ProductCardWishlistIdsDocument, SessionDocument];
  const [add, adding] = useMutation(ProductCardAddToWishlistDocument, { refetchQueries });
  const [remove, removing] = useMutation(ProductCardRemoveFromWishlistDocument, { refetchQueries });
  const busy = adding.loading || removing.loading;

  const toggle = async () => {
    if (!customer) {
      if (active) removeFromGuestWishlist(productId);
      else addToGuestWishlist(productId);
      return;
    }
    try {
      if (active) {
        const { data } = await remove({ variables: { productId } });
        const error = data?.removeFromWishlist.userErrors[0];
        if (error) notify(error.message, 'error');
      } else {
        const { data } = await add({ variables: { productId } });
        const payload = data?.addToWishlist;
        if (payload?.notification) notify(payload.notification.message, payload.notification.type === 'ERROR' ? 'error' : 'success');
        else if (payload?.userErrors[0]) notify(payload.userErrors[0].message, 'error');
      }
    } catch {
      notify(t('productCard.wishlistFailed'), 'error');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={active}
      aria-label={t(active ? 'productCard.removeFromWishlist' : 'productCard.addToWishlist', { name: productName })}
      data-testid="wishlist-button"
      className={`absolute top-2 right-2 z-20 rounded-full bg-white/90 p-2 text-primary shadow-sm transition-opacity hover:bg-white focus-visible:opacity-100 ${
        active ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100'
      }`}
    >
      <HeartIcon className={`size-5 ${active ? 'fill-current' : ''}`} />
    </button>
  );
}
