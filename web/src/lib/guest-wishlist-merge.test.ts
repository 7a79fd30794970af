import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../test/apollo-test-client';
import { addToGuestWishlist, GUEST_WISHLIST_KEY, readGuestWishlist } from './guest-wishlist';
import { moveGuestWishlistToAccount } from './guest-wishlist-merge';

const added = (productId: string) => ({
  data: { addToWishlist: { __typename: 'AddToWishlistPayload', product: { __typename: 'Product', id: productId }, notification: null, userErrors: [] } },
});

afterEach(() => localStorage.removeItem(GUEST_WISHLIST_KEY));

describe('moving the visitor’s wishlist into the new account', () => {
  it('adds every product, oldest first, and empties the browser’s list', async () => {
    addToGuestWishlist('first');
    addToGuestWishlist('second');
    const sent: unknown[] = [];
    const { client } = testClient({
      ProductCardAddToWishlist: (variables) => {
        sent.push(variables.productId);
        return added(String(variables.productId));
      },
    });
    await moveGuestWishlistToAccount(client);
    expect(sent).toEqual(['first', 'second']);
    expect(readGuestWishlist()).toEqual([]);
  });

  it('keeps the list in the browser when the shop cannot be reached', async () => {
    addToGuestWishlist('first');
    const { client } = testClient({ ProductCardAddToWishlist: new Error('offline') });
    await moveGuestWishlistToAccount(client);
    expect(readGuestWishlist()).toEqual(['first']);
  });

  it('asks nothing without a list', async () => {
    const { client, asked } = testClient({});
    await moveGuestWishlistToAccount(client);
    expect(asked).toEqual([]);
  });
});
