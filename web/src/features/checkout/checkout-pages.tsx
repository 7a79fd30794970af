import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { CHECKOUT_STEPS } from './checkout-layout';

/** A checkout step: its heading (issue 7 builds the forms, methods and the order review). */
export function CheckoutStepPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const step = CHECKOUT_STEPS.find((candidate) => pathname.replace(/\/+$/, '').endsWith(`/${candidate.path}`));
  const title = step ? t(step.key) : t('pages.checkout');
  return (
    <div className="shop-container py-10">
      <PageMeta title={`${t('pages.checkout')}: ${title}`} />
      <h1 className="font-display text-3xl font-bold text-primary">{title}</h1>
    </div>
  );
}

function ResultPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="shop-container py-12">
      <PageMeta title={t(titleKey)} />
      <h1 className="font-display text-3xl font-bold text-primary">{t(titleKey)}</h1>
    </div>
  );
}

export const OrderSuccessPage = () => <ResultPage titleKey="pages.orderSuccess" />;
export const PaymentFailurePage = () => <ResultPage titleKey="pages.paymentFailure" />;
