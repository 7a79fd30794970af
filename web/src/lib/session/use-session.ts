import type { ApolloClient } from '@apollo/client';
import { useContext } from 'react';
import { SessionDocument } from '../../gql/graphql';
import { SessionContext, type SessionView, type ShopSession } from './session-provider';

/** The shopper's session (cached; refreshed at start, when the tab becomes visible and by the guards), as SessionProvider watches it. */
export function useSession(): SessionView {
  const view = useContext(SessionContext);
  if (!view) throw new Error('useSession needs a SessionProvider above it (app/app.tsx)');
  return view;
}

/** Asks the gateway again (the cache is updated, so every badge follows). */
export async function refreshSession(client: ApolloClient): Promise<ShopSession | null> {
  const result = await client.query({ query: SessionDocument, fetchPolicy: 'network-only' });
  return result.data?.session ?? null;
}

/** The session as last known, without a request. */
export function cachedSession(client: ApolloClient): ShopSession | null {
  return client.readQuery({ query: SessionDocument })?.session ?? null;
}

/** Who the shopper is, as the header, top bar and bottom bar distinguish it (docs/behaviour/states.md). */
export type SessionState = 'logged-out' | 'guest' | 'customer';

export function sessionState(session: ShopSession | null): SessionState {
  if (session?.isLoggedIn) return 'customer';
  if (session?.isGuest || session?.customer?.isGuest) return 'guest';
  return 'logged-out';
}
