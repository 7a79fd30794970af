import { useMutation } from '@apollo/client/react';
import { placeOrder as placeOrderRule } from '@weingut/schema/input-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { CheckboxField, FormMessages, TextAreaField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { PlaceOrderDocument, type PlaceOrderInput } from '../../gql/graphql';
import { LEGAL_PAGES } from '../../lib/legal-pages';
import { usePayOrder } from '../../lib/payment/use-pay-order';
import { AddressBlock } from '../../components/address/address-block';
import { LineItem } from '../../components/cart/cart-line';
import { CartMessages } from '../../components/cart/cart-messages';
import { CheckoutFrame } from './checkout-frame';
import { hasOrderer, useCheckout } from './use-checkout';

type ReviewValues = { termsAccepted: boolean; ageConfirmed: boolean; customerComment: string };
const FIELDS = ['termsAccepted', 'ageConfirmed', 'customerComment'] as const;

function ReviewSection({ title, editTo, children }: { title: string; editTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-sm border border-neutral-200 p-4">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-bold text-primary">{title}</h2>
        <Link to={editTo} className="text-sm text-primary underline" aria-label={`${title}: ${t('checkout.change')}`}>
          {t('checkout.change')}
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * Step 4: everything the order says before it is binding (§312j BGB): addresses, methods, every
 * line with its reference price, the totals; the terms and the age confirmation; the button
 * 'zahlungspflichtig bestellen'. Placing the order pays it at once (usePayOrder).
 */
export function CheckoutReviewPage() {
  const { t } = useTranslation();
  const { session, checkout, loading } = useCheckout();
  const form = useShopForm<ReviewValues, PlaceOrderInput>(
    placeOrderRule,
    { termsAccepted: false, ageConfirmed: false, customerComment: '' },
    (values) => ({
      ...values,
      customerComment: values.customerComment.trim() || undefined,
    }),
  );
  const { messages, submitPayload } = useFormSubmit(form, FIELDS);
  const [placeOrder, placing] = useMutation(PlaceOrderDocument);
  const { pay, paying } = usePayOrder();

  if (loading)
    return (
      <CheckoutFrame title={t('pages.checkoutReview')} checkout={null}>
        …
      </CheckoutFrame>
    );
  if (!hasOrderer(session)) return <Navigate to="/checkout/information" replace />;
  if (checkout && (!checkout.shippingMethod || !checkout.paymentMethod))
    return <Navigate to={checkout.shippingMethod ? '/checkout/payment' : '/checkout/shipping'} replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    const placed = await submitPayload(async () => (await placeOrder({ variables: { input } })).data?.placeOrder);
    if (placed?.order) await pay(placed.order.id);
  });

  const busy = placing.loading || paying || form.formState.isSubmitting;
  const cart = checkout?.cart;
  return (
    <CheckoutFrame title={t('pages.checkoutReview')} checkout={checkout} withLines={false}>
      <div className="grid gap-4 md:grid-cols-2">
        <ReviewSection title={t('checkout.billingAddress')} editTo="/checkout/information">
          {checkout?.billingAddress && <AddressBlock address={checkout.billingAddress} />}
          <p className="mt-2 text-sm text-secondary">{session?.customer?.email}</p>
        </ReviewSection>
        <ReviewSection title={t('checkout.shippingAddress')} editTo="/checkout/information">
          {checkout?.shippingAddress && <AddressBlock address={checkout.shippingAddress} />}
        </ReviewSection>
        <ReviewSection title={t('pages.checkoutShipping')} editTo="/checkout/shipping">
          <p>{checkout?.shippingMethod?.name}</p>
        </ReviewSection>
        <ReviewSection title={t('pages.checkoutPayment')} editTo="/checkout/payment">
          <p>{checkout?.paymentMethod?.name}</p>
        </ReviewSection>
      </div>
      {cart && (
        <section className="mt-6" aria-labelledby="review-lines">
          <h2 id="review-lines" className="font-display text-lg font-bold text-primary">
            {t('checkout.lines', { count: cart.itemCount })}
          </h2>
          <CartMessages cart={cart} />
          <ul>
            {cart.lineItems.map((line) => (
              <LineItem key={line.id} line={line} compact={false} />
            ))}
          </ul>
        </section>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label={t('checkout.placeOrderForm')}>
        <FormMessages messages={messages} />
        <TextAreaField
          label={`${t('checkout.comment')} ${t('address.optional')}`}
          rows={3}
          registration={form.register('customerComment')}
          error={form.formState.errors.customerComment?.message}
        />
        <CheckboxField
          label={
            <>
              {t('checkout.termsBefore')}{' '}
              <Link to={LEGAL_PAGES.terms} target="_blank" className="text-primary underline">
                {t('checkout.termsLink')}
              </Link>{' '}
              {t('checkout.termsMiddle')}{' '}
              <Link to={LEGAL_PAGES.withdrawal} target="_blank" className="text-primary underline">
                {t('checkout.withdrawalLink')}
              </Link>
              {t('checkout.termsAfter')}
            </>
          }
          registration={form.register('termsAccepted')}
          error={form.formState.errors.termsAccepted?.message}
        />
        <CheckboxField
          label={t('checkout.ageConfirmation')}
          registration={form.register('ageConfirmed')}
          error={form.formState.errors.ageConfirmed?.message}
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-sm bg-primary px-6 py-3.5 text-lg font-bold text-white hover:bg-primary-dark disabled:opacity-60 sm:w-auto"
        >
          {busy ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </form>
    </CheckoutFrame>
  );
}
