import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { CartDocument, SessionDocument } from '../gql/graphql';
import { broadcast, TAB_VISIBLE_EVENT } from '../lib/events';

/**
 * When the tab becomes visible again, the session (user, cart count, wishlist count) and the
 * cart (wherever it is shown: side cart, /cart) are fetched again, and a 'tab-visible' event is
 * broadcast for whatever else shows server state (the checkout's own cart).
 */
export function useTabVisible(): void {
  const client = useApolloClient();
  useEffect(() => {
    const changed = () => {
      if (document.visibilityState !== 'visible') return;
      // `include` refetches active queries only: no cart request while no cart is shown.
      void client.refetchQueries({ include: [SessionDocument, CartDocument] }).catch(() => undefined);
      broadcast(TAB_VISIBLE_EVENT);
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [client]);
}
