import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ChangeOrderPaymentMethodDocument } from '../../gql/graphql';
import { usePayOrder } from './use-pay-order';

interface UnpaidOrder {
  id: string;
  paymentMethod?: { id: string } | null;
}

/**
 * A new try to pay an unpaid order (/payment-failure, the account's order page): the shopper may
 * choose another payment method (changeOrderPaymentMethod), then the order is paid as after the
 * checkout (usePayOrder). Refusals of the change are the messages.
 */
export function useRetryPayment(order: UnpaidOrder | null | undefined) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [changeMethod, changing] = useMutation(ChangeOrderPaymentMethodDocument);
  const { pay, paying } = usePayOrder();
  const selectedId = chosenId ?? order?.paymentMethod?.id ?? null;

  const payAgain = async () => {
    if (!order || !selectedId) return;
    setMessages([]);
    if (selectedId !== order.paymentMethod?.id) {
      const result = (await changeMethod({ variables: { orderId: order.id, paymentMethodId: selectedId } })).data?.changeOrderPaymentMethod;
      if (!result || result.userErrors.length > 0) {
        setMessages((result?.userErrors ?? []).map((userError) => userError.message));
        return;
      }
    }
    await pay(order.id);
  };

  return { selectedId, choose: setChosenId, payAgain, busy: changing.loading || paying, messages };
}
