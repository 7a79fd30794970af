import type { FastifyReply } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { deleteCart } from '../cart/cart-service.js';
import { randomHex } from '../catalogue/ids.js';

type SessionDeps = Pick<EmulatorDeps, 'contexts' | 'db' | 'clock'>;

/** Sends the session's (new) token, as Shopware's ResponseHeaderListener does. */
export function answerToken(reply: FastifyReply, token: string): void {
  reply.header('sw-context-token', token);
}

/**
 * Logs a customer into the session (AccountService::loginByCustomer, RegisterRoute,
 * RegisterConfirmRoute): the token is replaced by a new one carrying the session's language,
 * currency and methods (and, through the rotation listeners, its cart), now with the customer
 * and without chosen addresses.
 */
export function logIn(deps: SessionDeps, reply: FastifyReply, token: string, customerId: string): string {
  const rotated = deps.contexts.rotate(token, { customerId, billingAddressId: null, shippingAddressId: null });
  answerToken(reply, rotated.token);
  return rotated.token;
}

/**
 * LogoutRoute: a registered customer's context (and cart) is put aside under a token nobody
 * knows, a guest's context and cart are deleted (CartService::deleteCart, the persister's
 * delete); the answer carries a brand-new empty session.
 */
export function logOut(deps: SessionDeps, reply: FastifyReply, token: string, guest: boolean): string {
  const parked = deps.contexts.rotate(token, {});
  if (guest) {
    deleteCart(deps, parked.token);
    deps.db.prepare('DELETE FROM sales_channel_api_context WHERE token = ?').run(parked.token);
  }
  const fresh = randomHex();
  answerToken(reply, fresh);
  return fresh;
}

/**
 * CustomerTokenSubscriber after a password change: the current session gets a new token and
 * every other session of the customer is logged out (SalesChannelContextPersister::revokeAllCustomerTokens).
 * `token` is null when the change does not come from the customer's own session (recovery).
 */
export function renewCredentialsSessions(
  deps: SessionDeps,
  reply: FastifyReply,
  token: string | null,
  customerId: string,
): void {
  const keep = token ? deps.contexts.rotate(token, {}).token : null;
  if (keep) answerToken(reply, keep);
  revokeCustomerTokens(deps, customerId, keep);
}

/** Every session of the customer forgets the customer and its chosen addresses. */
export function revokeCustomerTokens(deps: SessionDeps, customerId: string, except: string | null = null): void {
  deps.db
    .prepare(
      `UPDATE sales_channel_api_context SET payload = ?, customer_id = NULL, updated_at = ?
       WHERE customer_id = ? AND token IS NOT ?`,
    )
    .run(
      JSON.stringify({ customerId: null, billingAddressId: null, shippingAddressId: null }),
      deps.clock().toISOString(),
      customerId,
      except,
    );
}
