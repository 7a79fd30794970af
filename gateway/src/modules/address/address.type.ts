import { Field, ID, InputType, InterfaceType, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.type.js';
import { CountryState, Salutation } from '../system/system.type.js';

@ObjectType({ description: 'The country of an address.' })
export class AddressCountry {
  @Field(() => ID) id!: string;
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
  @Field(() => ID) id!: string;
  @Field(() => Salutation, { nullable: true }) salutation!: Salutation | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field(() => String) street!: string;
  @Field(() => String, { nullable: true }) additionalAddressLine1!: string | null;
  @Field(() => String, { nullable: true }) zipcode!: string | null;
  @Field(() => String) city!: string;
  @Field(() => AddressCountry, { nullable: true }) country!: AddressCountry | null;
  @Field(() => CountryState, { nullable: true }) countryState!: CountryState | null;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
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
  @Field(() => ID, { nullable: true, description: 'Required (SALUTATION_REQUIRED).' }) salutationId?: string | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String) street!: string;
  @Field(() => String, { nullable: true }) additionalAddressLine1?: string | null;
  @Field(() => String) zipcode!: string;
  @Field(() => String) city!: string;
  @Field(() => ID, { nullable: true, description: 'Required (COUNTRY_REQUIRED).' }) countryId?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Required when the country says so (Country.stateRequired; STATE_REQUIRED).',
  })
  countryStateId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Digits, spaces and + ( ) / - only, at least six digits ('wrong phone number' otherwise).",
  })
  phoneNumber?: string | null;
}

@ObjectType({ description: 'The answer of createAddress / updateAddress: the address, or why it was refused.' })
export class AddressPayload {
  @Field(() => CustomerAddress, { nullable: true }) address!: CustomerAddress | null;
  @Field(() => [UserError]) userErrors!: UserError[];
}

@ObjectType({
  description:
    'The answer of deleteAddress. A default address, or the one the session uses, cannot be deleted (ADDRESS_IS_DEFAULT, ADDRESS_IS_ACTIVE).',
})
export class DeleteAddressPayload {
  @Field(() => ID, { nullable: true, description: 'The deleted address; null when refused.' }) deletedAddressId!:
    string | null;
  @Field(() => [UserError]) userErrors!: UserError[];
}
