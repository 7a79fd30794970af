import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons';
import { ReferencePrice } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { formatMoney } from '../../lib/money';
import { useCart, type CartLine, type CartView } from './use-cart';

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

const LEVEL_CLASSES = { ERROR: 'border-red-300 bg-red-50 text-red-900', WARNING: 'border-amber-300 bg-amber-50 text-amber-900', NOTICE: 'border-neutral-300 bg-neutral-50 text-neutral-800' } as const;

function CartMessages({ cart }: { cart: CartView }) {
  const messages = cart.messages.filter((message) => !message.key.startsWith('promotion'));
  if (messages.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2" aria-label="cart-messages">
      {messages.map((message) => (
        <li key={`${message.key}-${message.message}`} role={message.level === 'ERROR' ? 'alert' : 'status'} className={`rounded-sm border px-3 py-2 text-sm ${LEVEL_CLASSES[message.level]}`}>
          {message.message}
        </li>
      ))}
    </ul>
  );
}

function LineItem({ line, compact, busy, onQuantity, onRemove, onNavigate }: { line: CartLine; compact: boolean; busy: boolean; onQuantity(quantity: number): void; onRemove(): void; onNavigate?: () => void }) {
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
        {line.cover && <ResponsiveImage image={line.cover} width={compact ? 64 : 96} height={compact ? 80 : 112} sizes={compact ? '64px' : '96px'} className="max-h-full w-auto object-contain" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base leading-snug">{name}</h3>
          {line.isRemovable && (
            <button type="button" disabled={busy} onClick={onRemove} aria-label={t('cart.remove', { name: line.label })} className="shrink-0 rounded-sm p-1 text-secondary hover:bg-neutral-100 hover:text-primary disabled:opacity-50">
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
          {line.isQuantityChangeable ? (
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

function PromotionCodeForm({ onSubmit, busy }: { onSubmit(code: string): Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    if (await onSubmit(value)) setCode('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label className="sr-only" htmlFor="promotion-code">
        {t('cart.promotionCode')}
      </label>
      <input
        id="promotion-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t('cart.promotionCode')}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-sm border border-neutral-300 px-3 py-2 text-sm"
      />
      <button type="submit" disabled={busy || !code.trim()} className="rounded-sm border border-primary px-4 py-2 text-sm font-medium text-primary hover:bg-primary hover:text-white disabled:opacity-50">
        {t('cart.redeem')}
      </button>
    </form>
  );
}

function Summary({ cart, onRemoveCode, busy }: { cart: CartView; onRemoveCode(code: string): void; busy: boolean }) {
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
            {promotion.label} ({promotion.code})
            <button type="button" disabled={busy} onClick={() => onRemoveCode(promotion.code)} aria-label={t('cart.removePromotion', { code: promotion.code })} className="rounded-sm p-0.5 text-secondary hover:text-primary">
              <CloseIcon className="h-3.5 w-3.5" />
            </button>
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
          <dt>{t('cart.vatIncluded', { rate: tax.rate.toLocaleString('de-DE') })}</dt>
          <dd>{formatMoney(tax.tax)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cart's lines, promotion code and totals: the side cart (compact) and /cart. */
export function CartContents({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { cart, loading, busy, changeQuantity, removeLine, addPromotionCode, removePromotionCode } = useCart();
  if (!cart) return loading ? <p className="text-secondary">…</p> : null;
  if (cart.isEmpty || cart.lineItems.length === 0) {
    return (
      <div>
        <p>{t('cart.empty')}</p>
        <Link to="/" onClick={onNavigate} className="mt-6 inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }
  const lines = (
    <ul aria-label={t('pages.cart')}>
      {cart.lineItems.map((line) => (
        <LineItem key={line.id} line={line} compact={compact} busy={busy} onQuantity={(quantity) => void changeQuantity(line.id, quantity)} onRemove={() => void removeLine(line.id)} onNavigate={onNavigate} />
      ))}
    </ul>
  );
  const side = (
    <div className="flex flex-col gap-4">
      <PromotionCodeForm onSubmit={addPromotionCode} busy={busy} />
      <Summary cart={cart} onRemoveCode={(code) => void removePromotionCode(code)} busy={busy} />
    </div>
  );
  if (compact) {
    return (
      <div className="flex flex-col gap-4">
        <CartMessages cart={cart} />
        {lines}
        {side}
      </div>
    );
  }
  return (
    <div>
      <CartMessages cart={cart} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        {lines}
        <aside className="h-fit rounded-sm bg-neutral-50 p-4 md:p-6">
          {side}
          <Link to="/checkout" className="mt-6 block rounded-sm bg-primary px-5 py-3 text-center font-medium text-white hover:bg-primary-dark">
            {t('cart.toCheckout')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
