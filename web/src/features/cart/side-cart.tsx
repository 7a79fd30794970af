import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session/use-session';
import { CartContents } from './cart-contents';

/** The side cart toggled by the cart icon and the bottom bar: the cart's lines, code, totals and the way to /cart. */
export function SideCart() {
  const { t } = useTranslation();
  const { open, close } = useOverlays();
  const { session } = useSession();
  const isOpen = open === 'side-cart';
  return (
    <Dialog open={isOpen} onClose={close} title={t('sideCart.title')} variant="drawer-right" closeLabel={t('sideCart.close')}>
      <p className="mb-2 text-sm text-secondary">{t('sideCart.itemCount', { count: session?.cartItemCount ?? 0 })}</p>
      {isOpen && <CartContents compact onNavigate={close} />}
      <Link to="/cart" onClick={close} className="mt-6 block rounded-sm bg-primary px-5 py-2.5 text-center font-medium text-white hover:bg-primary-dark">
        {t('sideCart.toCart')}
      </Link>
    </Dialog>
  );
}
