import type { RawSalesChannelContext } from '../../shopware/store-api-types.js';
import { mapAddress } from '../address/address.mapper.js';
import { newsletterStatusOf } from '../newsletter/newsletter-status.js';
import { withoutNulls } from '../shared/mutation-outcome.js';
import type { RawCustomer, RawCustomerAddress } from './account-raw-types.js';
import { mapCustomer, needsConfirmation, storefrontUrlOf } from './account.mapper.js';

const raw = <T>(value: Record<string, unknown>): T => value as unknown as T;
const DE = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const EN = '078388999c506dd5c756249e68d237e7';

const billing = raw<RawCustomerAddress>({
  id: 'a1',
  customerId: 'c1',
  firstName: 'Anna',
  lastName: 'Keller',
  street: 'Weinstraße 12',
  zipcode: '76831',
  city: 'Birkweiler',
  company: '',
  countryId: 'de',
  country: { id: 'de', name: 'Deutschland', iso: 'DE', translated: { name: 'Germany' } },
  countryState: { id: 'rp', name: 'Rheinland-Pfalz', shortCode: 'DE-RP', translated: { name: 'Rheinland-Pfalz' } },
  salutation: { id: 's1', salutationKey: 'mrs', displayName: 'Frau', translated: { displayName: 'Frau' } },
  isDefaultBillingAddress: true,
});
const customer = raw<RawCustomer>({
  id: 'c1',
  customerNumber: '10001',
  email: 'anna@example.de',
  firstName: 'Anna',
  lastName: 'Keller',
  guest: false,
  doubleOptInRegistration: true,
  defaultBillingAddressId: 'a1',
  defaultShippingAddressId: 'a2',
  defaultBillingAddress: billing,
  salutation: { id: 's1', salutationKey: 'mrs', displayName: 'Frau' },
});

test('a customer: confirmation state, salutation, the addresses and defaults its answer carried', () => {
  expect(mapCustomer(customer)).toEqual({
    id: 'c1',
    customerNumber: '10001',
    email: 'anna@example.de',
    salutation: { id: 's1', key: 'mrs', displayName: 'Frau' },
    firstName: 'Anna',
    lastName: 'Keller',
    title: null,
    isGuest: false,
    isConfirmed: false,
    isActive: true,
    orderCount: 0,
    isDoubleOptInRegistration: true,
    doubleOptInConfirmDate: null,
    defaultBillingAddressId: 'a1',
    defaultShippingAddressId: 'a2',
    knownAddresses: null,
    knownDefaults: { billing, shipping: null },
  });
  expect(mapCustomer({ ...customer, doubleOptInConfirmDate: '2026-01-01T00:00:00.000+00:00' }).isConfirmed).toBe(true);
  expect(mapCustomer({ ...customer, doubleOptInRegistration: false }).isConfirmed).toBe(true);
});

test('a registration needs its confirmation only with double opt-in, unconfirmed, and never for guests', () => {
  expect(needsConfirmation(customer)).toBe(true);
  expect(needsConfirmation({ ...customer, guest: true })).toBe(false);
  expect(needsConfirmation({ ...customer, doubleOptInConfirmDate: '2026-01-01' })).toBe(false);
  expect(needsConfirmation({ ...customer, doubleOptInRegistration: false })).toBe(false);
});

test("the mails' storefront: the domain of the session's language, else the first, without trailing slash", () => {
  const context = (
    languageId: string,
    domains = [
      { url: 'https://shop.example/', languageId: DE },
      { url: 'https://shop.example/en/', languageId: EN },
    ],
  ) =>
    raw<RawSalesChannelContext>({
      context: { languageIdChain: [languageId] },
      salesChannel: { languageId: DE, domains },
    });
  expect(storefrontUrlOf(context(EN))).toBe('https://shop.example/en');
  expect(storefrontUrlOf(context(DE))).toBe('https://shop.example');
  expect(storefrontUrlOf(context('ffff'))).toBe('https://shop.example');
  expect(storefrontUrlOf(raw<RawSalesChannelContext>({ salesChannel: { domains: [] } }))).toBeNull();
  // Only domains on the shop's own origins (STOREFRONT_URL) when there are any: never a host the gateway does not serve.
  const withForeign = context(EN, [
    { url: 'http://shopware.internal/en', languageId: EN },
    { url: 'https://shop.example/', languageId: DE },
  ]);
  expect(storefrontUrlOf(withForeign, ['https://shop.example'])).toBe('https://shop.example');
  expect(storefrontUrlOf(withForeign, ['https://elsewhere.example'])).toBe('http://shopware.internal/en');
});

test("an address: the country's translated name, empty texts as null, defaults from the customer or Shopware's flags", () => {
  expect(mapAddress(billing, { billingAddressId: 'x', shippingAddressId: 'a1' })).toEqual({
    id: 'a1',
    salutation: { id: 's1', key: 'mrs', displayName: 'Frau' },
    firstName: 'Anna',
    lastName: 'Keller',
    company: null,
    street: 'Weinstraße 12',
    additionalAddressLine1: null,
    zipcode: '76831',
    city: 'Birkweiler',
    country: { id: 'de', name: 'Germany', iso: 'DE' },
    countryState: { id: 'rp', name: 'Rheinland-Pfalz', shortCode: 'DE-RP' },
    phoneNumber: null,
    isDefaultBilling: false,
    isDefaultShipping: true,
  });
  expect(mapAddress(billing, null)).toMatchObject({ isDefaultBilling: true, isDefaultShipping: false });
});

test("Shopware's newsletter states", () => {
  expect(['undefined', 'notSet', 'optIn', 'direct', 'optOut', undefined].map(newsletterStatusOf)).toEqual([
    'NOT_SUBSCRIBED',
    'PENDING',
    'SUBSCRIBED',
    'SUBSCRIBED',
    'UNSUBSCRIBED',
    'NOT_SUBSCRIBED',
  ]);
});

test('GraphQL nulls are dropped before the shared rules see the input', () => {
  expect(withoutNulls({ a: null, b: 'x', c: { d: null, e: [1, null] }, f: undefined })).toEqual({
    b: 'x',
    c: { e: [1] },
  });
});
