import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { useSession } from '../../lib/session/use-session';

/** /cart: heading and item count (issue 7 builds the lines, promotion code and totals). */
export default function CartPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <div className="shop-container py-10">
      <PageMeta title={t('pages.cart')} />
      <h1 className="font-display text-3xl font-bold text-primary">{t('pages.cart')}</h1>
      <p className="mt-4">{t('pages.cartItems', { count: session?.cartItemCount ?? 0 })}</p>
    </div>
  );
}
