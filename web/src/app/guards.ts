import type { ApolloClient } from '@apollo/client';
import { ENTITY_ID } from '@weingut/schema/entity-id';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { SessionDocument } from '../gql/graphql';
import { PageNotFoundError } from '../lib/error-status';
import type { ShopSession } from '../lib/session/session-provider';
import { cachedSession, refreshSession } from '../lib/session/use-session';

/** The one account page a visitor who is not logged in may see (docs/behaviour/guards.md). */
export const UNGUARDED_ACCOUNT_PATH = '/account/recover/password';

/**
 * The login guard of /account/*: refreshes the session's user (a failed refresh is ignored and the
 * session last known is used) and sends guests and anonymous visitors to /login.
 */
export async function loginGuard(client: ApolloClient, pathname: string): Promise<Response | null> {
  if (pathname.replace(/\/+$/, '') === UNGUARDED_ACCOUNT_PATH) return null;
  let session: ShopSession | null;
  try {
    session = await refreshSession(client);
  } catch {
    session = cachedSession(client);
  }
  return session?.isLoggedIn ? null : redirect('/login');
}

/** The checkout guard: with fewer than 1 item in the cart, the checkout is left for the home page. */
export async function checkoutGuard(client: ApolloClient): Promise<Response | null> {
  let session: ShopSession | null;
  try {
    session = (await client.query({ query: SessionDocument, fetchPolicy: 'network-only' })).data?.session ?? null;
  } catch {
    session = cachedSession(client);
  }
  return (session?.cartItemCount ?? 0) < 1 ? redirect('/') : null;
}

/** Route validation (docs/behaviour/guards.md): a route whose :id is no entity id (/account/orders/abc) is a missing page, 404. */
export function entityIdGuard({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  if (!ENTITY_ID.test(params.id ?? '')) throw new PageNotFoundError();
  return null;
}
