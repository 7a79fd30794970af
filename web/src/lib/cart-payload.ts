import type { ApolloClient } from '@apollo/client';
import { CartDocument, type CartPayloadViewFragment } from '../gql/graphql';
import type { NotificationType } from './notifications';
import { refreshSession } from './session/use-session';

const TYPES: Record<string, NotificationType> = {
  SUCCESS: 'success',
  INFO: 'info',
  WARNING: 'warning',
  ERROR: 'error',
};
const MESSAGE_TYPES: Record<string, NotificationType> = { WARNING: 'warning', ERROR: 'error' };

/**
 * What every cart mutation does with its answer (product page, card, side cart, /cart): the cart
 * query's cache takes the new cart, the session is asked again (the header badge), and the
 * payload's notification (or the first refusal) is shown, with every warning or error the cart's
 * calculation reported beside it (another line lowered to its stock …). Silent answers (the side
 * cart's and /cart's changes) show only the refusal: those pages list the cart's messages themselves.
 * True when the change was done as asked (no notification, a SUCCESS or an INFO); a WARNING (the cart could not take
 * the amount) or an ERROR is false.
 */
export async function applyCartPayload(
  client: ApolloClient,
  payload: Pick<CartPayloadViewFragment, 'cart' | 'notification' | 'userErrors'> | null | undefined,
  notify: (message: string, type?: NotificationType) => unknown,
  { silent = false }: { silent?: boolean } = {},
): Promise<boolean> {
  if (!payload) return false;
  if (payload.cart) client.writeQuery({ query: CartDocument, data: { __typename: 'Query', cart: payload.cart } });
  const refused = payload.userErrors.length > 0;
  if (refused) notify(payload.userErrors[0]!.message, 'error');
  else if (!silent) {
    const told = payload.notification?.message ?? '';
    if (payload.notification) notify(payload.notification.message, TYPES[payload.notification.type] ?? 'info');
    for (const message of payload.cart?.messages ?? []) {
      const type = MESSAGE_TYPES[message.level];
      if (type && !message.key.startsWith('promotion') && !told.includes(message.message))
        notify(message.message, type);
    }
  }
  await refreshSession(client).catch(() => null);
  const type = payload.notification?.type;
  return !refused && (type === undefined || type === 'SUCCESS' || type === 'INFO');
}
