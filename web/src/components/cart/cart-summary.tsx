import { useTranslation } from 'react-i18next';
import type { CartView } from './cart-types';
import { CloseIcon } from '../icons';
import { formatMoney } from '../../lib/money';
import { formatNumber } from '../../lib/number';

/** Subtotal, promotions, shipping costs, total and VAT; without onRemoveCode the codes stay (automatic promotions, without a code, always do). */
export function CartSummary({ cart, onRemoveCode, busy = false }: { cart: CartView; onRemoveCode?(code: string): void; busy?: boolean }) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-4';
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="cart-summary">
      <div className={row}>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatMoney(cart.totals.positions)}</dd>
      </div>
      {cart.promotions.map((promotion) => (
        <div key={promotion.lineItemId} className={row}>
          <dt className="flex items-center gap-1">
            {/* An automatic promotion has no code: its name alone, and nothing to remove. */}
            {promotion.code ? `${promotion.label} (${promotion.code})` : promotion.label}
            {onRemoveCode && promotion.code && (
              <button type="button" disabled={busy} onClick={() => onRemoveCode(promotion.code!)} aria-label={t('cart.removePromotion', { code: promotion.code })} className="rounded-sm p-0.5 text-secondary hover:text-primary">
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            )}
          </dt>
          <dd>−{formatMoney(promotion.discount)}</dd>
        </div>
      ))}
      <div className={row}>
        <dt>{t('cart.shippingCosts')}</dt>
        <dd>{formatMoney(cart.shippingCosts)}</dd>
      </div>
      <div className={`${row} border-t border-neutral-300 pt-2 text-base font-bold`}>
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">{formatMoney(cart.totals.total)}</dd>
      </div>
      {cart.taxes.map((tax) => (
        <div key={tax.rate} className={`${row} text-secondary`}>
          <dt>{t('cart.vatIncluded', { rate: formatNumber(tax.rate) })}</dt>
          <dd>{formatMoney(tax.tax)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cart's lines, promotion code and totals: the side cart (compact) and /cart. */
