import type { RawSalesChannelContext } from '../../shopware/store-api-types.js';
import { mapSalutation } from '../system/system.mapper.js';
import type { AddressDefaults } from '../address/address.mapper.js';
import type { RawCustomer } from './account-raw-types.js';
import type { Customer } from './account.type.js';

/** A Store API customer (from GET /context, register, register-confirm) as the shop's account. */
export function mapCustomer(raw: RawCustomer): Customer {
  return {
    id: raw.id,
    customerNumber: raw.customerNumber || null,
    email: raw.email,
    salutation: raw.salutation ? mapSalutation(raw.salutation) : null,
    firstName: raw.firstName,
    lastName: raw.lastName,
    title: raw.title || null,
    isGuest: raw.guest === true,
    isConfirmed: raw.doubleOptInRegistration !== true || !!raw.doubleOptInConfirmDate,
    isActive: raw.active !== false,
    orderCount: raw.orderCount ?? 0,
    isDoubleOptInRegistration: raw.doubleOptInRegistration === true,
    doubleOptInConfirmDate: raw.doubleOptInConfirmDate || null,
    defaultBillingAddressId: raw.defaultBillingAddressId,
    defaultShippingAddressId: raw.defaultShippingAddressId,
    knownAddresses: raw.addresses ?? null,
    knownDefaults: { billing: raw.defaultBillingAddress ?? null, shipping: raw.defaultShippingAddress ?? null },
  };
}

export const defaultsOf = (
  customer: Pick<Customer, 'defaultBillingAddressId' | 'defaultShippingAddressId'>,
): AddressDefaults => ({
  billingAddressId: customer.defaultBillingAddressId,
  shippingAddressId: customer.defaultShippingAddressId,
});

/** A registration that waits for its confirmation link (double opt-in): not logged in yet. */
export function needsConfirmation(
  raw: Pick<RawCustomer, 'guest' | 'doubleOptInRegistration' | 'doubleOptInConfirmDate'>,
): boolean {
  return raw.guest !== true && raw.doubleOptInRegistration === true && !raw.doubleOptInConfirmDate;
}

/**
 * The storefront address Shopware's mails link to (registration confirmation, password recovery,
 * newsletter opt-in): the sales-channel domain of the session's language, else the first domain;
 * without a trailing slash, as Shopware compares it with its domains. Only domains on the shop's
 * `origins` (STOREFRONT_URL) are chosen from, unless none is (then Shopware's own, as it has them).
 */
export function storefrontUrlOf(context: RawSalesChannelContext, origins: readonly string[] = []): string | null {
  const all = context.salesChannel?.domains ?? [];
  const own = all.filter((domain) => URL.canParse(domain.url) && origins.includes(new URL(domain.url).origin));
  const domains = own.length > 0 ? own : all;
  const languageId = context.context?.languageIdChain?.[0] ?? context.salesChannel?.languageId;
  const domain = domains.find((candidate) => candidate.languageId === languageId) ?? domains[0];
  return domain ? domain.url.replace(/\/+$/, '') : null;
}
