import { Field, ID, InputType } from 'type-graphql';
import { AddressInput } from '../address/address.type.js';

@InputType({
  description: 'Log in with e-mail and password; the guest wishlist kept by the client is merged into the account.',
})
export class LoginInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => [ID], {
    nullable: true,
    description:
      "Products on the client's guest wishlist (at most 100), merged into the customer's wishlist on success.",
  })
  guestWishlistProductIds?: string[] | null;
}

@InputType({ description: "The billing address of a registration: salutation and names default to the customer's." })
export class RegistrationAddressInput {
  @Field(() => ID, { nullable: true }) salutationId?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String) street!: string;
  @Field(() => String, { nullable: true }) additionalAddressLine1?: string | null;
  @Field(() => String) zipcode!: string;
  @Field(() => String) city!: string;
  @Field(() => ID, { nullable: true, description: 'Required (COUNTRY_REQUIRED).' }) countryId?: string | null;
  @Field(() => ID, { nullable: true }) countryStateId?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
}

@InputType({
  description:
    "A registration: a customer account, or a guest ('do not create a customer account': guest true, no password).",
})
export class RegisterInput {
  @Field(() => ID, { nullable: true, description: 'Required (SALUTATION_REQUIRED).' }) salutationId?: string | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: 'When given, must equal email.' }) emailConfirmation?:
    string | null;
  @Field(() => Boolean, { defaultValue: false }) guest!: boolean;
  @Field(() => String, { nullable: true, description: 'At least 8 characters; not for guests.' }) password?:
    string | null;
  @Field(() => String, { nullable: true, description: 'When given, must equal password.' }) passwordConfirmation?:
    string | null;
  @Field(() => RegistrationAddressInput) billingAddress!: RegistrationAddressInput;
  @Field(() => AddressInput, { nullable: true, description: 'A different shipping address.' })
  shippingAddress?: AddressInput | null;
  @Field(() => Boolean, { description: 'The data-protection consent; must be true.' }) acceptedDataProtection!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "The storefront the mails link to (a sales-channel domain); by default the domain of the session's language.",
  })
  storefrontUrl?: string | null;
}

@InputType({
  description: 'hash and em of the confirmation link (/registration/confirm?em=…&hash=…, or the newsletter link).',
})
export class ConfirmationInput {
  @Field(() => String) hash!: string;
  @Field(() => String) em!: string;
}

@InputType({ description: 'Ask for a password-reset link by e-mail.' })
export class PasswordResetRequestInput {
  @Field(() => String) email!: string;
  @Field(() => String, {
    nullable: true,
    description: "The storefront the link points to; by default the domain of the session's language.",
  })
  storefrontUrl?: string | null;
}

@InputType({ description: 'A new password with the hash of the mailed link (/account/recover/password?hash=…).' })
export class ResetPasswordInput {
  @Field(() => String) hash!: string;
  @Field(() => String) newPassword!: string;
  @Field(() => String) newPasswordConfirmation!: string;
}

@InputType({ description: 'The customer changes the password; the current one is required.' })
export class ChangePasswordInput {
  @Field(() => String) currentPassword!: string;
  @Field(() => String) newPassword!: string;
  @Field(() => String) newPasswordConfirmation!: string;
}

@InputType({ description: 'The customer changes the e-mail address, confirmed and with the password.' })
export class ChangeEmailInput {
  @Field(() => String) email!: string;
  @Field(() => String) emailConfirmation!: string;
  @Field(() => String) password!: string;
}

@InputType({ description: "The customer's salutation and name." })
export class ProfileInput {
  @Field(() => ID, { nullable: true, description: 'Required (SALUTATION_REQUIRED).' }) salutationId?: string | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}
