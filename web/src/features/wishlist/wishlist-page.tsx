import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { useSession } from '../../lib/session/use-session';

/** /wishlist: heading and count (issue 7 builds the list of products). */
export default function WishlistPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <div className="shop-container py-10">
      <PageMeta title={t('pages.wishlist')} />
      <h1 className="font-display text-3xl font-bold text-primary">{t('pages.wishlist')}</h1>
      <p className="mt-4">{t('pages.wishlistItems', { count: session?.wishlistCount ?? 0 })}</p>
    </div>
  );
}
