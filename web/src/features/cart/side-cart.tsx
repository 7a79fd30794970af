import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session/use-session';
import { CartContents } from './cart-contents';

/** The side cart toggled by the cart icon and the bottom bar: the cart's lines, code, totals, the way to the checkout and to /cart. */
export function SideCart() {
  const { t } = useTranslation();
  const { open, close } = useOverlays();
  const { session } = useSession();
  const isOpen = open === 'side-cart';
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={t('sideCart.title')}
      variant="drawer-right"
      closeLabel={t('sideCart.close')}
    >
      <p className="mb-2 text-sm text-secondary">{t('sideCart.itemCount', { count: session?.cartItemCount ?? 0 })}</p>
      {isOpen && <CartContents compact onNavigate={close} />}
      {(session?.cartItemCount ?? 0) > 0 && (
        <Link
          to="/checkout"
          onClick={close}
          className="mt-6 block rounded-sm bg-primary px-5 py-2.5 text-center font-medium text-white hover:bg-primary-dark"
        >
          {t('cart.toCheckout')}
        </Link>
      )}
      <Link
        to="/cart"
        onClick={close}
        className="mt-3 block rounded-sm border border-primary px-5 py-2.5 text-center font-medium text-primary hover:bg-primary hover:text-white"
      >
        {t('sideCart.toCart')}
      </Link>
    </Dialog>
  );
}
