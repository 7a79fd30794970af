import { Field, ID, InputType } from 'type-graphql';
import { inputDescriptions } from '../shared/input-descriptions.js';
import { AddressInput } from '../address/address.type.js';

@InputType({
  description: 'Log in with e-mail and password; the guest wishlist kept by the client is merged into the account.',
})
export class LoginInput {
  @Field(() => String, { description: inputDescriptions.email }) email!: string;
  @Field(() => String, { description: 'The password; required (REQUIRED).' }) password!: string;
  @Field(() => [ID], {
    nullable: true,
    description:
      "Products on the client's guest wishlist (at most 100), merged into the customer's wishlist on success.",
  })
  guestWishlistProductIds?: string[] | null;
}

@InputType({ description: "The billing address of a registration: salutation and names default to the customer's." })
export class RegistrationAddressInput {
  @Field(() => ID, { nullable: true, description: "Salutation.id; the customer's when null." })
  salutationId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The customer's when null; else at most 255 characters, no web address (TOO_LONG, URL_NOT_ALLOWED).",
  })
  firstName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The customer's when null; else at most 255 characters, no web address (TOO_LONG, URL_NOT_ALLOWED).",
  })
  lastName?: string | null;
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

@InputType({
  description:
    "A registration: a customer account, or a guest ('do not create a customer account': guest true, no password).",
})
export class RegisterInput {
  @Field(() => ID, { nullable: true, description: inputDescriptions.salutationId }) salutationId?: string | null;
  @Field(() => String, { description: inputDescriptions.personName }) firstName!: string;
  @Field(() => String, { description: inputDescriptions.personName }) lastName!: string;
  @Field(() => String, { description: inputDescriptions.email }) email!: string;
  @Field(() => String, { nullable: true, description: 'When given, must equal email (EMAILS_DO_NOT_MATCH).' })
  emailConfirmation?: string | null;
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'True: order as a guest, without a customer account and without password.',
  })
  guest!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Required unless a guest: 8 to 4096 characters (PASSWORD_TOO_SHORT, TOO_LONG).',
  })
  password?: string | null;
  @Field(() => String, { nullable: true, description: 'When given, must equal password (PASSWORDS_DO_NOT_MATCH).' })
  passwordConfirmation?: string | null;
  @Field(() => RegistrationAddressInput, {
    description: 'The billing address (and the shipping address unless one is given).',
  })
  billingAddress!: RegistrationAddressInput;
  @Field(() => AddressInput, { nullable: true, description: 'A different shipping address.' })
  shippingAddress?: AddressInput | null;
  @Field(() => Boolean, { description: 'The data-protection consent; must be true (DATA_PROTECTION_NOT_ACCEPTED).' })
  acceptedDataProtection!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "The storefront the mails link to (a sales-channel domain on one of the shop's own origins, STOREFRONT_URL; URL_INVALID otherwise); by default the domain of the session's language.",
  })
  storefrontUrl?: string | null;
}

@InputType({
  description: 'hash and em of the confirmation link (/registration/confirm?em=…&hash=…, or the newsletter link).',
})
export class ConfirmationInput {
  @Field(() => String, { description: 'The `hash` parameter of the link.' }) hash!: string;
  @Field(() => String, { description: 'The `em` parameter of the link (a hash of the e-mail address).' }) em!: string;
}

@InputType({ description: 'Ask for a password-reset link by e-mail.' })
export class PasswordResetRequestInput {
  @Field(() => String, { description: inputDescriptions.email }) email!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The storefront the link points to (on one of the shop's own origins, STOREFRONT_URL; URL_INVALID otherwise); by default the domain of the session's language.",
  })
  storefrontUrl?: string | null;
}

@InputType({ description: 'A new password with the hash of the mailed link (/account/recover/password?hash=…).' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The `hash` parameter of the mailed link; required.' }) hash!: string;
  @Field(() => String, { description: inputDescriptions.newPassword }) newPassword!: string;
  @Field(() => String, { description: inputDescriptions.newPasswordConfirmation }) newPasswordConfirmation!: string;
}

@InputType({ description: 'The customer changes the password; the current one is required.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password now; required (WRONG_PASSWORD when it is not).' })
  currentPassword!: string;
  @Field(() => String, { description: inputDescriptions.newPassword }) newPassword!: string;
  @Field(() => String, { description: inputDescriptions.newPasswordConfirmation }) newPasswordConfirmation!: string;
}

@InputType({ description: 'The customer changes the e-mail address, confirmed and with the password.' })
export class ChangeEmailInput {
  @Field(() => String, { description: `The new address. ${inputDescriptions.email}` }) email!: string;
  @Field(() => String, { description: 'The new address again; must equal email (EMAILS_DO_NOT_MATCH).' })
  emailConfirmation!: string;
  @Field(() => String, { description: "The customer's password; required (WRONG_PASSWORD when it is not)." })
  password!: string;
}

@InputType({ description: "The customer's salutation and name." })
export class ProfileInput {
  @Field(() => ID, { nullable: true, description: inputDescriptions.salutationId }) salutationId?: string | null;
  @Field(() => String, { description: inputDescriptions.personName }) firstName!: string;
  @Field(() => String, { description: inputDescriptions.personName }) lastName!: string;
}
