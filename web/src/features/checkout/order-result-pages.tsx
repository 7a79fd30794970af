import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormMessages } from '../../components/form';
import { OrderSummary } from '../../components/order/order-summary';
import { TransferInstructions } from '../../components/order/transfer-instructions';
import { PageMeta } from '../../components/page-meta';
import { PaymentMethodChoice } from '../../components/payment/payment-method-choice';
import { CartDocument, OrderSummaryDocument, PaymentRetryDocument, SessionDocument } from '../../gql/graphql';
import { useRetryPayment } from '../../lib/payment/use-retry-payment';

function ResultPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="shop-container py-10">
      <PageMeta title={title} />
      <h1 className="mb-4 font-display text-3xl font-bold text-primary">{title}</h1>
      {children}
    </div>
  );
}

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <p className="mb-6">{t('order.notFound')}</p>
      <Link
        to="/"
        className="inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark"
      >
        {t('cart.continueShopping')}
      </Link>
    </>
  );
}

/** The order emptied the cart: the header's badge and the side cart learn it. */
function useRefreshCartAfterOrder() {
  const client = useApolloClient();
  useEffect(() => {
    void client.refetchQueries({ include: [SessionDocument, CartDocument] }).catch(() => undefined);
  }, [client]);
}

/** /order-success?orderId=…: the thanks, the order number and what was ordered. */
export function OrderSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { data, loading, error } = useQuery(OrderSummaryDocument, {
    variables: { id: orderId },
    skip: !orderId,
    fetchPolicy: 'network-only',
  });
  useRefreshCartAfterOrder();
  const order = data?.order;
  return (
    <ResultPage title={t('pages.orderSuccess')}>
      {loading && <p className="text-secondary">…</p>}
      {!loading && (!order || error) && <OrderNotFound />}
      {order && (
        <>
          <div role="status" className="mb-8 rounded-sm border-l-4 border-green-700 bg-green-50 p-4">
            <p className="font-bold">{t('order.thanks', { number: order.orderNumber })}</p>
            <p className="mt-1">{t('order.confirmationMail', { email: order.customerEmail })}</p>
            {order.paymentStatus === 'NOT_PAID' && (
              <p className="mt-2">
                <Link
                  to={`/payment-failure?orderId=${encodeURIComponent(order.id)}`}
                  className="text-primary underline"
                >
                  {t('order.payNow')}
                </Link>
              </p>
            )}
          </div>
          <TransferInstructions order={order} />
          <OrderSummary order={order} />
          <Link
            to="/"
            className="mt-8 inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark"
          >
            {t('cart.continueShopping')}
          </Link>
        </>
      )}
    </ResultPage>
  );
}

/** /payment-failure?orderId=…: the order was not paid; another payment method and a new try. */
export function PaymentFailurePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { data, loading, error } = useQuery(PaymentRetryDocument, {
    variables: { orderId },
    skip: !orderId,
    fetchPolicy: 'network-only',
  });
  useRefreshCartAfterOrder();
  const order = data?.order;
  const retry = useRetryPayment(order);

  return (
    <ResultPage title={t('pages.paymentFailure')}>
      {loading && <p className="text-secondary">…</p>}
      {!loading && (!order || error) && <OrderNotFound />}
      {order && !order.isPaymentMethodChangeable && (
        <p className="mb-8" role="status">
          {t('order.notChangeable', { number: order.orderNumber })}{' '}
          <Link to={`/order-success?orderId=${encodeURIComponent(order.id)}`} className="text-primary underline">
            {t('order.showOrder')}
          </Link>
        </p>
      )}
      {order && order.isPaymentMethodChangeable && (
        <>
          <div role="alert" className="mb-6 rounded-sm border-l-4 border-red-700 bg-red-50 p-4">
            <p className="font-bold">{t('order.notPaid', { number: order.orderNumber })}</p>
            <p className="mt-1">{t('order.tryAgain')}</p>
          </div>
          <section aria-labelledby="retry-payment" className="mb-10 max-w-2xl">
            <h2 id="retry-payment" className="mb-3 font-display text-xl font-bold text-primary">
              {t('order.choosePayment')}
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
              disabled={!retry.selectedId || retry.busy}
              onClick={() => void retry.payAgain()}
              className="mt-6 w-full rounded-sm bg-primary px-6 py-3 font-medium text-white hover:bg-primary-dark disabled:opacity-60 sm:w-auto"
            >
              {t('order.payAgain')}
            </button>
          </section>
        </>
      )}
      {order && <OrderSummary order={order} />}
    </ResultPage>
  );
}
