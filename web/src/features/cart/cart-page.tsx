import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { CartContents } from './cart-contents';

/** /cart: the lines with quantity and removal, the promotion code, the totals and the cart's messages. */
export default function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="shop-container py-6 md:py-10">
      <PageMeta title={t('pages.cart')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{t('pages.cart')}</h1>
      <CartContents />
    </div>
  );
}
