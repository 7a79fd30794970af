import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingBar } from '../components/loading-bar';
import type { InFlightCounter } from '../lib/in-flight';
import { NotificationsProvider } from '../lib/notifications';
import { OverlaysProvider } from '../lib/overlays';
import { useLinkPrefetch } from './link-prefetcher';

interface AppProps {
  client: ApolloClient;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  routes: RouteObject[];
  inFlight: InFlightCounter;
}

/** The providers around the router: GraphQL, translations, notifications, overlays, the loading bar. */
export function App({ client, i18n, router, routes, inFlight }: AppProps) {
  useLinkPrefetch(routes);
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <NotificationsProvider>
          <OverlaysProvider>
            <LoadingBar counter={inFlight} />
            <RouterProvider router={router} />
          </OverlaysProvider>
        </NotificationsProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
