import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ProductCardWishlistIdsDocument } from '../../gql/graphql';
import { useGuestWishlist } from '../../lib/guest-wishlist';
import { useSession } from '../../lib/session/use-session';

/** Which products are on the shopper's wishlist: the account's for customers, else the guest list in localStorage. */
export interface WishlistIds {
  ids: Set<string>;
  customer: boolean;
}

const WishlistIdsContext = createContext<WishlistIds | null>(null);

/**
 * Watches the wishlist's product ids once for the whole app (inside SessionProvider): every card's
 * heart and the product page read them from here instead of each holding a query of its own.
 */
export function WishlistIdsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const customer = Boolean(session?.isLoggedIn);
  const { data } = useQuery(ProductCardWishlistIdsDocument, { skip: !customer });
  const guest = useGuestWishlist();
  const accountProducts = data?.wishlist?.products;
  const value = useMemo(
    () => ({ ids: new Set(customer ? (accountProducts?.map((product) => product.id) ?? []) : guest), customer }),
    [customer, accountProducts, guest],
  );
  return <WishlistIdsContext.Provider value={value}>{children}</WishlistIdsContext.Provider>;
}

export function useWishlistIds(): WishlistIds {
  const ids = useContext(WishlistIdsContext);
  if (!ids) throw new Error('useWishlistIds needs a WishlistIdsProvider above it (app/app.tsx)');
  return ids;
}
