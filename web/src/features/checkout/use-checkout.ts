import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CheckoutStateDocument,
  SetCheckoutAddressesDocument,
  SetPaymentMethodDocument,
  SetShippingMethodDocument,
  type CheckoutStateQuery,
} from '../../gql/graphql';
import { useOnTabVisible } from '../../lib/events';
import { useNotifications } from '../../lib/notifications';
import { useFailureNotice } from '../../lib/use-failure-notice';

export type CheckoutState = CheckoutStateQuery['checkout'];
export type CheckoutSession = CheckoutStateQuery['session'];

/**
 * The session's checkout and the choices made in it (shipping method, payment method, addresses).
 * A choice changes the session context upstream; the checkout is read again after it, so that the
 * cart's shipping costs and totals follow. A choice whose request fails as a whole answers false
 * with its notification, and the previous choice stays shown.
 */
export function useCheckout() {
  const { notify } = useNotifications();
  const attempt = useFailureNotice();
  const { data, previousData, loading, error, refetch } = useQuery(CheckoutStateDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const current = data ?? previousData;
  // Back from another tab, the cart and the choices may have changed there.
  useOnTabVisible(useCallback(() => void refetch().catch(() => undefined), [refetch]));
  const [setShipping, shippingState] = useMutation(SetShippingMethodDocument);
  const [setPayment, paymentState] = useMutation(SetPaymentMethodDocument);
  const [setAddresses, addressesState] = useMutation(SetCheckoutAddressesDocument);

  const settle = useCallback(
    async (userErrors: { message: string }[] | undefined) => {
      for (const userError of userErrors ?? []) notify(userError.message, 'error');
      await refetch();
      return (userErrors ?? []).length === 0;
    },
    [notify, refetch],
  );

  const chooseShippingMethod = useCallback(
    (id: string) =>
      attempt(async () => settle((await setShipping({ variables: { id } })).data?.setShippingMethod.userErrors), false),
    [attempt, setShipping, settle],
  );
  const choosePaymentMethod = useCallback(
    (id: string) =>
      attempt(async () => settle((await setPayment({ variables: { id } })).data?.setPaymentMethod.userErrors), false),
    [attempt, setPayment, settle],
  );
  const chooseAddresses = useCallback(
    (choice: { billingAddressId?: string; shippingAddressId?: string }) =>
      attempt(
        async () => settle((await setAddresses({ variables: choice })).data?.setCheckoutAddresses.userErrors),
        false,
      ),
    [attempt, setAddresses, settle],
  );

  return {
    session: current?.session ?? null,
    checkout: current?.checkout ?? null,
    loading: loading && !current,
    error,
    refetch,
    busy: shippingState.loading || paymentState.loading || addressesState.loading,
    chooseShippingMethod,
    choosePaymentMethod,
    chooseAddresses,
  };
}

/** Whoever orders: a customer or a guest who gave their details (the steps after 'information' need one). */
export const hasOrderer = (session: CheckoutSession | null | undefined) => !!session?.customer;
