import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Role } from '../../session/auth-checker.js';
import { CustomerPayload } from '../account/account.type.js';
import { deleteAddress, loadAddresses, saveAddress, setDefaultAddress } from './address.service.js';
import { AddressInput, AddressPayload, CustomerAddress, DeleteAddressPayload } from './address.type.js';

/**
 * The logged-in customer's address book. A guest session may list, add and correct its addresses
 * (the checkout's billing and delivery address, as Shopware's address routes allow guests); the
 * book's upkeep (delete, defaults) is the account's. UNAUTHENTICATED for anonymous visitors.
 */
@Resolver()
export class AddressResolver {
  @Authorized(Role.CustomerOrGuest)
  @Query(() => [CustomerAddress], { nullable: true, description: "The customer's addresses, with the default flags." })
  addresses(@Ctx() context: GatewayContext): Promise<CustomerAddress[]> {
    return loadAddresses(context);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => AddressPayload, { description: 'Adds an address to the address book.' })
  createAddress(
    @Arg('input', () => AddressInput, { description: 'The new address; refused fields come back as userErrors.' })
    input: AddressInput,
    @Ctx() context: GatewayContext,
  ): Promise<AddressPayload> {
    return saveAddress(context, null, input);
  }

  @Authorized(Role.CustomerOrGuest)
  @Mutation(() => AddressPayload, {
    description: "Replaces the fields of one of the customer's addresses (CUSTOMER_ADDRESS_NOT_FOUND for another's).",
  })
  updateAddress(
    @Arg('id', () => ID, { description: 'CustomerAddress.id of the address to change.' }) id: string,
    @Arg('input', () => AddressInput, { description: 'All fields of the address as they are to be.' })
    input: AddressInput,
    @Ctx() context: GatewayContext,
  ): Promise<AddressPayload> {
    return saveAddress(context, id, input);
  }

  @Authorized(Role.Customer)
  @Mutation(() => DeleteAddressPayload, {
    description:
      'Deletes an address; not a default one (ADDRESS_IS_DEFAULT) nor the one the session uses (ADDRESS_IS_ACTIVE).',
  })
  deleteAddress(
    @Arg('id', () => ID, { description: 'CustomerAddress.id of the address to delete.' }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<DeleteAddressPayload> {
    return deleteAddress(context, id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => CustomerPayload, { description: 'Makes an address the default billing address.' })
  setDefaultBillingAddress(
    @Arg('id', () => ID, { description: "CustomerAddress.id of one of the customer's addresses." }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<CustomerPayload> {
    return setDefaultAddress(context, id, 'billing');
  }

  @Authorized(Role.Customer)
  @Mutation(() => CustomerPayload, { description: 'Makes an address the default shipping address.' })
  setDefaultShippingAddress(
    @Arg('id', () => ID, { description: "CustomerAddress.id of one of the customer's addresses." }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<CustomerPayload> {
    return setDefaultAddress(context, id, 'shipping');
  }
}
