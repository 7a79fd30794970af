import type { ApolloClient } from '@apollo/client';
import { CartDocument, type CartPayloadViewFragment } from '../gql/graphql';
import type { NotificationType } from './notifications';
import { refreshSession } from './session/use-session';

const TYPES: Record<string, NotificationType> = { SUCCESS: 'success', INFO: 'info', ERROR: 'error' };

/**
 * What every cart mutation does with its answer (product page, card, side cart, /cart): the cart
 * query's cache takes the new cart, the session is asked again (the header badge), and the
 * payload's notification (or the first refusal) is shown.
 */
export async function applyCartPayload(
  client: ApolloClient,
  payload: CartPayloadViewFragment | null | undefined,
  notify: (message: string, type?: NotificationType) => unknown,
  { silent = false }: { silent?: boolean } = {},
): Promise<boolean> {
  if (!payload) return false;
  if (payload.cart) client.writeQuery({ query: CartDocument, data: { __typename: 'Query', cart: payload.cart } });
  const refused = payload.userErrors.length > 0;
  if (refused) notify(payload.userErrors[0]!.message, 'error');
  else if (payload.notification && !silent) notify(payload.notification.message, TYPES[payload.notification.type] ?? 'info');
  await refreshSession(client).catch(() => null);
  return !refused && payload.notification?.type !== 'ERROR';
}
