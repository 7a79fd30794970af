import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardFragment } from '../../gql/graphql';
import { GUEST_WISHLIST_KEY } from '../../lib/guest-wishlist';
import type { Locale } from '../../lib/locales';
import { sessionAnswer, type TestAnswers } from '../../test/apollo-test-client';
import { cardProduct as wine, money } from '../../test/card-product';
import { renderShop } from '../../test/render';
import { ProductCard } from './product-card';
import { ADD_TO_CART_SUCCESS_MS } from './use-add-to-cart';

function renderCard(product: ProductCardFragment | null, answers: TestAnswers = {}, locale: Locale = 'en-GB') {
  return renderShop(<ProductCard product={product} />, { answers, locale });
}

afterEach(() => vi.useRealTimers());

describe('product card', () => {
  it('renders nothing without product data', () => {
    const { container } = renderCard(null);
    expect(container.querySelector('article')).toBeNull();
    const { container: second } = renderCard(wine({ name: '' }));
    expect(second.querySelector('article')).toBeNull();
  });

  it('links the name to the product and sizes the image 280×320, lazily below the fold', () => {
    renderCard(wine());
    expect(screen.getByRole('link', { name: 'Riesling trocken 2024' }).getAttribute('href')).toBe(
      '/Riesling-trocken-2024/WB-W-2001',
    );
    const image = screen.getByRole('img', { name: 'Riesling' });
    expect(image.getAttribute('width')).toBe('280');
    expect(image.getAttribute('height')).toBe('320');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toContain('280w');
    expect(image.getAttribute('sizes')).toBeTruthy();
  });

  it.each([
    ['SOLD_OUT', 'Ausverkauft'],
    ['TOP_SELLER', 'Topseller'],
    ['NEW', 'Neu'],
  ] as const)('flags %s as %s in German', (flag, text) => {
    renderCard(wine({ flag, isAvailable: flag !== 'SOLD_OUT', isTopSeller: flag === 'TOP_SELLER' }), {}, 'de-DE');
    expect(screen.getByTestId('product-flag').textContent).toBe(text);
  });

  it('gives top sellers a border', () => {
    renderCard(wine({ flag: 'TOP_SELLER', isTopSeller: true }));
    expect(screen.getByTestId('product-card').className).toContain('ring-2');
  });

  it('strikes the regular price through when there is a special price', () => {
    renderCard(wine({ price: { ...wine().price, specialPrice: money(7.5) } }));
    expect(screen.getByText('7,50 €')).toBeTruthy();
    expect(screen.getByText('9,90 €').closest('s')).not.toBeNull();
  });

  it("prices a main product whose variants cost different amounts 'from' the cheapest ('ab' in German)", () => {
    const voucher = wine({
      name: 'Wertgutschein',
      hasVariants: true,
      price: {
        ...wine().price,
        regularPrice: money(25),
        unitPrice: money(25),
        fromPrice: money(25),
        referencePrice: null,
      },
    });
    const { unmount } = renderCard(voucher, {}, 'de-DE');
    expect(screen.getByText('ab').parentElement?.textContent).toBe('ab 25,00\u00a0€');
    unmount();
    renderCard(voucher);
    expect(screen.getByText('from').parentElement?.textContent).toBe('from 25,00\u00a0€');
  });

  it('shows filling quantity and base price for wines, "1 {unit}" without a base price, nothing for other types', () => {
    const { unmount } = renderCard(wine());
    expect(screen.getByTestId('reference-price').textContent).toBe(
      'Filling quantity 0,75 lBase price 13,20\u00a0€/1 l',
    );
    expect(screen.getByText('incl. VAT plus shipping costs')).toBeTruthy();
    unmount();
    const noBase = wine({
      type: 'PACKAGE',
      price: {
        ...wine().price,
        referencePrice: {
          __typename: 'ReferencePrice',
          fillingQuantity: 1,
          unitCode: 'Paket',
          referenceQuantity: 1,
          basePrice: null,
        },
      },
    });
    const second = renderCard(noBase);
    expect(screen.getByTestId('reference-price').textContent).toBe('1 Paket');
    second.unmount();
    renderCard(wine({ type: 'VOUCHER' as never }));
    expect(screen.queryByTestId('reference-price')).toBeNull();
  });

  it('offers free entry 1..99, or the allowed quantities as a dropdown', async () => {
    const { unmount, user } = renderCard(wine());
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input.getAttribute('min')).toBe('1');
    expect(input.getAttribute('max')).toBe('99');
    await user.clear(input);
    await user.type(input, '150');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('99');
    unmount();
    renderCard(
      wine({
        purchaseQuantity: { __typename: 'PurchaseQuantity', min: 6, max: 18, step: 6, allowedQuantities: [6, 12, 18] },
      }),
    );
    const select = screen.getByRole('combobox', { name: 'Quantity' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['6', '12', '18']);
  });

  it('lets the shopper clear the quantity and type a new one; an empty field becomes the minimum on leaving it', async () => {
    const added: unknown[] = [];
    const answer = {
      data: { addToCart: { __typename: 'CartPayload', cart: null, notification: null, userErrors: [] } },
    };
    const { user } = renderCard(wine(), {
      ProductCardAddToCart: (variables) => {
        added.push(variables.quantity);
        return answer;
      },
    });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    await user.clear(input);
    expect(input.value).toBe('');
    await user.type(input, '6');
    expect(input.value).toBe('6');
    await user.click(screen.getByRole('button', { name: /Add To Cart/ }));
    await waitFor(() => expect(added).toEqual([6]));

    await user.clear(input);
    await user.tab();
    expect(input.value).toBe('1');
  });

  it('disables the button and reads "Sold out" when unavailable, without a quantity selector', () => {
    renderCard(wine({ isAvailable: false, flag: 'SOLD_OUT' }));
    const button = screen.getByRole('button', { name: 'Sold out' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('links a product whose variant must be chosen (the voucher) to its page instead of quantity and "Add To Cart"', () => {
    renderCard(wine({ name: 'Wertgutschein', path: '/Wertgutschein/WB-G-6001', hasVariants: true }), {}, 'de-DE');
    const link = screen.getByRole('link', { name: 'Optionen wählen für Wertgutschein' });
    expect(link.getAttribute('href')).toBe('/Wertgutschein/WB-G-6001');
    expect(link.textContent).toBe('Optionen wählen');
    expect(screen.queryByRole('button', { name: /In den Warenkorb/ })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('adds to the cart: loading, the notification, success for 400 ms, then cleared', async () => {
    const answer = {
      data: {
        addToCart: {
          __typename: 'CartPayload',
          cart: null,
          notification: {
            __typename: 'Notification',
            message: 'Riesling trocken 2024 has been added to the cart.',
            type: 'SUCCESS',
          },
          userErrors: [],
        },
      },
    }; // the cart itself is lib/cart-payload's (tested with the cart)
    const { asked, user } = renderCard(wine(), { ProductCardAddToCart: () => answer });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '2');
    const button = screen.getByRole('button', { name: /Add To Cart/ });
    await user.click(button);
    await waitFor(() => expect(screen.getByText('Riesling trocken 2024 has been added to the cart.')).toBeTruthy());
    expect(asked).toContain('ProductCardAddToCart');
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('success'));
    expect(button.textContent).toContain('Added');
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('idle'), {
      timeout: ADD_TO_CART_SUCCESS_MS + 500,
    });
  });

  it('a cart that cannot take the amount: its warning, no "added", no success state, and the button stays disabled until then', async () => {
    const message = 'The product Riesling trocken 2024 is only available 99 times.';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = {
      data: {
        addToCart: {
          __typename: 'CartPayload',
          cart: null,
          notification: { __typename: 'Notification', message, type: 'WARNING' },
          userErrors: [],
        },
      },
    };
    const { user } = renderCard(wine(), {
      ProductCardAddToCart: () => answer,
      Session: async () => (await held, sessionAnswer()),
    });
    const button = screen.getByRole('button', { name: /Add To Cart/ });
    await user.click(button);
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    // The answer is in, the session (the badge) is still asked: the button stays busy.
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    release();
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('idle'));
    expect(screen.queryByText(/has been added/)).toBeNull();
    expect(button.textContent).not.toContain('Added');
  });

  it('shows the nutrition button only with a nutrition label id and opens the data', async () => {
    const { unmount } = renderCard(wine());
    expect(screen.queryByRole('button', { name: 'Nährwerte und Inhaltsstoffe' })).toBeNull();
    unmount();
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    const nutrition = {
      __typename: 'NutritionFacts',
      energyKj: 290,
      energyKcal: 70,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 2.6,
      sugar: 0.8,
      protein: 0.1,
      salt: 0,
      ingredients: 'Trauben, Konservierungsstoff: Sulfite',
      allergens: 'Sulfite',
    };
    const { user } = renderCard(wine({ nutritionLabelId: 'EL-1' }), {
      ProductNutrition: { data: { product: { __typename: 'Product', id: 'p1', nutrition } } },
    });
    await user.click(screen.getByRole('button', { name: 'Nährwerte und Inhaltsstoffe' }));
    await waitFor(() => expect(screen.getByText('Trauben, Konservierungsstoff: Sulfite')).toBeTruthy());
    expect(screen.getByText('290 kJ / 70 kcal')).toBeTruthy();
  });

  it('keeps a guest wishlist in localStorage; the heart shows on hover unless the product is on it', async () => {
    const { user } = renderCard(wine());
    const heart = screen.getByRole('button', { name: 'Add Riesling trocken 2024 to wishlist' });
    expect(heart.className).toContain('opacity-0');
    expect(heart.className).toContain('group-hover:opacity-100');
    expect(heart.className).toContain('[@media(hover:none)]:opacity-100');
    await user.click(heart);
    expect(JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]')).toEqual(['p1']);
    // The same notification as on the product page and for customers.
    await screen.findByText('Riesling trocken 2024 has been added to wishlist.');
    const active = await screen.findByRole('button', { name: 'Remove Riesling trocken 2024 from wishlist' });
    expect(active.getAttribute('aria-pressed')).toBe('true');
    expect(active.className).not.toContain('opacity-0');
    await user.click(active);
    expect(JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]')).toEqual([]);
  });

  it('uses the account wishlist for customers', async () => {
    const { asked, user } = renderCard(wine(), {
      Session: sessionAnswer({ isLoggedIn: true, customer: { firstName: 'Anna', lastName: 'Keller', isGuest: false } }),
      ProductCardWishlistIds: { data: { wishlist: { __typename: 'Wishlist', total: 0, products: [] } } },
      ProductCardAddToWishlist: {
        data: {
          addToWishlist: {
            __typename: 'AddToWishlistPayload',
            product: { __typename: 'Product', id: 'p1' },
            notification: {
              __typename: 'Notification',
              message: 'Riesling trocken 2024 has been added to wishlist.',
              type: 'SUCCESS',
            },
            userErrors: [],
          },
        },
      },
    });
    await waitFor(() => expect(asked).toContain('ProductCardWishlistIds'));
    await user.click(screen.getByRole('button', { name: 'Add Riesling trocken 2024 to wishlist' }));
    await waitFor(() => expect(screen.getByText('Riesling trocken 2024 has been added to wishlist.')).toBeTruthy());
    expect(asked).toContain('ProductCardAddToWishlist');
    expect(localStorage.getItem(GUEST_WISHLIST_KEY)).toBeNull();
  });
});
