import { Field, ID, InputType, InterfaceType, ObjectType } from 'type-graphql';
import { inputDescriptions } from '../shared/input-descriptions.js';
import { UserError } from '../../errors/user-error.type.js';
import { CountryState, Salutation } from '../system/system.type.js';

@ObjectType({ description: 'The country of an address.' })
export class AddressCountry {
  @Field(() => ID, { description: 'The country id, as in `countries` and `AddressInput.countryId`.' }) id!: string;
  @Field(() => String, { description: "In the session's language, e.g. Deutschland." }) name!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code, e.g. DE.' }) iso!: string;
}

/** The fields every postal address of the shop has (address book and order copies). */
@InterfaceType({
  description:
    "What every postal address has: an address of the book (CustomerAddress) or an order's copy (OrderAddress); one fragment shows both.",
  // Only the address book's entries carry default flags.
  resolveType: (address: object) => ('isDefaultBilling' in address ? 'CustomerAddress' : 'OrderAddress'),
})
export abstract class PostalAddress {
  @Field(() => ID, { description: "The address id (an order's copy has an id of its own)." }) id!: string;
  @Field(() => Salutation, { nullable: true, description: 'The salutation; null when none is set.' })
  salutation!: Salutation | null;
  @Field(() => String, { description: "The addressee's first name." }) firstName!: string;
  @Field(() => String, { description: "The addressee's last name." }) lastName!: string;
  @Field(() => String, { nullable: true, description: 'The company line; null when empty.' }) company!: string | null;
  @Field(() => String, { description: 'Street and house number.' }) street!: string;
  @Field(() => String, { nullable: true, description: 'An extra address line (c/o, floor …); null when empty.' })
  additionalAddressLine1!: string | null;
  @Field(() => String, { nullable: true, description: 'The postal code; null when empty.' })
  zipcode!: string | null;
  @Field(() => String, { description: 'The town or city.' }) city!: string;
  @Field(() => AddressCountry, { nullable: true, description: 'The country; null when the Store API sent none.' })
  country!: AddressCountry | null;
  @Field(() => CountryState, { nullable: true, description: 'The state or region; null when none was given.' })
  countryState!: CountryState | null;
  @Field(() => String, { nullable: true, description: 'The phone number as entered; null when empty.' })
  phoneNumber!: string | null;
}

@ObjectType({ implements: PostalAddress, description: "An address of the customer's address book." })
export class CustomerAddress extends PostalAddress {
  @Field(() => Boolean, { description: "The customer's default billing address." }) isDefaultBilling!: boolean;
  @Field(() => Boolean, { description: "The customer's default shipping address." }) isDefaultShipping!: boolean;
}

/** The fields of an address form; checked with the shared rule `address` (plus the country's state rule). */
@InputType({
  description:
    'An address of the address book. Selections left empty are refused as userErrors (SALUTATION_REQUIRED, COUNTRY_REQUIRED).',
})
export class AddressInput {
  @Field(() => ID, { nullable: true, description: inputDescriptions.salutationId }) salutationId?: string | null;
  @Field(() => String, { description: inputDescriptions.personName }) firstName!: string;
  @Field(() => String, { description: inputDescriptions.personName }) lastName!: string;
  @Field(() => String, { nullable: true, description: inputDescriptions.company }) company?: string | null;
  @Field(() => String, { description: inputDescriptions.street }) street!: string;
  @Field(() => String, { nullable: true, description: inputDescriptions.additionalAddressLine1 })
  additionalAddressLine1?: string | null;
  @Field(() => String, { description: inputDescriptions.zipcode }) zipcode!: string;
  @Field(() => String, { description: inputDescriptions.city }) city!: string;
  @Field(() => ID, { nullable: true, description: inputDescriptions.countryId }) countryId?: string | null;
  @Field(() => ID, { nullable: true, description: inputDescriptions.countryStateId }) countryStateId?: string | null;
  @Field(() => String, { nullable: true, description: inputDescriptions.phoneNumber }) phoneNumber?: string | null;
}

@ObjectType({ description: 'The answer of createAddress / updateAddress: the address, or why it was refused.' })
export class AddressPayload {
  @Field(() => CustomerAddress, { nullable: true, description: 'The address as saved; null when refused.' })
  address!: CustomerAddress | null;
  @Field(() => [UserError], { description: 'Why the address was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({
  description:
    'The answer of deleteAddress. A default address, or the one the session uses, cannot be deleted (ADDRESS_IS_DEFAULT, ADDRESS_IS_ACTIVE).',
})
export class DeleteAddressPayload {
  @Field(() => ID, { nullable: true, description: 'The deleted address; null when refused.' }) deletedAddressId!:
    string | null;
  @Field(() => [UserError], { description: 'Why the address was not deleted; empty on success.' })
  userErrors!: UserError[];
}
