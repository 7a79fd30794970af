import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddPromotionCodeDocument,
  CartDocument,
  ChangeLineItemQuantityDocument,
  RemoveLineItemDocument,
  RemovePromotionCodeDocument,
} from '../../gql/graphql';
import { applyCartPayload } from '../../lib/cart-payload';
import { useNotifications } from '../../lib/notifications';
import { useFailureNotice } from '../../lib/use-failure-notice';

export type { CartLine, CartView } from '../../components/cart/cart-types';

/** The session's cart and what the side cart and /cart do with it; a change that fails as a whole answers false with its notification. */
export function useCart({ skip = false }: { skip?: boolean } = {}) {
  const client = useApolloClient();
  const { notify } = useNotifications();
  const attempt = useFailureNotice();
  const { data, loading, error } = useQuery(CartDocument, { skip, fetchPolicy: 'cache-and-network' });
  const [change, changeState] = useMutation(ChangeLineItemQuantityDocument);
  const [remove, removeState] = useMutation(RemoveLineItemDocument);
  const [addCode, addCodeState] = useMutation(AddPromotionCodeDocument);
  const [removeCode, removeCodeState] = useMutation(RemovePromotionCodeDocument);

  const changeQuantity = useCallback(
    (lineItemId: string, quantity: number) =>
      attempt(
        async () =>
          applyCartPayload(
            client,
            (await change({ variables: { lineItemId, quantity } })).data?.changeLineItemQuantity,
            notify,
            { silent: true },
          ),
        false,
      ),
    [attempt, change, client, notify],
  );
  const removeLine = useCallback(
    (lineItemId: string) =>
      attempt(
        async () =>
          applyCartPayload(client, (await remove({ variables: { lineItemId } })).data?.removeLineItem, notify, {
            silent: true,
          }),
        false,
      ),
    [attempt, remove, client, notify],
  );
  const addPromotionCode = useCallback(
    (code: string) =>
      attempt(
        async () => applyCartPayload(client, (await addCode({ variables: { code } })).data?.addPromotionCode, notify),
        false,
      ),
    [attempt, addCode, client, notify],
  );
  const removePromotionCode = useCallback(
    (code: string) =>
      attempt(
        async () =>
          applyCartPayload(client, (await removeCode({ variables: { code } })).data?.removePromotionCode, notify, {
            silent: true,
          }),
        false,
      ),
    [attempt, removeCode, client, notify],
  );
  const busy = changeState.loading || removeState.loading || addCodeState.loading || removeCodeState.loading;
  return {
    cart: data?.cart ?? null,
    loading,
    error,
    busy,
    changeQuantity,
    removeLine,
    addPromotionCode,
    removePromotionCode,
  };
}
