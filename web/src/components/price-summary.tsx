import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyLike } from '../lib/money';
import { formatNumber } from '../lib/number';

export interface SummaryDiscount {
  key: string;
  label: ReactNode;
  /** The amount taken off, positive; printed with a minus. */
  amount: MoneyLike;
  /** E.g. the button that removes a promotion code. */
  action?: ReactNode;
}

export interface PriceSummaryProps {
  /** The goods before discounts: the sum of the product lines. */
  goods: MoneyLike;
  discounts: readonly SummaryDiscount[];
  shipping: MoneyLike;
  total: MoneyLike;
  taxes: readonly { rate: number; tax: MoneyLike }[];
  testId: string;
  totalTestId: string;
}

/**
 * The sums of a cart or an order as one reads them (cart, side cart, checkout, order detail): the
 * goods' subtotal before discounts, each discount, shipping, the total, and the VAT it includes.
 * As printed they add up: subtotal − discounts + shipping = total.
 */
export function PriceSummary({ goods, discounts, shipping, total, taxes, testId, totalTestId }: PriceSummaryProps) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-4';
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid={testId}>
      <div className={row}>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatMoney(goods)}</dd>
      </div>
      {discounts.map((discount) => (
        <div key={discount.key} className={row}>
          <dt className="flex items-center gap-1">
            {discount.label}
            {discount.action}
          </dt>
          <dd>−{formatMoney(discount.amount)}</dd>
        </div>
      ))}
      <div className={row}>
        <dt>{t('cart.shippingCosts')}</dt>
        <dd>{formatMoney(shipping)}</dd>
      </div>
      <div className={`${row} border-t border-neutral-300 pt-2 text-base font-bold`}>
        <dt>{t('cart.total')}</dt>
        <dd data-testid={totalTestId}>{formatMoney(total)}</dd>
      </div>
      {taxes.map((tax) => (
        <div key={tax.rate} className={`${row} text-secondary`}>
          <dt>{t('cart.vatIncluded', { rate: formatNumber(tax.rate) })}</dt>
          <dd>{formatMoney(tax.tax)}</dd>
        </div>
      ))}
    </dl>
  );
}
