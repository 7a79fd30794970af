import { useTranslation } from 'react-i18next';
import type { OrderSummaryFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';

/**
 * An unpaid order paid by bank transfer (prepayment): the shop's bank details (the payment method's
 * description, as configured in Shopware), the amount and the order number as the transfer's reference.
 */
export function TransferInstructions({ order }: { order: OrderSummaryFragment }) {
  const { t } = useTranslation();
  const method = order.paymentMethod;
  if (!method?.isBankTransfer || order.paymentStatus === 'PAID' || order.state.technicalName === 'cancelled')
    return null;
  const headingId = `order-${order.id}-transfer`;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 max-w-2xl rounded-sm border border-neutral-300 p-4"
      data-testid="transfer-instructions"
    >
      <h2 id={headingId} className="mb-2 font-display text-lg font-bold text-primary">
        {t('order.transfer.heading')}
      </h2>
      {method.description && <p className="mb-3 whitespace-pre-line">{method.description}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-bold">{t('order.transfer.amount')}</dt>
        <dd>{formatMoney(order.totals.total)}</dd>
        <dt className="font-bold">{t('order.transfer.reference')}</dt>
        <dd>{order.orderNumber}</dd>
      </dl>
      <p className="mt-3 text-sm text-secondary">{t('order.transfer.note')}</p>
    </section>
  );
}
