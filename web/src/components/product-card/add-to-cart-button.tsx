import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCardAddToCartDocument } from '../../gql/graphql';
import { applyCartPayload } from '../../lib/cart-payload';
import { failureMessage } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';
import { CartIcon } from '../icons';

/** The success state's length (spec §9). */
export const ADD_TO_CART_SUCCESS_MS = 400;

/** 'Add To Cart': loading while the request runs, success for 400 ms, then cleared; 'Sold out' when unavailable. */
export function AddToCartButton({ productId, quantity, available }: { productId: string; quantity: number; available: boolean }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const client = useApolloClient();
  const [addToCart, { loading }] = useMutation(ProductCardAddToCartDocument);
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!available) {
    return (
      <button type="button" disabled className="relative z-10 min-h-10 flex-1 cursor-not-allowed rounded-sm bg-neutral-200 px-3 text-sm font-medium text-neutral-600">
        {t('product.soldOut')}
      </button>
    );
  }

  const add = async () => {
    try {
      const { data } = await addToCart({ variables: { productId, quantity } });
      const added = await applyCartPayload(client, data?.addToCart, notify);
      if (added) {
        setSuccess(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSuccess(false), ADD_TO_CART_SUCCESS_MS);
      }
    } catch (error) {
      notify(failureMessage(t, error), 'error');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={loading}
      aria-busy={loading}
      data-state={loading ? 'loading' : success ? 'success' : 'idle'}
      className={`relative z-10 inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-sm px-2 text-sm leading-tight font-medium text-white transition-colors ${success ? 'bg-green-700' : 'bg-primary hover:bg-primary/90'} disabled:opacity-70`}
    >
      {loading ? (
        <span className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" />
      ) : success ? (
        <span aria-hidden="true">✓</span>
      ) : (
        <CartIcon className="hidden size-4 shrink-0 @[16rem]:block" />
      )}
      <span>{loading ? t('common.loading') : success ? t('productCard.added') : t('productCard.addToCart')}</span>
    </button>
  );
}
