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

export type { CartLine, CartView } from '../../components/cart/cart-types';

/** The session's cart and what the side cart and /cart do with it. */
export function useCart({ skip = false }: { skip?: boolean } = {}) {
  const client = useApolloClient();
  const { notify } = useNotifications();
  const { data, loading, error } = useQuery(CartDocument, { skip, fetchPolicy: 'cache-and-network' });
  const [change, changeState] = useMutation(ChangeLineItemQuantityDocument);
  const [remove, removeState] = useMutation(RemoveLineItemDocument);
  const [addCode, addCodeState] = useMutation(AddPromotionCodeDocument);
  const [removeCode, removeCodeState] = useMutation(RemovePromotionCodeDocument);

  const changeQuantity = useCallback(
    async (lineItemId: string, quantity: number) => {
      const result = await change({ variables: { lineItemId, quantity } });
      return applyCartPayload(client, result.data?.changeLineItemQuantity, notify, { silent: true });
    },
    [change, client, notify],
  );
  const removeLine = useCallback(
    async (lineItemId: string) => {
      const result = await remove({ variables: { lineItemId } });
      return applyCartPayload(client, result.data?.removeLineItem, notify, { silent: true });
    },
    [remove, client, notify],
  );
  const addPromotionCode = useCallback(
    async (code: string) => {
      const result = await addCode({ variables: { code } });
      return applyCartPayload(client, result.data?.addPromotionCode, notify);
    },
    [addCode, client, notify],
  );
  const removePromotionCode = useCallback(
    async (code: string) => {
      const result = await removeCode({ variables: { code } });
      return applyCartPayload(client, result.data?.removePromotionCode, notify, { silent: true });
    },
    [removeCode, client, notify],
  );
  const busy = changeState.loading || removeState.loading || addCodeState.loading || removeCodeState.loading;
  return { cart: data?.cart ?? null, loading, error, busy, changeQuantity, removeLine, addPromotionCode, removePromotionCode };
}
