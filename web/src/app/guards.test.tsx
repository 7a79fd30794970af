import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionAnswer, testClient } from '../test/apollo-test-client';
import { checkoutGuard, loginGuard } from './guards';

const customer = sessionAnswer({
  isLoggedIn: true,
  customer: { firstName: 'Anna', lastName: 'Keller', isGuest: false },
});
const guest = sessionAnswer({ isGuest: true, customer: { firstName: 'Gast', lastName: 'Kunde', isGuest: true } });

function locationOf(response: Response | null): string | null {
  return response?.headers.get('Location') ?? null;
}

describe('login guard', () => {
  it('sends an anonymous visitor to /login', async () => {
    const { client } = testClient({ Session: sessionAnswer() });
    expect(locationOf(await loginGuard(client, '/account/profile'))).toBe('/login');
  });

  it('sends a guest session to /login', async () => {
    const { client } = testClient({ Session: guest });
    expect(locationOf(await loginGuard(client, '/account/orders'))).toBe('/login');
  });

  it('lets a logged-in customer in, after refreshing the session from the gateway', async () => {
    const { client, asked } = testClient({ Session: customer });
    expect(await loginGuard(client, '/account')).toBeNull();
    expect(asked).toEqual(['Session']);
  });

  it('leaves /account/recover/password open without asking the gateway', async () => {
    const { client, asked } = testClient({});
    expect(await loginGuard(client, '/account/recover/password')).toBeNull();
    expect(await loginGuard(client, '/account/recover/password/')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('ignores a failed refresh and decides on the session last known', async () => {
    let calls = 0;
    const { client } = testClient({ Session: () => (++calls === 1 ? customer : new Error('gateway down')) });
    await client.query({ query: (await import('../gql/graphql')).SessionDocument });
    expect(await loginGuard(client, '/account/profile')).toBeNull();
  });

  it('redirects when the refresh fails and no session is known', async () => {
    const { client } = testClient({ Session: new Error('gateway down') });
    expect(locationOf(await loginGuard(client, '/account'))).toBe('/login');
  });
});

describe('checkout guard', () => {
  it('sends a shopper with an empty cart to the home page', async () => {
    const { client } = testClient({ Session: sessionAnswer({ cartItemCount: 0 }) });
    expect(locationOf(await checkoutGuard(client))).toBe('/');
  });

  it('lets a shopper with at least one item in', async () => {
    const { client } = testClient({ Session: sessionAnswer({ cartItemCount: 1 }) });
    expect(await checkoutGuard(client)).toBeNull();
  });
});

describe('guards in the router', () => {
  function renderAt(path: string, answers: Parameters<typeof testClient>[0]) {
    const { client } = testClient(answers);
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/login', element: <h1>Log in</h1> },
        {
          path: '/account',
          loader: ({ request }) => loginGuard(client, new URL(request.url).pathname),
          element: <Outlet />,
          children: [
            { path: 'profile', element: <h1>Profile</h1> },
            { path: 'recover/password', element: <h1>Recover password</h1> },
          ],
        },
        { path: '/checkout', loader: () => checkoutGuard(client), element: <h1>Checkout</h1> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('shows the login page instead of an account page to a guest', async () => {
    const router = renderAt('/account/profile', { Session: guest });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the account page to a customer', async () => {
    renderAt('/account/profile', { Session: customer });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('shows password recovery to anyone', async () => {
    renderAt('/account/recover/password', {});
    expect(await screen.findByRole('heading', { name: 'Recover password' })).toBeTruthy();
  });

  it('sends an empty cart from the checkout to the home page', async () => {
    renderAt('/checkout', { Session: sessionAnswer({ cartItemCount: 0 }) });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
