import { useTranslation } from 'react-i18next';
import type { PaymentMethodChoiceFragment } from '../../gql/graphql';
import { MethodChoice } from './method-choice';

/** The payment methods with their logos (the checkout and a new try after a failed payment). */
export function PaymentMethodChoice({
  methods,
  selectedId,
  disabled,
  onChoose,
}: {
  methods: readonly PaymentMethodChoiceFragment[];
  selectedId: string | null | undefined;
  disabled?: boolean;
  onChoose(id: string): unknown;
}) {
  const { t } = useTranslation();
  const options = methods.map((method) => ({
    id: method.id,
    name: method.name,
    description: method.description,
    detail: method.logo ? <img src={method.logo.url} alt="" className="h-8 w-auto" loading="lazy" /> : null,
  }));
  return (
    <MethodChoice
      legend={t('pages.checkoutPayment')}
      name="payment-method"
      options={options}
      selectedId={selectedId}
      disabled={disabled}
      onChoose={onChoose}
    />
  );
}
