import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { SessionDocument } from '../gql/graphql';
import { broadcast, TAB_VISIBLE_EVENT } from '../lib/events';

/**
 * Spec §4: when the tab becomes visible again, the session (user, cart count, wishlist count) is
 * fetched again and a 'tab-visible' event is broadcast for whatever else shows server state.
 */
export function useTabVisible(): void {
  const client = useApolloClient();
  useEffect(() => {
    const changed = () => {
      if (document.visibilityState !== 'visible') return;
      void client.refetchQueries({ include: [SessionDocument] }).catch(() => undefined);
      broadcast(TAB_VISIBLE_EVENT);
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [client]);
}
