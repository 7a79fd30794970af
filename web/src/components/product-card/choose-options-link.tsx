import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * Instead of quantity and 'Add To Cart' for a main product of variants (the voucher): the cart takes
 * only a variant, which the shopper chooses on the product's page.
 */
export function ChooseOptionsLink({ path, productName }: { path: string; productName: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={path}
      aria-label={t('productCard.chooseOptionsFor', { name: productName })}
      className="relative z-10 inline-flex min-h-10 flex-1 items-center justify-center rounded-sm bg-primary px-2 text-center text-sm leading-tight font-medium text-white transition-colors hover:bg-primary/90"
    >
      {t('productCard.chooseOptions')}
    </Link>
  );
}
