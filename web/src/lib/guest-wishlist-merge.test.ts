import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../test/apollo-test-client';
import { addToGuestWishlist, GUEST_WISHLIST_KEY, readGuestWishlist } from './guest-wishlist';
import { moveGuestWishlistToAccount } from './guest-wishlist-merge';

const merged = (productIds: unknown) => ({
  data: { mergeWishlist: { __typename: 'MergeWishlistPayload', productIds, userErrors: [] } },
});
const refused = {
  data: {
    mergeWishlist: {
      __typename: 'MergeWishlistPayload',
      productIds: null,
      userErrors: [{ __typename: 'UserError', message: 'Der Merkzettel ist nicht aktiviert.' }],
    },
  },
};

afterEach(() => localStorage.removeItem(GUEST_WISHLIST_KEY));

describe('moving the visitor’s wishlist into the new account', () => {
  it('hands every product over in one request and empties the browser’s list', async () => {
    addToGuestWishlist('first');
    addToGuestWishlist('second');
    const sent: unknown[] = [];
    const { client, asked } = testClient({
      MergeGuestWishlist: (variables) => {
        sent.push(variables.productIds);
        return merged(variables.productIds);
      },
    });
    await moveGuestWishlistToAccount(client);
    expect(asked).toEqual(['MergeGuestWishlist']);
    expect(sent).toEqual([['second', 'first']]);
    expect(readGuestWishlist()).toEqual([]);
  });

  it('keeps the list in the browser when the shop refuses it', async () => {
    addToGuestWishlist('first');
    const { client } = testClient({ MergeGuestWishlist: refused });
    await moveGuestWishlistToAccount(client);
    expect(readGuestWishlist()).toEqual(['first']);
  });

  it('keeps the list in the browser when the shop cannot be reached', async () => {
    addToGuestWishlist('first');
    const { client } = testClient({ MergeGuestWishlist: new Error('offline') });
    await moveGuestWishlistToAccount(client);
    expect(readGuestWishlist()).toEqual(['first']);
  });

  it('asks nothing without a list', async () => {
    const { client, asked } = testClient({});
    await moveGuestWishlistToAccount(client);
    expect(asked).toEqual([]);
  });
});
