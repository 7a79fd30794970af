import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { CartSummary } from '../../components/cart/cart-summary';
import type { CheckoutState } from './use-checkout';

interface CheckoutFrameProps {
  title: string;
  checkout: CheckoutState | null;
  children: ReactNode;
  /** The review shows the lines in the page itself; the other steps show them in the side summary. */
  withLines?: boolean;
}

/** A checkout step: heading and content, with the cart's summary beside it (below it on phones). */
export function CheckoutFrame({ title, checkout, children, withLines = true }: CheckoutFrameProps) {
  const { t } = useTranslation();
  const cart = checkout?.cart;
  return (
    <div className="shop-container grid gap-8 py-8 lg:grid-cols-[1fr_22rem]">
      <PageMeta title={`${t('pages.checkout')}: ${title}`} />
      <section aria-labelledby="checkout-step-title" className="min-w-0">
        <h1 id="checkout-step-title" className="mb-6 font-display text-3xl font-bold text-primary">
          {title}
        </h1>
        {children}
      </section>
      {cart && (
        <aside aria-label={t('checkout.summary')} className="h-fit rounded-sm bg-neutral-50 p-4 md:p-6">
          <h2 className="mb-4 font-display text-lg font-bold text-primary">{t('checkout.summary')}</h2>
          {withLines && (
            <ul className="mb-4 flex flex-col gap-2 border-b border-neutral-200 pb-4 text-sm">
              {cart.lineItems.map((line) => (
                <li key={line.id} className="flex justify-between gap-3">
                  <span>
                    {line.quantity} × {line.label}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <CartSummary cart={cart} />
          <Link to="/cart" className="mt-4 inline-block text-sm text-primary underline">
            {t('checkout.editCart')}
          </Link>
        </aside>
      )}
    </div>
  );
}

/** The button to the next step. */
export function NextStepButton({
  children,
  disabled,
  onClick,
}: {
  children: ReactNode;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="mt-8 w-full rounded-sm bg-primary px-6 py-3 font-medium text-white hover:bg-primary-dark disabled:opacity-60 sm:w-auto"
    >
      {children}
    </button>
  );
}
