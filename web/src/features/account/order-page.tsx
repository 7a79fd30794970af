import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { OrderSummary } from '../../components/order/order-summary';
import { TransferInstructions } from '../../components/order/transfer-instructions';
import {
  AccountCancelOrderDocument,
  AccountOrdersDocument,
  OrderSummaryDocument,
  type OrderSummaryFragment,
} from '../../gql/graphql';
import { failureMessage } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';
import { AccountHeading, SECONDARY_BUTTON, TEXT_LINK } from './account-heading';
import { OrderPayment } from './order-payment';
import { ReorderButton } from './reorder-button';

/** An order the customer may still cancel (Shopware allows it while the order is open). */
export const isCancellable = (order: Pick<OrderSummaryFragment, 'state'>) => order.state.technicalName === 'open';

/** An order whose payment can be made again with another method: not paid and not cancelled. */
export const canPayAgain = (
  order: Pick<OrderSummaryFragment, 'state' | 'paymentStatus' | 'isPaymentMethodChangeable'>,
) => order.isPaymentMethodChangeable && order.paymentStatus !== 'PAID' && order.state.technicalName !== 'cancelled';

function CancelOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(AccountCancelOrderDocument, { refetchQueries: [AccountOrdersDocument] });
  const run = async () => {
    if (!window.confirm(t('account.confirmCancel'))) return;
    try {
      const errors = (await cancel({ variables: { orderId } })).data?.cancelOrder.userErrors ?? [];
      if (errors.length > 0) setRefusal(errors.map((error) => error.message).join(' '));
      else notify(t('account.orderCancelled'), 'success');
    } catch (error) {
      setRefusal(failureMessage(t, error));
    }
  };
  return (
    <div>
      <button type="button" className={SECONDARY_BUTTON} disabled={loading} onClick={run}>
        {t('account.cancelOrder')}
      </button>
      {refusal && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** /account/orders/:id: the order with its state and payment; cancel it, or pay it again with another method. */
export default function OrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(OrderSummaryDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  if (error && !order) throw error;
  return (
    <>
      <AccountHeading title={order ? t('account.orderNumber', { number: order.orderNumber }) : t('pages.accountOrder')}>
        <Link to="/account/orders" className={`${TEXT_LINK} text-sm`}>
          {t('account.backToOrders')}
        </Link>
      </AccountHeading>
      {order && (
        <div className="space-y-8">
          <div className="flex flex-wrap items-start gap-3">
            <ReorderButton orderId={order.id} orderNumber={order.orderNumber} />
            {isCancellable(order) && <CancelOrderButton orderId={order.id} />}
            {order.invoice && (
              // A file of the gateway, not a page of the app: a plain link, downloaded by the browser.
              <a href={order.invoice.downloadUrl} download className={`${TEXT_LINK} self-center`}>
                {t('account.downloadInvoice', { number: order.invoice.number })}
              </a>
            )}
          </div>
          {canPayAgain(order) && <OrderPayment order={order} />}
          <TransferInstructions order={order} />
          <OrderSummary order={order} />
        </div>
      )}
    </>
  );
}
