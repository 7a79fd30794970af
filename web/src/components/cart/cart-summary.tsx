import { useTranslation } from 'react-i18next';
import type { CartView } from './cart-types';
import { CloseIcon } from '../icons';
import { PriceSummary } from '../price-summary';

/** Goods subtotal, promotions, shipping costs, total and VAT; without onRemoveCode the codes stay (automatic promotions, without a code, always do). */
export function CartSummary({
  cart,
  onRemoveCode,
  busy = false,
}: {
  cart: CartView;
  onRemoveCode?(code: string): void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const discounts = cart.promotions.map((promotion) => ({
    key: promotion.lineItemId,
    // An automatic promotion has no code: its name alone, and nothing to remove.
    label: promotion.code ? `${promotion.label} (${promotion.code})` : promotion.label,
    amount: promotion.discount,
    action:
      onRemoveCode && promotion.code ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => onRemoveCode(promotion.code!)}
          aria-label={t('cart.removePromotion', { code: promotion.code })}
          className="rounded-sm p-0.5 text-secondary hover:text-primary"
        >
          <CloseIcon className="h-3.5 w-3.5" />
        </button>
      ) : undefined,
  }));
  return (
    <PriceSummary
      goods={cart.totals.goods}
      discounts={discounts}
      shipping={cart.shippingCosts}
      total={cart.totals.total}
      taxes={cart.taxes}
      testId="cart-summary"
      totalTestId="cart-total"
    />
  );
}
