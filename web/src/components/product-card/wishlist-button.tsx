import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../icons';
import { useWishlistToggle } from './use-wishlist-toggle';

/**
 * The card's heart. Always visible when on the wishlist, otherwise only while the card is hovered or
 * focused, and always on touch devices.
 */
export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useTranslation();
  const { inWishlist: active, toggle, busy } = useWishlistToggle({ id: productId, name: productName });

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={active}
      aria-label={t(active ? 'productCard.removeFromWishlist' : 'productCard.addToWishlist', { name: productName })}
      data-testid="wishlist-button"
      className={`absolute top-2 right-2 z-20 rounded-full bg-white/90 p-2 text-primary shadow-sm transition-opacity hover:bg-white focus-visible:opacity-100 ${
        active
          ? 'opacity-100'
          : 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100'
      }`}
    >
      <HeartIcon className={`size-5 ${active ? 'fill-current' : ''}`} />
    </button>
  );
}
