import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CartLine } from './cart-types';
import { CloseIcon } from '../icons';
import { ReferencePrice } from '../price';
import { ResponsiveImage } from '../responsive-image';
import { formatMoney } from '../../lib/money';

/** The quantities a line offers: the allowed list, else min..max in steps (at most 99). */
export function quantityChoices(rules: CartLine['quantityRules'], current: number): number[] {
  const choices = rules.allowedQuantities?.length ? [...rules.allowedQuantities] : [];
  if (choices.length === 0) {
    const step = Math.max(1, rules.step);
    for (let value = Math.max(1, rules.min); value <= Math.min(99, rules.max); value += step) choices.push(value);
  }
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

interface LineItemProps {
  line: CartLine;
  compact: boolean;
  busy?: boolean;
  /** Without them the line is read-only (the checkout's review). */
  onQuantity?(quantity: number): void;
  onRemove?(): void;
  onNavigate?: () => void;
}

/** A cart line: image, name, reference price, unit price, quantity and line price. */
export function LineItem({ line, compact, busy = false, onQuantity, onRemove, onNavigate }: LineItemProps) {
  const { t } = useTranslation();
  const name = line.product ? (
    <Link to={line.product.path} onClick={onNavigate} className="font-display font-bold text-primary hover:underline">
      {line.label}
    </Link>
  ) : (
    <span className="font-display font-bold text-primary">{line.label}</span>
  );
  return (
    <li className="flex gap-3 border-b border-neutral-200 py-4" data-testid="cart-line">
      <div className={`flex shrink-0 items-center justify-center bg-neutral-50 ${compact ? 'h-20 w-16' : 'h-28 w-24'}`}>
        {line.cover && (
          <ResponsiveImage
            image={line.cover}
            width={compact ? 64 : 96}
            height={compact ? 80 : 112}
            sizes={compact ? '64px' : '96px'}
            className="max-h-full w-auto object-contain"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base leading-snug">{name}</h3>
          {line.isRemovable && onRemove && (
            <button
              type="button"
              disabled={busy}
              onClick={onRemove}
              aria-label={t('cart.remove', { name: line.label })}
              className="shrink-0 rounded-sm p-1 text-secondary hover:bg-neutral-100 hover:text-primary disabled:opacity-50"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          )}
        </div>
        {line.referencePrice && <ReferencePrice {...line.referencePrice} />}
        <p className="text-sm text-secondary">
          <span className="sr-only">{t('cart.unitPrice')}: </span>
          {line.listPrice && <s className="mr-2">{formatMoney(line.listPrice)}</s>}
          {formatMoney(line.unitPrice)}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {line.isQuantityChangeable && onQuantity ? (
            <select
              aria-label={t('cart.quantityOf', { name: line.label })}
              value={line.quantity}
              disabled={busy}
              onChange={(event) => onQuantity(Number(event.target.value))}
              className="rounded-sm border border-neutral-300 bg-white px-2 py-1.5 text-sm"
            >
              {quantityChoices(line.quantityRules, line.quantity).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          ) : (
            <span className="text-sm">{line.quantity} ×</span>
          )}
          <span className="font-bold" data-testid="line-total">
            <span className="sr-only">{t('cart.linePrice')}: </span>
            {formatMoney(line.totalPrice)}
          </span>
        </div>
      </div>
    </li>
  );
}
