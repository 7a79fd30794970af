import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { HandlePaymentDocument } from '../../gql/graphql';
import { useNotifications } from '../notifications';

/** Where a payment provider sends the shopper back: the shop's own result pages, for this order. */
export function paymentReturnUrls(origin: string, orderId: string) {
  const query = `?orderId=${encodeURIComponent(orderId)}`;
  return { finishUrl: `${origin}/order-success${query}`, errorUrl: `${origin}/payment-failure${query}` };
}

/**
 * Pays an order with its payment method: a redirecting method leaves for the provider's page (which
 * returns to /order-success or /payment-failure); a failed payment goes to /payment-failure; any
 * other outcome (paid, open by invoice or prepayment, status unknown) to /order-success. An unknown
 * status ('Error while checking payment status') is told as an error notification.
 */
export function usePayOrder() {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [handlePayment, { loading }] = useMutation(HandlePaymentDocument);
  const pay = useCallback(
    async (orderId: string) => {
      const { origin } = window.location;
      const { finishUrl, errorUrl } = paymentReturnUrls(origin, orderId);
      let result;
      try {
        result = (await handlePayment({ variables: { orderId, finishUrl, errorUrl } })).data?.handlePayment;
      } catch {
        result = undefined;
      }
      if (result?.paymentState === 'CREATED' && result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      const failed =
        !result ||
        result.paymentState === 'NOT_PAID' ||
        result.userErrors.some((error) => error.code !== 'PAYMENT_STATUS_ERROR');
      if (result && !failed) for (const error of result.userErrors) notify(error.message, 'error');
      const target = new URL(failed ? errorUrl : finishUrl);
      navigate(target.pathname + target.search, { replace: true });
    },
    [handlePayment, navigate, notify],
  );
  return { pay, paying: loading };
}
