import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToGuestWishlist, readGuestWishlist } from '../../lib/guest-wishlist';
import { sessionAnswer, type Answer } from '../../test/apollo-test-client';
import { renderShop } from '../../test/render';
import RegistrationConfirmPage from './registration-confirm-page';

function renderPage(answer: Answer, answers: Record<string, Answer> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/registration/confirm', element: <RegistrationConfirmPage /> },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    { initialEntries: ['/registration/confirm?em=abc&hash=def'] },
  );
  const { asked } = renderShop(<RouterProvider router={router} />, {
    url: null,
    answers: { ConfirmRegistration: answer, Session: sessionAnswer({ isLoggedIn: true }), ...answers },
  });
  return { router, asked };
}

const confirmed = {
  data: {
    confirmRegistration: {
      __typename: 'CustomerPayload',
      customer: { __typename: 'Customer', id: 'c1' },
      userErrors: [],
    },
  },
};

describe('the registration confirmation', () => {
  afterEach(() => vi.useRealTimers());

  it('confirms once, counts down the 5 seconds visibly and then goes to the checkout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, asked } = renderPage(confirmed);
    await screen.findByText('You will be taken to the checkout in 5 seconds.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    screen.getByText('You will be taken to the checkout in 4 seconds.');
    expect(router.state.location.pathname).toBe('/registration/confirm');
    // Each second is a timer of its own, set after the previous one has shown.
    for (let second = 0; second < 4; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(asked.filter((name) => name === 'ConfirmRegistration')).toHaveLength(1);
  });

  it('puts the wishlist the visitor kept in the browser into the confirmed account', async () => {
    addToGuestWishlist('p1');
    const merged = {
      data: { mergeWishlist: { __typename: 'MergeWishlistPayload', productIds: ['p1'], userErrors: [] } },
    };
    const { asked } = renderPage(confirmed, { MergeGuestWishlist: merged });
    await screen.findByText('You will be taken to the checkout in 5 seconds.');
    expect(asked).toContain('MergeGuestWishlist');
    expect(readGuestWishlist()).toEqual([]);
  });

  it('shows the shop’s refusal and stays', async () => {
    const refused = {
      data: {
        confirmRegistration: {
          __typename: 'CustomerPayload',
          customer: null,
          userErrors: [
            {
              __typename: 'UserError',
              field: null,
              code: 'CUSTOMER_ALREADY_CONFIRMED',
              message: 'The customer is already confirmed.',
            },
          ],
        },
      },
    };
    const { router } = renderPage(refused);
    expect((await screen.findByRole('alert')).textContent).toBe('The customer is already confirmed.');
    expect(router.state.location.pathname).toBe('/registration/confirm');
  });
});
