import { id as idRule } from '@weingut/schema/input-rules';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import type { RawCustomerAddress } from '../account/account-raw-types.js';
import { sessionCustomer } from '../account/account.service.js';
import { defaultsOf } from '../account/account.mapper.js';
import type { CustomerPayload } from '../account/account.type.js';
import { attempt } from '../shared/mutation-outcome.js';
import type { UserError } from '../../errors/user-error.type.js';
import { checkAddress, namingCountry } from './address-rules.js';
import { addressBody, mapAddress, type AddressDefaults } from './address.mapper.js';
import type { AddressInput, AddressPayload, CustomerAddress, DeleteAddressPayload } from './address.type.js';

const addressIdRule = z.object({ id: idRule });

async function sessionDefaults(context: GatewayContext): Promise<AddressDefaults | null> {
  const customer = await sessionCustomer(context);
  return customer ? defaultsOf(customer) : null;
}

/** The address id argument, checked with the shared id rule (field `id`). */
function checkId(context: GatewayContext, id: string): UserError[] {
  const checked = validateInput(addressIdRule, { id }, context.locale);
  return checked.ok ? [] : checked.userErrors;
}

/** Shopware's refusals of an address id carry no pointer: they are about the `id` argument. */
const onId = (userErrors: UserError[]): UserError[] =>
  userErrors.map((error) => ({ ...error, field: error.field ?? 'id' }));

/** The address book (one POST /account/list-address), marked with the customer's defaults. */
export async function loadAddresses(context: GatewayContext): Promise<CustomerAddress[]> {
  const [addresses, defaults] = await Promise.all([context.loaders.customerAddresses(), sessionDefaults(context)]);
  return addresses.map((address) => mapAddress(address, defaults));
}

/** POST /account/address (new) or PATCH /account/address/{id}, after the shared address rule. */
export async function saveAddress(
  context: GatewayContext,
  id: string | null,
  input: AddressInput,
): Promise<AddressPayload> {
  const idErrors = id === null ? [] : checkId(context, id);
  if (idErrors.length) return { address: null, userErrors: idErrors };
  const checked = await checkAddress(context, input);
  if (!checked.ok) return { address: null, userErrors: checked.userErrors };
  const body = addressBody(checked.value);
  const done = await attempt(context.locale, () =>
    id === null
      ? context.storeApi.write<RawCustomerAddress>('POST', '/account/address', body)
      : context.storeApi.write<RawCustomerAddress>('PATCH', `/account/address/${id}`, body),
  );
  if (!done.ok)
    return {
      address: null,
      userErrors: id === null ? namingCountry(done.userErrors) : onId(namingCountry(done.userErrors)),
    };
  context.loaders.customerAddresses.clear();
  const [address, defaults] = await Promise.all([withAssociations(context, done.value), sessionDefaults(context)]);
  return { address: mapAddress(address, defaults), userErrors: [] };
}

/** Shopware answers a saved address without its country and salutation; then it comes from the address book. */
async function withAssociations(context: GatewayContext, saved: RawCustomerAddress): Promise<RawCustomerAddress> {
  if (saved.country || !saved.countryId) return saved;
  return (await context.loaders.customerAddresses()).find((address) => address.id === saved.id) ?? saved;
}

/** DELETE /account/address/{id}: a default or active address is refused (ADDRESS_IS_DEFAULT, ADDRESS_IS_ACTIVE). */
export async function deleteAddress(context: GatewayContext, id: string): Promise<DeleteAddressPayload> {
  const idErrors = checkId(context, id);
  if (idErrors.length) return { deletedAddressId: null, userErrors: idErrors };
  const done = await attempt(context.locale, () => context.storeApi.write('DELETE', `/account/address/${id}`));
  if (!done.ok) return { deletedAddressId: null, userErrors: onId(done.userErrors) };
  context.loaders.customerAddresses.clear();
  return { deletedAddressId: id, userErrors: [] };
}

/** PATCH /account/address/default-billing|default-shipping/{id}, then the customer as it is now. */
export async function setDefaultAddress(
  context: GatewayContext,
  id: string,
  kind: 'billing' | 'shipping',
): Promise<CustomerPayload> {
  const idErrors = checkId(context, id);
  if (idErrors.length) return { customer: null, userErrors: idErrors };
  const done = await attempt(context.locale, () =>
    context.storeApi.write('PATCH', `/account/address/default-${kind}/${id}`),
  );
  if (!done.ok) return { customer: null, userErrors: onId(done.userErrors) };
  context.loaders.salesChannelContext.clear();
  context.loaders.customerAddresses.clear();
  return { customer: await sessionCustomer(context), userErrors: [] };
}
