import { ShopwareError } from './shopware-error.js';
import type { StoreRequest } from './store-request.js';
import type { CustomerRecord } from '../customer/customer-records.js';

/**
 * Shopware's `_loginRequired` (and `_loginRequiredAllowGuest`): the context must have a customer,
 * and a guest only where guests are allowed (SalesChannelRequestContextResolver::validateLogin).
 */
export function requireCustomer(store: StoreRequest, options: { allowGuest: boolean }): CustomerRecord {
  const customer = store.customer;
  if (!customer || (customer.guest && !options.allowGuest)) {
    throw new ShopwareError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
  }
  return customer;
}
