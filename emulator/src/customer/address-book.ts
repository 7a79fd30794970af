import type { FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { randomHex } from '../catalogue/ids.js';
import type { StoreRequest } from '../http/store-request.js';
import { criteriaOf, entitySearch } from '../routes/route-helpers.js';
import { throwIfViolated, validateFields } from '../http/symfony-constraints.js';
import { activeAddressIds } from './customer-context.js';
import { customerErrors } from './customer-errors.js';
import type { CustomerAddressRecord, CustomerRecord } from './customer-records.js';
import { addressDefinition, defaultSalutationId } from './customer-validation.js';
import { presentAddress } from './customer-view.js';
import { optionalText, stringOf, type Data } from './request-data.js';

type AddressDeps = Pick<EmulatorDeps, 'customers' | 'clock'>;

/**
 * An address record from the (validated) fields of a request, as registration and the address
 * routes write them: optional texts are null when empty.
 */
export function addressFromData(
  data: Data,
  record: Pick<CustomerAddressRecord, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>,
): CustomerAddressRecord {
  return {
    id: record.id,
    customerId: record.customerId,
    salutationId: optionalText(data.salutationId),
    title: optionalText(data.title),
    firstName: stringOf(data.firstName),
    lastName: stringOf(data.lastName),
    company: optionalText(data.company),
    department: optionalText(data.department),
    street: stringOf(data.street),
    additionalAddressLine1: optionalText(data.additionalAddressLine1),
    additionalAddressLine2: optionalText(data.additionalAddressLine2),
    zipcode: stringOf(data.zipcode),
    city: stringOf(data.city),
    countryId: stringOf(data.countryId),
    countryStateId: optionalText(data.countryStateId),
    phoneNumber: optionalText(data.phoneNumber),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** CustomerAddressValidationTrait::validateAddress: the address must be the customer's. */
function ownAddress(deps: AddressDeps, customer: CustomerRecord, addressId: string): CustomerAddressRecord {
  const address = deps.customers.address(addressId);
  if (!address || address.customerId !== customer.id) throw customerErrors.addressNotFound(addressId);
  return address;
}

/** ListAddressRoute: a criteria search over the customer's addresses (with salutation, country, state). */
export function listAddresses(deps: AddressDeps, request: FastifyRequest, customer: CustomerRecord) {
  const { view } = request.store;
  const docs = deps.customers.addresses(customer.id).map((address) => presentAddress(address, view, customer));
  const sample = docs[0] ?? presentAddress(fieldShapeAddress(customer.id), view);
  return entitySearch('customer_address', docs, criteriaOf(request, 'customer_address', sample));
}

/**
 * UpsertAddressRoute: creates (no id) or replaces (the customer's own id) an address with every
 * field of the body, validated by AddressValidationFactory and the country's zip code rule.
 */
export function upsertAddress(
  deps: AddressDeps,
  store: StoreRequest,
  customer: CustomerRecord,
  addressId: string | null,
  input: Data,
) {
  const existing = addressId ? ownAddress(deps, customer, addressId) : undefined;
  const data: Data = { ...input };
  if (!data.salutationId) data.salutationId = defaultSalutationId(store.view);
  throwIfViolated(validateFields(data, addressDefinition(store.view, data, { zipcodeMaxLength: false })));
  const now = deps.clock().toISOString();
  const address = addressFromData(data, {
    id: existing?.id ?? randomHex(),
    customerId: customer.id,
    createdAt: existing?.createdAt ?? now,
    updatedAt: existing ? now : null,
  });
  deps.customers.saveAddress(address);
  // The answer's schema requires updatedAt (string|null); a new address shows its creation time.
  return presentAddress({ ...address, updatedAt: address.updatedAt ?? address.createdAt }, store.view, customer);
}

/** DeleteAddressRoute: not a default address, not an active address of the session. */
export function deleteAddress(
  deps: AddressDeps,
  store: StoreRequest,
  customer: CustomerRecord,
  addressId: string,
): void {
  ownAddress(deps, customer, addressId);
  if (addressId === customer.defaultBillingAddressId || addressId === customer.defaultShippingAddressId) {
    throw customerErrors.cannotDeleteDefaultAddress(addressId);
  }
  const active = activeAddressIds(store.state, customer, deps.customers.addresses(customer.id));
  if (addressId === active.billingAddressId || addressId === active.shippingAddressId)
    throw customerErrors.cannotDeleteActiveAddress(addressId);
  deps.customers.deleteAddress(addressId);
}

/** SwitchDefaultAddressRoute. */
export function switchDefaultAddress(
  deps: AddressDeps,
  customer: CustomerRecord,
  addressId: string,
  type: 'billing' | 'shipping',
): void {
  ownAddress(deps, customer, addressId);
  const now = deps.clock().toISOString();
  deps.customers.update(
    customer.id,
    type === 'billing'
      ? { defaultBillingAddressId: addressId, updatedAt: now }
      : { defaultShippingAddressId: addressId, updatedAt: now },
  );
}

/** An empty address with every field, so that criteria fields are checked also when the book is empty. */
function fieldShapeAddress(customerId: string): CustomerAddressRecord {
  return {
    id: '',
    customerId,
    salutationId: null,
    title: null,
    firstName: '',
    lastName: '',
    company: null,
    department: null,
    street: '',
    additionalAddressLine1: null,
    additionalAddressLine2: null,
    zipcode: '',
    city: '',
    countryId: '',
    countryStateId: null,
    phoneNumber: null,
    createdAt: new Date(0).toISOString(),
    updatedAt: null,
  };
}
