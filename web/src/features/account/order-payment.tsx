import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../components/form';
import { PaymentMethodChoice } from '../../components/payment/payment-method-choice';
import { AccountPaymentMethodsDocument, type OrderSummaryFragment } from '../../gql/graphql';
import { useRetryPayment } from '../../lib/payment/use-retry-payment';
import { PRIMARY_BUTTON } from './account-heading';

/** Another payment method for an unpaid order, then payment again: as after the checkout, a provider's page or the result page follows. */
export function OrderPayment({ order }: { order: OrderSummaryFragment }) {
  const { t } = useTranslation();
  const { data } = useQuery(AccountPaymentMethodsDocument);
  const retry = useRetryPayment(order);
  return (
    <section className="space-y-3" aria-labelledby="order-payment">
      <h2 id="order-payment" className="mb-2 font-display text-lg font-bold text-primary">
        {t('account.changePaymentMethod')}
      </h2>
      <FormMessages messages={retry.messages} />
      <PaymentMethodChoice
        methods={data?.paymentMethods ?? []}
        selectedId={retry.selectedId}
        disabled={retry.busy}
        onChoose={retry.choose}
      />
      <button
        type="button"
        className={PRIMARY_BUTTON}
        disabled={!retry.selectedId || retry.busy}
        onClick={() => void retry.payAgain()}
      >
        {t('account.payAgain')}
      </button>
    </section>
  );
}
