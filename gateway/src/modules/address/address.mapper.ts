import type { RawCustomerAddress } from '../account/account-raw-types.js';
import { mapCountryState, mapSalutation } from '../system/system.mapper.js';
import type { AddressInput as AddressRule } from '@weingut/schema/input-rules';
import type { AddressCountry, CustomerAddress, PostalAddress } from './address.type.js';

/** The customer's default address ids, which mark the addresses of a list. */
export interface AddressDefaults {
  billingAddressId: string | null;
  shippingAddressId: string | null;
}

const text = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** What a Store API address (customer address or order address) brings, read defensively. */
export interface RawPostalAddress {
  id: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  zipcode?: string | null;
  company?: string | null;
  additionalAddressLine1?: string | null;
  phoneNumber?: string | null;
  country?: { id: string; name: string; iso?: string | null; translated?: { name?: string; iso?: string } } | null;
  countryState?: Parameters<typeof mapCountryState>[0] | null;
  salutation?: Parameters<typeof mapSalutation>[0] | null;
}

function mapAddressCountry(country: RawPostalAddress['country']): AddressCountry | null {
  if (!country) return null;
  return {
    id: country.id,
    name: country.translated?.name || country.name,
    iso: country.iso ?? country.translated?.iso ?? '',
  };
}

/**
 * A Store API address with its country, state and salutation. The default flags come from the
 * customer's default ids, else from Shopware's runtime flags (6.7.7+).
 */
export function mapAddress(raw: RawCustomerAddress, defaults: AddressDefaults | null): CustomerAddress {
  return {
    ...mapPostalAddress(raw as RawPostalAddress),
    isDefaultBilling: defaults ? defaults.billingAddressId === raw.id : raw.isDefaultBillingAddress === true,
    isDefaultShipping: defaults ? defaults.shippingAddressId === raw.id : raw.isDefaultShippingAddress === true,
  };
}

/** The postal fields of any Store API address, with its country, state and salutation. */
export function mapPostalAddress(raw: RawPostalAddress): PostalAddress {
  return {
    id: raw.id,
    salutation: raw.salutation ? mapSalutation(raw.salutation) : null,
    firstName: raw.firstName,
    lastName: raw.lastName,
    company: text(raw.company),
    street: raw.street,
    additionalAddressLine1: text(raw.additionalAddressLine1),
    zipcode: text(raw.zipcode),
    city: raw.city,
    country: mapAddressCountry(raw.country),
    countryState: raw.countryState ? mapCountryState(raw.countryState) : null,
    phoneNumber: text(raw.phoneNumber),
  };
}

/** The body of POST /account/address and PATCH /account/address/{id} from a checked address. */
export function addressBody(address: Partial<AddressRule>): Record<string, unknown> {
  return {
    salutationId: address.salutationId,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? null,
    street: address.street,
    additionalAddressLine1: address.additionalAddressLine1 ?? null,
    zipcode: address.zipcode,
    city: address.city,
    countryId: address.countryId,
    countryStateId: address.countryStateId ?? null,
    phoneNumber: address.phoneNumber ?? null,
  };
}
