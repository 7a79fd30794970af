import { ShopwareError } from '../http/shopware-error.js';

/**
 * The exceptions of Checkout/Customer/CustomerException.php (and Exception/*.php) the account
 * routes raise, with Shopware's codes, statuses, messages and parameters.
 */
export const customerErrors = {
  addressNotFound: (addressId: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND',
      'Customer address with id "{{ addressId }}" not found.',
      { addressId },
    ),
  badCredentials: () =>
    new ShopwareError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.'),
  cannotDeleteActiveAddress: (addressId: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
      'Customer address with id "{{ addressId }}" is an active address and cannot be deleted.',
      { addressId },
    ),
  cannotDeleteDefaultAddress: (addressId: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
      'Customer address with id "{{ addressId }}" is a default address and cannot be deleted.',
      { addressId },
    ),
  customerAlreadyConfirmed: (customerId: string) =>
    new ShopwareError(
      412,
      'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
      'The customer with the id "{{ customerId }}" is already confirmed.',
      {
        customerId,
      },
    ),
  customerNotFoundByHash: (hash: string) =>
    new ShopwareError(
      404,
      'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH',
      'No matching customer for the hash "{{ hash }}" was found.',
      { hash },
    ),
  customerNotFound: (email: string) =>
    new ShopwareError(
      401,
      'CHECKOUT__CUSTOMER_NOT_FOUND',
      'No matching customer for the email "{{ email }}" was found.',
      { email },
    ),
  customerRecoveryHashExpired: (hash: string) =>
    new ShopwareError(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', 'The hash "{{ hash }}" is expired.', { hash }),
  customerOptinNotCompleted: (customerId: string) =>
    new ShopwareError(
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      'The customer with the id "{{ customerId }}" has not completed the opt-in.',
      {
        customerId,
      },
    ),
  customerAuthThrottled: (seconds: number) =>
    new ShopwareError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', 'Customer auth throttled for {{ seconds }} seconds.', {
      seconds,
    }),
  noHashProvided: () => new ShopwareError(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.'),
  countryNotFound: (countryId: string) =>
    new ShopwareError(400, 'CHECKOUT__CUSTOMER_COUNTRY_NOT_FOUND', 'Country with id "{{ countryId }}" not found.', {
      countryId,
    }),
  registeredCustomerCannotBeConverted: (customerId: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__REGISTERED_CUSTOMER_CANNOT_BE_CONVERTED',
      'Customer with id "{{ customerId }}" is not a guest',
      { customerId },
    ),
};
