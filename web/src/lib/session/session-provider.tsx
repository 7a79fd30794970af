import { useQuery } from '@apollo/client/react';
import { createContext, useMemo, type ReactNode } from 'react';
import { SessionDocument, type SessionQuery } from '../../gql/graphql';

export type ShopSession = NonNullable<SessionQuery['session']>;

export interface SessionView {
  session: ShopSession | null;
  loading: boolean;
}

export const SessionContext = createContext<SessionView | null>(null);

/**
 * Watches the session once for the whole app: header, bars, every product card's wishlist button
 * and the pages read it from here (useSession) instead of each holding a query of its own, which
 * cost every one of them a watch of the cache, on start and again on every change to it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(SessionDocument);
  const session = data?.session ?? null;
  const view = useMemo(() => ({ session, loading }), [session, loading]);
  return <SessionContext.Provider value={view}>{children}</SessionContext.Provider>;
}
