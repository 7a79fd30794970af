import type { EmulatorDeps } from '../emulator-deps.js';
import type { StoreRequest } from '../http/store-request.js';
import type { ShippingLocation } from './calculated-cart.js';

/**
 * Shopware's ShippingLocation of the context: a logged-in customer's shipping address (the one
 * chosen via PATCH /context, else the default one) with its country and state; otherwise the
 * context's country and state without an address.
 */
export function shippingLocationOf(store: StoreRequest, deps: EmulatorDeps): ShippingLocation {
  const { view, state, salesChannel, customer } = store;
  const addressId = customer ? (state.shippingAddressId ?? customer.defaultShippingAddressId) : null;
  const record = addressId ? deps.customers.address(addressId) : undefined;
  const address = record && record.customerId === customer?.id ? record : undefined;
  const countryId = address?.countryId ?? state.countryId ?? salesChannel.countryId;
  const country = view.countries.find((candidate) => candidate.id === countryId) ?? view.countries[0]!;
  const stateId = address ? address.countryStateId : (state.countryStateId ?? null);
  const countryState = country.states.find((candidate) => candidate.id === stateId) ?? null;
  return {
    country,
    state: countryState,
    address: address
      ? {
          ...address,
          country,
          countryState,
          customFields: null,
          apiAlias: 'customer_address',
        }
      : null,
  };
}
