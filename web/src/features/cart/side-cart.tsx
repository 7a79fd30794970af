import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session/use-session';

/** The side cart toggled by the cart icon: the count and the way to the cart (its lines come with issue 7). */
export function SideCart() {
  const { t } = useTranslation();
  const { open, close } = useOverlays();
  const { session } = useSession();
  return (
    <Dialog open={open === 'side-cart'} onClose={close} title={t('sideCart.title')} variant="drawer-right" closeLabel={t('sideCart.close')}>
      <p>{t('sideCart.itemCount', { count: session?.cartItemCount ?? 0 })}</p>
      <Link to="/cart" onClick={close} className="mt-6 inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark">
        {t('sideCart.toCart')}
      </Link>
    </Dialog>
  );
}
