/** A cart as the side cart, /cart and the checkout show it (fragment CartView), and one of its lines. */
import type { CartViewFragment } from '../../gql/graphql';

export type CartView = CartViewFragment;
export type CartLine = CartView['lineItems'][number];
