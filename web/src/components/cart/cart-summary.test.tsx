import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/render';
import { CartSummary } from './cart-summary';
import type { CartView } from './cart-types';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currencyCode: 'EUR' });

function cartWith(promotions: CartView['promotions']): CartView {
  return {
    __typename: 'Cart',
    isEmpty: false,
    itemCount: 1,
    lineItems: [],
    promotions,
    messages: [],
    shippingCosts: money(0),
    taxes: [],
    totals: { __typename: 'PriceTotals', goods: money(17.9), positions: money(17.9), total: money(16.11) },
  } as CartView;
}

function renderSummary(cart: CartView, onRemoveCode = vi.fn()) {
  const { user } = renderShop(<CartSummary cart={cart} onRemoveCode={onRemoveCode} />);
  return { onRemoveCode, user };
}

describe('the cart summary’s promotions', () => {
  it('shows an automatic promotion (no code) by its name alone, without a remove button', () => {
    renderSummary(
      cartWith([
        { __typename: 'CartPromotion', code: null, label: 'Your lucky day!', lineItemId: 'p1', discount: money(1.79) },
      ]),
    );
    const summary = screen.getByTestId('cart-summary');
    expect(within(summary).getByText('Your lucky day!').textContent).toBe('Your lucky day!');
    expect(summary.textContent).not.toContain('()');
    expect(within(summary).queryByRole('button')).toBeNull();
    expect(within(summary).getByText('Your lucky day!').nextElementSibling?.textContent).toMatch(/^−1,79\s€$/);
  });

  it('shows a promotion code in brackets with a button that removes it', async () => {
    const { onRemoveCode, user } = renderSummary(
      cartWith([
        {
          __typename: 'CartPromotion',
          code: 'WEINFREUNDE10',
          label: 'Weinfreunde',
          lineItemId: 'p2',
          discount: money(2),
        },
      ]),
    );
    expect(screen.getByText('Weinfreunde (WEINFREUNDE10)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove promotion WEINFREUNDE10' }));
    expect(onRemoveCode).toHaveBeenCalledWith('WEINFREUNDE10');
  });
});

describe('the cart summary’s sums', () => {
  it('prints the goods before the discount, the discount, shipping and a total they add up to, VAT included', () => {
    const cart = {
      ...cartWith([
        {
          __typename: 'CartPromotion',
          code: 'WEINFREUNDE10',
          label: 'Weinfreunde-Rabatt 10 %',
          lineItemId: 'p2',
          discount: money(2.85),
        },
      ]),
      shippingCosts: money(6.9),
      taxes: [{ __typename: 'TaxAmount', rate: 19, tax: money(5.2) }],
      totals: { __typename: 'PriceTotals', goods: money(28.5), positions: money(25.65), total: money(32.55) },
    } as CartView;
    renderSummary(cart);
    const rows = [...screen.getByTestId('cart-summary').querySelectorAll('dt')].map((term) =>
      `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\s+/g, ' '),
    );
    expect(rows).toEqual([
      'Subtotal 28,50 €',
      'Weinfreunde-Rabatt 10 % (WEINFREUNDE10) −2,85 €',
      'Shipping costs 6,90 €',
      'Total 32,55 €',
      'incl. 19 % VAT 5,20 €',
    ]);
  });
});
