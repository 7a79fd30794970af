import { useTranslation } from 'react-i18next';
import { CartIcon } from '../icons';
import { useAddToCart } from './use-add-to-cart';

/** 'Add To Cart': loading while the request runs, success for 400 ms, then cleared; 'Sold out' when unavailable. */
export function AddToCartButton({
  productId,
  quantity,
  available,
}: {
  productId: string;
  quantity: number;
  available: boolean;
}) {
  const { t } = useTranslation();
  const { state, add } = useAddToCart();
  const loading = state === 'loading';
  const success = state === 'success';

  if (!available) {
    return (
      <button
        type="button"
        disabled
        className="relative z-10 min-h-10 flex-1 cursor-not-allowed rounded-sm bg-neutral-200 px-3 text-sm font-medium text-neutral-600"
      >
        {t('product.soldOut')}
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={() => void add(productId, quantity)}
      disabled={loading}
      aria-busy={loading}
      data-state={state}
      className={`relative z-10 inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-sm px-2 text-sm leading-tight font-medium text-white transition-colors ${success ? 'bg-green-700' : 'bg-primary hover:bg-primary/90'} disabled:opacity-70`}
    >
      {loading ? (
        <span
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          aria-hidden="true"
        />
      ) : success ? (
        <span aria-hidden="true">✓</span>
      ) : (
        <CartIcon className="hidden size-4 shrink-0 @[16rem]:block" />
      )}
      <span>{loading ? t('common.loading') : success ? t('productCard.added') : t('productCard.addToCart')}</span>
    </button>
  );
}
