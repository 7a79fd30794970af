import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { MethodChoice } from '../../components/payment/method-choice';
import { PaymentMethodChoice } from '../../components/payment/payment-method-choice';
import { formatMoney } from '../../lib/money';
import { CheckoutFrame, NextStepButton } from './checkout-frame';
import { hasOrderer, useCheckout } from './use-checkout';

/** Step 2: how the wine travels (the cart's shipping costs follow the choice). */
export function CheckoutShippingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, checkout, loading, busy, chooseShippingMethod } = useCheckout();
  if (loading)
    return (
      <CheckoutFrame title={t('pages.checkoutShipping')} checkout={null}>
        …
      </CheckoutFrame>
    );
  if (!hasOrderer(session)) return <Navigate to="/checkout/information" replace />;
  const options = (checkout?.shippingMethods ?? []).map((method) => ({
    id: method.id,
    name: method.name,
    description:
      [method.description, method.deliveryTime && t('checkout.deliveryTime', { time: method.deliveryTime })]
        .filter(Boolean)
        .join(' · ') || null,
    detail: method.price ? formatMoney(method.price) : null,
  }));
  return (
    <CheckoutFrame title={t('pages.checkoutShipping')} checkout={checkout}>
      <MethodChoice
        legend={t('pages.checkoutShipping')}
        name="shipping-method"
        options={options}
        selectedId={checkout?.shippingMethod?.id}
        disabled={busy}
        onChoose={chooseShippingMethod}
      />
      <p className="mt-3 text-sm text-secondary">{t('checkout.shippingCostsNote')}</p>
      <NextStepButton disabled={busy || !checkout?.shippingMethod} onClick={() => navigate('/checkout/payment')}>
        {t('checkout.toPayment')}
      </NextStepButton>
    </CheckoutFrame>
  );
}

/** Step 3: how the order is paid. */
export function CheckoutPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, checkout, loading, busy, choosePaymentMethod } = useCheckout();
  if (loading)
    return (
      <CheckoutFrame title={t('pages.checkoutPayment')} checkout={null}>
        …
      </CheckoutFrame>
    );
  if (!hasOrderer(session)) return <Navigate to="/checkout/information" replace />;
  return (
    <CheckoutFrame title={t('pages.checkoutPayment')} checkout={checkout}>
      <PaymentMethodChoice
        methods={checkout?.paymentMethods ?? []}
        selectedId={checkout?.paymentMethod?.id}
        disabled={busy}
        onChoose={choosePaymentMethod}
      />
      <NextStepButton disabled={busy || !checkout?.paymentMethod} onClick={() => navigate('/checkout/review')}>
        {t('checkout.toReview')}
      </NextStepButton>
    </CheckoutFrame>
  );
}
