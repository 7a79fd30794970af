import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { mapAddress } from '../address/address.mapper.js';
import type { CustomerAddress } from '../address/address.type.js';
import { newsletterStatusOf, type NewsletterStatus } from '../newsletter/newsletter-status.js';
import type { RawCustomerAddress } from './account-raw-types.js';
import { defaultsOf } from './account.mapper.js';
import type { Customer } from './account.type.js';

const NOT_LOGGED_IN = ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'FRAMEWORK__ROUTING_CUSTOMER_NOT_LOGGED_IN'];
/** Shopware's refusal of a session without (registered) customer: 6.7's code and the older one. */
export const isNotLoggedIn = (error: unknown): boolean =>
  error instanceof UpstreamError && NOT_LOGGED_IN.some((code) => error.hasCode(code));

/**
 * The customer's addresses: those its answer carried, else the session's address book (one
 * POST /account/list-address per request). A customer that is not the session's (a registration
 * waiting for its confirmation) shows the default addresses its answer carried.
 */
async function rawAddressesOf(context: GatewayContext, customer: Customer): Promise<RawCustomerAddress[]> {
  if (customer.knownAddresses) return customer.knownAddresses;
  try {
    return await context.loaders.customerAddresses();
  } catch (error) {
    if (!isNotLoggedIn(error)) throw error;
    const { billing, shipping } = customer.knownDefaults;
    return [billing, shipping].filter(
      (address, index, all): address is RawCustomerAddress =>
        !!address && all.findIndex((other) => other?.id === address.id) === index,
    );
  }
}

export async function loadCustomerAddresses(context: GatewayContext, customer: Customer): Promise<CustomerAddress[]> {
  return (await rawAddressesOf(context, customer)).map((address) => mapAddress(address, defaultsOf(customer)));
}

export async function loadDefaultAddress(
  context: GatewayContext,
  customer: Customer,
  kind: 'billing' | 'shipping',
): Promise<CustomerAddress | null> {
  const id = kind === 'billing' ? customer.defaultBillingAddressId : customer.defaultShippingAddressId;
  const known = customer.knownDefaults[kind];
  const raw = known?.id === id ? known : (await rawAddressesOf(context, customer)).find((address) => address.id === id);
  return raw ? mapAddress(raw, defaultsOf(customer)) : null;
}

/** POST /account/newsletter-recipient; null for a customer that is not logged in (guests, a pending registration). */
export async function loadNewsletterStatus(context: GatewayContext): Promise<NewsletterStatus | null> {
  try {
    return newsletterStatusOf((await context.loaders.newsletterRecipient()).status);
  } catch (error) {
    if (isNotLoggedIn(error)) return null;
    throw error;
  }
}
