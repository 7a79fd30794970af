import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartDocument, ProductCardAddToCartDocument } from '../../gql/graphql';
import { applyCartPayload } from '../../lib/cart-payload';
import { failureMessage } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';

/** The success state's length (docs/behaviour/limits.md). */
export const ADD_TO_CART_SUCCESS_MS = 400;

export type AddToCartState = 'idle' | 'loading' | 'success';

type CartLines = { lineItems: { id: string; quantity: number; product?: { id: string } | null }[] } | null | undefined;

/** The quantity of a product's line in a cart (Shopware's line id is the product id when the shop adds it). */
export const quantityInCart = (cart: CartLines, productId: string): number =>
  cart?.lineItems.find((line) => line.id === productId || line.product?.id === productId)?.quantity ?? 0;

/**
 * 'Add To Cart' of the card and of the product page (docs/behaviour/states.md): loading from the click until the
 * answer is applied (the button stays disabled throughout), then success for 400 ms, then idle.
 * Success, and the shop's 'added', only when something went in: the answer says so (no refusal,
 * no warning) and, when the cart was known before, the line's quantity grew.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const client = useApolloClient();
  const [mutate] = useMutation(ProductCardAddToCartDocument);
  const [state, setState] = useState<AddToCartState>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = useCallback(
    async (productId: string, quantity: number): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      clearTimeout(timer.current);
      setState('loading');
      let added = false;
      try {
        const before = client.readQuery({ query: CartDocument })?.cart;
        const { data } = await mutate({ variables: { productId, quantity } });
        const done = await applyCartPayload(client, data?.addToCart, notify);
        const after = data?.addToCart.cart;
        added = done && (!before || !after || quantityInCart(after, productId) > quantityInCart(before, productId));
      } catch (error) {
        notify(failureMessage(t, error), 'error');
      } finally {
        busy.current = false;
      }
      setState(added ? 'success' : 'idle');
      if (added) timer.current = setTimeout(() => setState('idle'), ADD_TO_CART_SUCCESS_MS);
      return added;
    },
    [client, mutate, notify, t],
  );
  return { state, add };
}
