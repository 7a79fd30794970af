import { once, type Once } from '../../loaders/once.js';
import type { StoreApiClient } from '../../shopware/store-api-client.js';
import type { RawSearchResult } from '../../shopware/store-api-types.js';
import type { RawCustomerAddress, RawNewsletterRecipient } from './account-raw-types.js';

/** The associations an address answer needs (country, state, salutation). */
export const ADDRESS_ASSOCIATIONS = { country: {}, countryState: {}, salutation: {} };

export interface AccountLoaders {
  /** POST /account/list-address: the logged-in customer's address book, once per request. */
  customerAddresses: Once<RawCustomerAddress[]>;
  /** POST /account/newsletter-recipient: the customer's newsletter status, once per request. */
  newsletterRecipient: Once<RawNewsletterRecipient>;
}

/** Per-request loads of the account; cleared by the mutations that change them (and by login/logout). */
export function createAccountLoaders(storeApi: StoreApiClient): AccountLoaders {
  return {
    customerAddresses: once(async () => {
      const result = await storeApi.read<RawSearchResult<RawCustomerAddress>>('/account/list-address', {
        associations: ADDRESS_ASSOCIATIONS,
      });
      return result.elements;
    }),
    newsletterRecipient: once(() => storeApi.read<RawNewsletterRecipient>('/account/newsletter-recipient', {})),
  };
}

/** Forgets every per-request answer that a session change (login, logout, registration) makes stale. */
export function clearSessionLoaders(loaders: { salesChannelContext: Once<unknown> } & AccountLoaders): void {
  loaders.salesChannelContext.clear();
  loaders.customerAddresses.clear();
  loaders.newsletterRecipient.clear();
}
