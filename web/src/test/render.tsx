import { ApolloProvider } from '@apollo/client/react';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { NotificationStack } from '../components/notification-stack';
import { WishlistIdsProvider } from '../components/product-card/wishlist-ids';
import type { Locale } from '../lib/locales';
import { NotificationsProvider } from '../lib/notifications';
import { SessionProvider } from '../lib/session/session-provider';
import { sessionAnswer, testClient, type TestAnswers } from './apollo-test-client';
import { testI18n } from './i18n';

export interface ShopRenderOptions {
  /** The shop's language: English unless the test is about another. */
  locale?: Locale;
  /** The gateway's answers by operation name; the session is a logged-out shopper's unless given. */
  answers?: TestAnswers;
  /** The address the shopper is at; `null` when the rendered element brings its own router (RouterProvider). */
  url?: string | null;
}

/** The app's providers around a component (app/app.tsx), over a test client instead of the gateway. */
function shopProviders({ locale = 'en-GB', answers = {}, url = '/' }: ShopRenderOptions) {
  const { client, asked } = testClient({ Session: sessionAnswer(), ...answers });
  const i18n = testI18n(locale);
  function ShopProviders({ children }: { children: ReactNode }) {
    return (
      <ApolloProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SessionProvider>
            <WishlistIdsProvider>
              <NotificationsProvider>
                {url === null ? children : <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>}
                <NotificationStack />
              </NotificationsProvider>
            </WishlistIdsProvider>
          </SessionProvider>
        </I18nextProvider>
      </ApolloProvider>
    );
  }
  return { ShopProviders, client, asked };
}

/**
 * Renders `ui` inside the shop's providers. `user` acts as a shopper does (user-event: pointer and
 * keyboard, focus and blur in order); `asked` lists the operations sent to the test client.
 */
export function renderShop(ui: ReactElement, options: ShopRenderOptions = {}) {
  const { ShopProviders, client, asked } = shopProviders(options);
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: ShopProviders }), user, client, asked };
}

/** Runs a hook inside the shop's providers (see renderShop). */
export function renderShopHook<Result>(hook: () => Result, options: ShopRenderOptions = {}) {
  const { ShopProviders, client, asked } = shopProviders(options);
  return { ...renderHook(hook, { wrapper: ShopProviders }), client, asked };
}
