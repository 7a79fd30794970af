import { useTranslation } from 'react-i18next';
import type { ReferencePriceViewFragment } from '../gql/graphql';
import { formatMoney, type MoneyLike } from '../lib/money';
import { formatNumber } from '../lib/number';

interface PriceProps {
  regular: MoneyLike;
  special?: MoneyLike | null;
  /** The cheapest of several variant prices: shown as 'from {price}' instead of `regular` and `special`. */
  from?: MoneyLike | null;
  className?: string;
}

/** A price; with a special price the regular one is struck through beside it (docs/behaviour/prices.md). */
export function Price({ regular, special, from, className = '' }: PriceProps) {
  const { t } = useTranslation();
  if (from) {
    return (
      <span className={`font-bold ${className}`}>
        <span className="text-sm font-normal">{t('price.from')}</span> {formatMoney(from)}
      </span>
    );
  }
  if (special) {
    return (
      <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
        <span className="font-bold text-red-800">{formatMoney(special)}</span>
        <s className="text-sm text-secondary">
          <span className="sr-only">{t('price.regularPrice')}: </span>
          {formatMoney(regular)}
        </s>
      </span>
    );
  }
  return <span className={`font-bold ${className}`}>{formatMoney(regular)}</span>;
}

/**
 * The note beside every price: 'inkl. MwSt. zzgl. Versandkosten'; for a product shipped free of
 * charge (Shopware's shippingFree) 'inkl. MwSt.' and the 'versandkostenfrei' badge instead.
 */
export function VatNote({ shippingFree = false, className = '' }: { shippingFree?: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!shippingFree) return <span className={`text-xs text-secondary ${className}`}>{t('price.vatNote')}</span>;
  return (
    <span className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-secondary ${className}`}>
      {t('price.vatIncluded')}
      <span
        data-testid="shipping-free-badge"
        className="rounded-sm bg-green-50 px-1.5 py-0.5 font-medium text-green-800 ring-1 ring-green-700/40"
      >
        {t('price.shippingFree')}
      </span>
    </span>
  );
}

/** Filling quantity and base price, e.g. "0,75 l (24,67 € / 1 l)". */
export function ReferencePrice({
  fillingQuantity,
  unitCode,
  basePrice,
  referenceQuantity,
}: ReferencePriceViewFragment) {
  const { t } = useTranslation();
  if (!unitCode) return null;
  return (
    <span className="text-xs text-secondary">
      <span className="sr-only">{t('price.fillingQuantity')}: </span>
      {formatNumber(fillingQuantity)} {unitCode}
      {basePrice && (
        <>
          {' '}
          (<span className="sr-only">{t('price.basePrice')}: </span>
          {formatMoney(basePrice)} / {formatNumber(referenceQuantity)} {unitCode})
        </>
      )}
    </span>
  );
}
