import { useTranslation } from 'react-i18next';
import type { CartViewFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';

/** How far the cart is from free shipping (side cart and /cart), or that it ships free; nothing when the method has no such rule. */
export function FreeShippingProgress({ progress }: { progress: CartViewFragment['freeShipping'] }) {
  const { t } = useTranslation();
  if (!progress) return null;
  const share = Math.min(1, 1 - progress.remaining.amount / progress.threshold.amount);
  return (
    <div data-testid="free-shipping" className="rounded-sm border border-neutral-200 bg-white p-3 text-sm">
      <p className={progress.isReached ? 'font-bold text-green-800' : undefined}>
        {progress.isReached
          ? t('cart.freeShipping.reached')
          : t('cart.freeShipping.missing', { amount: formatMoney(progress.remaining) })}
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-neutral-200">
        <div
          className={`h-full ${progress.isReached ? 'bg-green-700' : 'bg-primary'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}
