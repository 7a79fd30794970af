import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quantityStepsOf } from '../../components/product-card/quantity-selector';
import type { TestAnswers } from '../../test/apollo-test-client';
import { money } from '../../test/card-product';
import { renderShop } from '../../test/render';
import { BuyBox, PriceBlock, type DetailProduct } from './product-buy-box';

function product(price: Partial<DetailProduct['price']>): DetailProduct {
  return {
    isShippingFree: false,
    price: {
      regularPrice: money(12.5),
      specialPrice: null,
      unitPrice: money(12.5),
      referencePrice: null,
      tierPrices: [],
      ...price,
    },
  } as unknown as DetailProduct;
}

async function renderBlock(value: DetailProduct) {
  return renderShop(<PriceBlock product={value} />);
}

describe('the product page price block', () => {
  it('shows filling quantity and base price of a wine, and the old price beside the special one', async () => {
    await renderBlock(
      product({
        regularPrice: money(20),
        specialPrice: money(17.5),
        referencePrice: {
          __typename: 'ReferencePrice',
          fillingQuantity: 0.75,
          unitCode: 'l',
          unitName: 'Liter',
          referenceQuantity: 1,
          basePrice: money(23.33),
        },
      }),
    );
    expect(screen.getByText(/Filling quantity: 0,75 l/)).toBeTruthy();
    expect(screen.getByText(/Base price: 23,33\s€ \/ 1 l/)).toBeTruthy();
    expect(screen.getByText('17,50 €')).toBeTruthy();
    expect(screen.getByText('20,00 €').closest('s')).toBeTruthy();
    expect(screen.getByText('incl. VAT plus shipping costs')).toBeTruthy();
  });

  it("shows '1 {unit}' without a base price and the tier-price table", async () => {
    await renderBlock(
      product({
        referencePrice: {
          __typename: 'ReferencePrice',
          fillingQuantity: 1,
          unitCode: 'Stk',
          unitName: 'Stück',
          referenceQuantity: 1,
          basePrice: null,
        },
        tierPrices: [
          { __typename: 'TierPrice', fromQuantity: 1, toQuantity: 5, unitPrice: money(12.5) },
          { __typename: 'TierPrice', fromQuantity: 6, toQuantity: null, unitPrice: money(11) },
        ],
      }),
    );
    expect(screen.getByText('1 Stück')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tier prices' })).toBeTruthy();
    expect(screen.getByText('1 – 5')).toBeTruthy();
    expect(screen.getByText('from 6')).toBeTruthy();
    expect(screen.getByText('11,00 €')).toBeTruthy();
  });
});

function renderBuyBox(value: DetailProduct, answers: TestAnswers = {}) {
  return renderShop(<BuyBox product={value} />, { answers });
}

const wine = (purchaseQuantity: DetailProduct['purchaseQuantity']) =>
  ({
    ...product({}),
    id: 'w1',
    name: 'Riesling trocken 2024',
    isAvailable: true,
    deliveryTime: null,
    nutritionLabelId: null,
    purchaseQuantity,
    variantGroups: [],
  }) as unknown as DetailProduct;

describe('the quantity on the product page', () => {
  it('offers min..max in steps, at most 99, or the allowed list as choices; free entry without steps', () => {
    expect(quantityStepsOf({ min: 6, max: 24, step: 6, allowedQuantities: null })).toEqual([6, 12, 18, 24]);
    expect(quantityStepsOf({ min: 2, max: 500, step: 2, allowedQuantities: null })).toHaveLength(49);
    expect(quantityStepsOf({ min: 1, max: 99, step: 1, allowedQuantities: [3, 6] })).toEqual([3, 6]);
    expect(quantityStepsOf({ min: 1, max: 500, step: 1, allowedQuantities: null })).toBeNull();
  });

  it('is free entry (1..99) that puts the typed quantity into the cart', async () => {
    const added: unknown[] = [];
    const answer = {
      data: { addToCart: { __typename: 'CartPayload', cart: null, notification: null, userErrors: [] } },
    };
    const { user } = renderBuyBox(
      wine({ __typename: 'PurchaseQuantity', min: 1, max: 99, step: 1, allowedQuantities: null }),
      {
        ProductCardAddToCart: (variables) => {
          added.push(variables.quantity);
          return answer;
        },
      },
    );
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).toBeNull();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect([input.min, input.max, input.value]).toEqual(['1', '99', '1']);
    await user.clear(input);
    await user.type(input, '14');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(added).toEqual([14]));
  });

  it('is a dropdown of the allowed quantities when the product has purchase steps, starting at the first', () => {
    renderBuyBox(wine({ __typename: 'PurchaseQuantity', min: 6, max: 18, step: 6, allowedQuantities: null }));
    const select = screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['6', '12', '18']);
    expect(select.value).toBe('6');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe("the voucher's amounts", () => {
  const amount = (name: string, isAvailable: boolean, isSelected = false) => ({
    id: `o-${name}`,
    name,
    isAvailable,
    isSelected,
    variantId: `v-${name}`,
    price: money(Number.parseInt(name, 10)),
  });
  const voucher = (...options: ReturnType<typeof amount>[]) =>
    ({
      ...product({}),
      id: 'v-25',
      name: 'Wertgutschein',
      isAvailable: options.some((option) => option.isSelected && option.isAvailable),
      deliveryTime: null,
      nutritionLabelId: null,
      purchaseQuantity: { min: 1, max: 99, step: 1, allowedQuantities: null },
      variantGroups: [{ id: 'betrag', name: 'Betrag', options }],
    }) as unknown as DetailProduct;

  const addButton = () => screen.getByRole('button', { name: /Add To Cart|Sold out/ }) as HTMLButtonElement;

  it('pre-selects the amount of the page when it can be bought', () => {
    renderBuyBox(voucher(amount('25 €', true, true), amount('50 €', true)));
    expect((screen.getByRole('radio', { name: '25 €' }) as HTMLInputElement).checked).toBe(true);
    expect(addButton().disabled).toBe(false);
  });

  it('does not pre-select a sold-out amount: "Add To Cart" waits until one that can be bought is chosen', async () => {
    const { user } = renderBuyBox(voucher(amount('25 €', false, true), amount('50 €', true)));
    expect((screen.getByRole('radio', { name: '25 €' }) as HTMLInputElement).checked).toBe(false);
    expect(addButton().disabled).toBe(true);
    expect(addButton().textContent).toBe('Add To Cart');
    await user.click(screen.getByRole('radio', { name: '50 €' }));
    expect(addButton().disabled).toBe(false);
  });

  it('reads "Sold out", disabled, when no amount can be bought', () => {
    renderBuyBox(voucher(amount('25 €', false, true), amount('50 €', false)));
    expect(addButton().textContent).toBe('Sold out');
    expect(addButton().disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).toBeNull();
  });
});
