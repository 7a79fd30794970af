import type { CatalogueView } from '../catalogue/catalogue-view.js';
import { postalFields, type CustomerAddressRecord, type CustomerRecord } from './customer-records.js';

/** A stored ISO time as Shopware renders date-times (`2024-05-01T10:00:00.000+00:00`). */
export function shopwareDateTime(value: string | null): string | null {
  return value ? new Date(value).toISOString().replace('Z', '+00:00') : null;
}

/** The active addresses of a session: the context's choice if it is the customer's, else the defaults. */
export interface ActiveAddressIds {
  billingAddressId?: string | null;
  shippingAddressId?: string | null;
}

/**
 * The associations of an address entity (customer_address, order_address) in one language: its
 * country without the country's states, its country state and its salutation.
 */
export function addressAssociations(
  address: { countryId: string; countryStateId: string | null; salutationId: string | null },
  view: CatalogueView,
) {
  const country = view.countries.find((candidate) => candidate.id === address.countryId);
  const { states: _states, ...countryWithoutStates } = country ?? { states: null };
  return {
    country: country ? countryWithoutStates : null,
    countryState: country?.states.find((state) => state.id === address.countryStateId) ?? null,
    salutation: view.salutations.find((candidate) => candidate.id === address.salutationId) ?? null,
  };
}

/** A CustomerAddress of the Store API with its country, state and salutation (one language). */
export function presentAddress(address: CustomerAddressRecord, view: CatalogueView, customer?: CustomerRecord) {
  return {
    id: address.id,
    customerId: address.customerId,
    salutationId: address.salutationId,
    ...postalFields(address),
    customFields: null,
    ...(customer
      ? {
          isDefaultBillingAddress: customer.defaultBillingAddressId === address.id,
          isDefaultShippingAddress: customer.defaultShippingAddressId === address.id,
        }
      : {}),
    createdAt: shopwareDateTime(address.createdAt),
    updatedAt: shopwareDateTime(address.updatedAt),
    ...addressAssociations(address, view),
    apiAlias: 'customer_address',
  };
}

export type PresentedAddress = ReturnType<typeof presentAddress>;

/** What a customer's answer carries besides its record: its addresses, its order count, the session's active addresses. */
export interface CustomerRelations {
  addresses: CustomerAddressRecord[];
  /** Shopware's customer.orderCount: its completed orders (CustomerMetaFieldSubscriber). */
  orderCount: number;
  active?: ActiveAddressIds;
}

/**
 * The Customer of the Store API: never its password hash nor its confirmation hash; with its
 * salutation, addresses, default and active addresses (as the context's customer carries them).
 */
export function presentCustomer(
  customer: CustomerRecord,
  { addresses, orderCount, active = {} }: CustomerRelations,
  view: CatalogueView,
  salesChannelId: string,
) {
  const presented = new Map(addresses.map((address) => [address.id, presentAddress(address, view, customer)]));
  const pick = (id: string | null | undefined) => (id ? presented.get(id) : undefined);
  const defaultBillingAddress = pick(customer.defaultBillingAddressId) ?? null;
  const defaultShippingAddress = pick(customer.defaultShippingAddressId) ?? null;
  return {
    id: customer.id,
    groupId: customer.groupId,
    salesChannelId,
    languageId: customer.languageId,
    defaultBillingAddressId: customer.defaultBillingAddressId,
    defaultShippingAddressId: customer.defaultShippingAddressId,
    customerNumber: customer.customerNumber,
    salutationId: customer.salutationId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    title: customer.title,
    accountType: customer.accountType,
    company: customer.company,
    vatIds: customer.vatIds ?? null,
    active: customer.active,
    doubleOptInRegistration: customer.doubleOptInRegistration,
    doubleOptInEmailSentDate: shopwareDateTime(customer.doubleOptInEmailSentDate),
    doubleOptInConfirmDate: shopwareDateTime(customer.doubleOptInConfirmDate),
    guest: customer.guest,
    orderCount,
    firstLogin: shopwareDateTime(customer.firstLogin),
    lastLogin: shopwareDateTime(customer.lastLogin),
    birthday: customer.birthday,
    customFields: null,
    createdAt: shopwareDateTime(customer.createdAt),
    updatedAt: shopwareDateTime(customer.updatedAt),
    salutation: view.salutations.find((salutation) => salutation.id === customer.salutationId) ?? null,
    defaultBillingAddress,
    defaultShippingAddress,
    activeBillingAddress: pick(active.billingAddressId) ?? defaultBillingAddress,
    activeShippingAddress: pick(active.shippingAddressId) ?? defaultShippingAddress,
    addresses: [...presented.values()],
    apiAlias: 'customer',
  };
}

export type PresentedCustomer = ReturnType<typeof presentCustomer>;
