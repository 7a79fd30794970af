import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Role } from '../../session/auth-checker.js';
import { ChangeEmailInput, ConfirmationInput, LoginInput, ProfileInput, RegisterInput } from './account.inputs.js';
import {
  changeEmail,
  confirmRegistration,
  loadAccount,
  login,
  logout,
  register,
  updateProfile,
} from './account.service.js';
import { Customer, CustomerPayload, LoginPayload, LogoutPayload, RegisterPayload } from './account.type.js';

/** Login, logout, registration and the customer's own data. */
@Resolver()
export class AccountResolver {
  @Authorized(Role.Customer)
  @Query(() => Customer, {
    nullable: true,
    description:
      'The logged-in customer with addresses, defaults and newsletter status. UNAUTHENTICATED for guests and anonymous visitors.',
  })
  account(@Ctx() context: GatewayContext): Promise<Customer> {
    return loadAccount(context);
  }

  @Mutation(() => LoginPayload, {
    description: "Logs in (the session gets a new token) and merges the guest's wishlist into the account.",
  })
  login(
    @Arg('input', () => LoginInput, { description: "The login form: e-mail, password and the guest's wishlist." })
    input: LoginInput,
    @Ctx() context: GatewayContext,
  ): Promise<LoginPayload> {
    return login(context, input);
  }

  @Mutation(() => LogoutPayload, {
    description: 'Logs out: a new session without customer (a session that is not logged in stays as it is).',
  })
  logout(@Ctx() context: GatewayContext): Promise<LogoutPayload> {
    return logout(context);
  }

  @Mutation(() => RegisterPayload, {
    description:
      'Registers a customer account or a guest; logged in at once unless the e-mail must be confirmed first (needsConfirmation).',
  })
  register(
    @Arg('input', () => RegisterInput, {
      description: 'The registration form; refused fields come back as userErrors naming them.',
    })
    input: RegisterInput,
    @Ctx() context: GatewayContext,
  ): Promise<RegisterPayload> {
    return register(context, input);
  }

  @Mutation(() => CustomerPayload, {
    description:
      'Confirms a registration with the mailed link and logs the customer in. CUSTOMER_ALREADY_CONFIRMED, CUSTOMER_NOT_FOUND_BY_HASH, CONFIRMATION_LINK_INVALID; a link without hash HASH_EMPTY.',
  })
  confirmRegistration(
    @Arg('input', () => ConfirmationInput, { description: 'hash and em of the mailed confirmation link.' })
    input: ConfirmationInput,
    @Ctx() context: GatewayContext,
  ): Promise<CustomerPayload> {
    return confirmRegistration(context, input);
  }

  @Authorized(Role.Customer)
  @Mutation(() => CustomerPayload, { description: "Changes the customer's salutation and name." })
  updateProfile(
    @Arg('input', () => ProfileInput, { description: 'The new salutation and name.' }) input: ProfileInput,
    @Ctx() context: GatewayContext,
  ): Promise<CustomerPayload> {
    return updateProfile(context, input);
  }

  @Authorized(Role.Customer)
  @Mutation(() => CustomerPayload, {
    description: "Changes the customer's e-mail address (WRONG_PASSWORD on password, EMAIL_TAKEN on email).",
  })
  changeEmail(
    @Arg('input', () => ChangeEmailInput, { description: 'The new e-mail address, repeated, and the password.' })
    input: ChangeEmailInput,
    @Ctx() context: GatewayContext,
  ): Promise<CustomerPayload> {
    return changeEmail(context, input);
  }
}
