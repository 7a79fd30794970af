import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ChangeOrderPaymentMethodDocument } from '../../gql/graphql';
import { useFailureNotice } from '../use-failure-notice';
import { usePayOrder } from './use-pay-order';

interface UnpaidOrder {
  id: string;
  paymentMethod?: { id: string } | null;
}

/**
 * A new try to pay an unpaid order (/payment-failure, the account's order page): the shopper may
 * choose another payment method (changeOrderPaymentMethod), then the order is paid as after the
 * checkout (usePayOrder). Refusals of the change are the messages; a change request that fails as a
 * whole (network, gateway) is told as an error notification.
 */
export function useRetryPayment(order: UnpaidOrder | null | undefined) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const attempt = useFailureNotice();
  const [changeMethod, changing] = useMutation(ChangeOrderPaymentMethodDocument);
  const { pay, paying } = usePayOrder();
  const selectedId = chosenId ?? order?.paymentMethod?.id ?? null;

  const payAgain = async () => {
    if (!order || !selectedId) return;
    setMessages([]);
    if (selectedId !== order.paymentMethod?.id) {
      const answer = await attempt(
        () => changeMethod({ variables: { orderId: order.id, paymentMethodId: selectedId } }),
        null,
      );
      if (!answer) return;
      const result = answer.data?.changeOrderPaymentMethod;
      if (!result || result.userErrors.length > 0) {
        setMessages((result?.userErrors ?? []).map((userError) => userError.message));
        return;
      }
    }
    await pay(order.id);
  };

  return { selectedId, choose: setChosenId, payAgain, busy: changing.loading || paying, messages };
}
