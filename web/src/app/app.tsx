import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingBar } from '../components/loading-bar';
import type { InFlightCounter } from '../lib/in-flight';
import { NotificationsProvider } from '../lib/notifications';
import { OverlaysProvider } from '../lib/overlays';
import { SessionProvider } from '../lib/session/session-provider';
import { WishlistIdsProvider } from '../components/product-card/wishlist-ids';
import { useLinkPrefetch } from './link-prefetcher';
import { StartedMark } from '../components/started-mark';
import { AppWideEffects } from './app-wide-effects';

interface AppProps {
  client: ApolloClient;
  i18n: I18n;
  routes: RouteObject[];
  inFlight: InFlightCounter;
  /** The router: the browser's (RouterProvider) or, on the server, the static one. */
  children: ReactNode;
  /**
   * Taking over a page the server rendered: its page area is hydrated after the rest (a Suspense
   * boundary of its own), so the layout marks the start from inside it, not the app from here.
   */
  takingOver?: boolean;
}

/** The providers around the router: GraphQL, the session and wishlist ids, translations, notifications, overlays, the loading bar; the app-wide effects. */
export function App({ client, i18n, routes, inFlight, children, takingOver = false }: AppProps) {
  useLinkPrefetch(routes);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <WishlistIdsProvider>
          <I18nextProvider i18n={i18n}>
            <NotificationsProvider>
              <OverlaysProvider>
                <LoadingBar counter={inFlight} />
                <AppWideEffects />
                {children}
                {!takingOver && <StartedMark />}
              </OverlaysProvider>
            </NotificationsProvider>
          </I18nextProvider>
        </WishlistIdsProvider>
      </SessionProvider>
    </ApolloProvider>
  );
}
