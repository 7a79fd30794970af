import { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { gatewayMessages } from '../errors/error-catalogue.js';
import type { Locale } from '../i18n/locale.js';
import { messageFor } from '../i18n/texts.js';
import type { RawSalesChannelContext } from '../shopware/store-api-types.js';

/** Who may call a guarded operation: a customer with an account, or also a guest (checkout). */
export const Role = {
  Customer: 'CUSTOMER',
  CustomerOrGuest: 'CUSTOMER_OR_GUEST',
} as const;

/** What the check reads of a request's context (GatewayContext has it). */
export interface AuthContext {
  locale: Locale;
  loaders: { salesChannelContext(): Promise<Pick<RawSalesChannelContext, 'customer'>> };
}

/**
 * type-graphql's authChecker for `@Authorized(Role.Customer)`: reads the session's customer from
 * the per-request context loader and refuses with UNAUTHENTICATED in the request's language.
 */
export const authChecker: AuthChecker<AuthContext> = async ({ context }, roles) => {
  const customer = (await context.loaders.salesChannelContext()).customer;
  const allowed = !!customer && (roles.includes(Role.CustomerOrGuest) || !customer.guest);
  if (!allowed) {
    throw new GraphQLError(messageFor(gatewayMessages.unauthenticated.text, context.locale), {
      extensions: { code: 'UNAUTHENTICATED', status: 403 },
    });
  }
  return true;
};
