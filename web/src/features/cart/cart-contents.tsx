import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LineItem } from '../../components/cart/cart-line';
import { CartMessages } from '../../components/cart/cart-messages';
import { CartSummary } from '../../components/cart/cart-summary';
import { FreeShippingProgress } from '../../components/cart/free-shipping-progress';
import { useCart } from './use-cart';

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
      <button
        type="submit"
        disabled={busy || !code.trim()}
        className="rounded-sm border border-primary px-4 py-2 text-sm font-medium text-primary hover:bg-primary hover:text-white disabled:opacity-50"
      >
        {t('cart.redeem')}
      </button>
    </form>
  );
}

export function CartContents({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { cart, loading, busy, changeQuantity, removeLine, addPromotionCode, removePromotionCode } = useCart();
  if (!cart) return loading ? <p className="text-secondary">…</p> : null;
  if (cart.isEmpty || cart.lineItems.length === 0) {
    return (
      <div>
        <p>{t('cart.empty')}</p>
        <Link
          to="/"
          onClick={onNavigate}
          className="mt-6 inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark"
        >
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }
  const lines = (
    <ul aria-label={t('pages.cart')}>
      {cart.lineItems.map((line) => (
        <LineItem
          key={line.id}
          line={line}
          compact={compact}
          busy={busy}
          onQuantity={(quantity) => void changeQuantity(line.id, quantity)}
          onRemove={() => void removeLine(line.id)}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
  const side = (
    <div className="flex flex-col gap-4">
      <PromotionCodeForm onSubmit={addPromotionCode} busy={busy} />
      <CartSummary cart={cart} onRemoveCode={(code) => void removePromotionCode(code)} busy={busy} />
    </div>
  );
  if (compact) {
    return (
      <div className="flex flex-col gap-4">
        <CartMessages cart={cart} />
        <FreeShippingProgress progress={cart.freeShipping} />
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
          <div className="mb-4">
            <FreeShippingProgress progress={cart.freeShipping} />
          </div>
          {side}
          <Link
            to="/checkout"
            className="mt-6 block rounded-sm bg-primary px-5 py-3 text-center font-medium text-white hover:bg-primary-dark"
          >
            {t('cart.toCheckout')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
