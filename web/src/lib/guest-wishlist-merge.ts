import type { ApolloClient } from '@apollo/client';
import { MergeGuestWishlistDocument } from '../gql/graphql';
import { clearGuestWishlist, readGuestWishlist } from './guest-wishlist';

/**
 * After a registration (or its confirmation) logged the new customer in: the wishlist the visitor kept
 * in the browser goes into the account in one request, as the login merges it (register and
 * confirmRegistration take no list). Products the shop no longer sells are skipped by the shop; if
 * the request fails or is refused, the list stays in the browser for the next login.
 */
export async function moveGuestWishlistToAccount(client: ApolloClient): Promise<void> {
  const productIds = readGuestWishlist();
  if (productIds.length === 0) return;
  try {
    const { data } = await client.mutate({ mutation: MergeGuestWishlistDocument, variables: { productIds } });
    if (!data?.mergeWishlist.productIds) return;
  } catch {
    return;
  }
  clearGuestWishlist();
}
