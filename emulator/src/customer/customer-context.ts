import type { EmulatorDeps } from '../emulator-deps.js';
import type { StoreRequest } from '../http/store-request.js';
import { orderStoreOf } from '../order/order-store.js';
import type { CustomerAddressRecord, CustomerRecord } from './customer-records.js';
import { presentCustomer, type ActiveAddressIds, type PresentedCustomer } from './customer-view.js';

/**
 * The session's active addresses: those chosen in the context if they are the customer's,
 * otherwise its defaults (as Shopware's context factory loads activeBilling/ShippingAddress).
 */
export function activeAddressIds(
  state: StoreRequest['state'],
  customer: CustomerRecord,
  addresses: CustomerAddressRecord[],
): Required<ActiveAddressIds> {
  const owned = (id: string | null | undefined) => (id && addresses.some((address) => address.id === id) ? id : null);
  return {
    billingAddressId: owned(state.billingAddressId) ?? customer.defaultBillingAddressId,
    shippingAddressId: owned(state.shippingAddressId) ?? customer.defaultShippingAddressId,
  };
}

/** The customer presented for a request's session (its current language, its active addresses). */
export function presentForSession(
  deps: Pick<EmulatorDeps, 'customers' | 'db'>,
  store: StoreRequest,
  customer: CustomerRecord,
): PresentedCustomer {
  const addresses = deps.customers.addresses(customer.id);
  const active = activeAddressIds(store.state, customer, addresses);
  return presentCustomer(
    customer,
    { addresses, orderCount: orderStoreOf(deps.db).completedCountOf(customer.id), active },
    store.view,
    store.salesChannel.id,
  );
}
