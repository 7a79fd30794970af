import type { ApolloClient } from '@apollo/client';
import { ProductCardAddToWishlistDocument } from '../gql/graphql';
import { clearGuestWishlist, readGuestWishlist } from './guest-wishlist';

/**
 * After a registration (or its confirmation) logged the new customer in: the wishlist the visitor kept
 * in the browser goes into the account, as the login merges it. register and confirmRegistration take
 * no list, so each product is added on its own, oldest first to keep the list's order (newest first).
 * A refused product (e.g. no longer sold) is skipped; if the shop cannot be reached the list stays in
 * the browser for the next login.
 */
export async function moveGuestWishlistToAccount(client: ApolloClient): Promise<void> {
  const productIds = readGuestWishlist();
  if (productIds.length === 0) return;
  try {
    for (const productId of [...productIds].reverse()) await client.mutate({ mutation: ProductCardAddToWishlistDocument, variables: { productId } });
  } catch {
    return;
  }
  clearGuestWishlist();
}
