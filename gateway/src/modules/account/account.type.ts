import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Notification } from '../shared/notification.type.js';
import { UserError } from '../../errors/user-error.type.js';
import { Salutation } from '../system/system.type.js';
import type { RawCustomerAddress } from './account-raw-types.js';

/**
 * The customer account. `addresses`, the default addresses and `newsletterStatus` are resolved
 * when asked (CustomerResolver), from the answer that brought the customer when it carried them.
 */
@ObjectType({ description: 'A customer account (or guest) with its addresses and newsletter status.' })
export class Customer {
  @Field(() => ID, { description: 'The customer id.' }) id!: string;
  @Field(() => String, { nullable: true, description: "The shop's customer number, e.g. 10001; null when none." })
  customerNumber!: string | null;
  @Field(() => String, { description: 'The e-mail address the customer logs in with.' }) email!: string;
  @Field(() => Salutation, { nullable: true, description: 'Null when none was chosen.' })
  salutation!: Salutation | null;
  @Field(() => String, { description: "The customer's first name." }) firstName!: string;
  @Field(() => String, { description: "The customer's last name." }) lastName!: string;
  @Field(() => String, { nullable: true, description: 'An academic title, e.g. Dr.; null when none.' })
  title!: string | null;
  @Field(() => Boolean, {
    description: "A guest: ordered without a customer account ('do not create a customer account').",
  })
  isGuest!: boolean;
  @Field(() => Boolean, { description: 'False while a double opt-in registration waits for its confirmation link.' })
  isConfirmed!: boolean;
  @Field(() => Boolean, { description: 'The account may log in (a shop owner can deactivate it).' }) isActive!: boolean;
  @Field(() => Int, {
    description: 'Completed orders (Shopware counts an order once it is completed, not when it is placed).',
  })
  orderCount!: number;
  @Field(() => Boolean, {
    description: 'Registered with double opt-in: the account had to be confirmed by a link in an e-mail.',
  })
  isDoubleOptInRegistration!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'When the double opt-in link was followed (ISO 8601 date-time); null before, or without double opt-in.',
  })
  doubleOptInConfirmDate!: string | null;
  @Field(() => ID, { description: 'The id of the default billing address (CustomerAddress.id).' })
  defaultBillingAddressId!: string;
  @Field(() => ID, { description: 'The id of the default shipping address (CustomerAddress.id).' })
  defaultShippingAddressId!: string;

  /** The addresses the answer carried (register, the emulator's context); null: load them. */
  knownAddresses!: RawCustomerAddress[] | null;
  /** The default addresses the answer carried, by kind. */
  knownDefaults!: { billing: RawCustomerAddress | null; shipping: RawCustomerAddress | null };
}

@ObjectType({ description: 'The answer of login: the logged-in customer, or why the login was refused.' })
export class LoginPayload {
  @Field(() => Customer, { nullable: true, description: 'The logged-in customer; null when refused.' })
  customer!: Customer | null;
  @Field(() => [UserError], {
    description:
      'INVALID_CREDENTIALS (also for an unknown e-mail, so that no one learns who has an account), EMAIL_NOT_CONFIRMED, CUSTOMER_AUTH_THROTTLED (the message says how many seconds to wait), or refused input.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of logout: the session has a new token without customer.' })
export class LogoutPayload {
  @Field(() => Notification, { description: "'You have been successfully logged out.' in the request's language." })
  notification!: Notification;
  @Field(() => [UserError], { description: 'Always empty: logging out is not refused.' }) userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of register.' })
export class RegisterPayload {
  @Field(() => Customer, { nullable: true, description: 'The new customer (or guest); null when refused.' })
  customer!: Customer | null;
  @Field(() => Boolean, {
    description: 'The account waits for its confirmation link (double opt-in): not logged in yet.',
  })
  needsConfirmation!: boolean;
  @Field(() => Notification, {
    nullable: true,
    description:
      'Registered, or registered and asked to confirm the e-mail (keep it shown while needsConfirmation). Null when refused.',
  })
  notification!: Notification | null;
  @Field(() => [UserError], { description: 'Refused input (naming the field), EMAIL_TAKEN …' })
  userErrors!: UserError[];
}

@ObjectType({
  description: 'The answer of a change to the customer: the customer as it is now, or why it was refused.',
})
export class CustomerPayload {
  @Field(() => Customer, { nullable: true, description: 'The customer after the change; null when refused.' })
  customer!: Customer | null;
  @Field(() => [UserError], { description: 'Why the change was refused; empty on success.' }) userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of an account action without a result (password reset, password change).' })
export class AccountActionPayload {
  @Field(() => Boolean, { description: 'The action was done (true exactly when userErrors is empty).' })
  success!: boolean;
  @Field(() => [UserError], { description: 'Why the action was refused; empty on success.' }) userErrors!: UserError[];
}
