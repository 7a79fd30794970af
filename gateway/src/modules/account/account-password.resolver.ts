import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Role } from '../../session/auth-checker.js';
import { ChangePasswordInput, PasswordResetRequestInput, ResetPasswordInput } from './account.inputs.js';
import {
  changePassword,
  isRecoveryHashExpired,
  requestPasswordReset,
  resetPassword,
} from './account-password.service.js';
import { AccountActionPayload } from './account.type.js';

/** Password recovery by mailed link, and the logged-in customer's password change. */
@Resolver()
export class AccountPasswordResolver {
  @Query(() => Boolean, {
    description: 'Whether a password-reset link can no longer be used (expired after 2 hours, used, or unknown).',
  })
  passwordResetHashExpired(
    @Arg('hash', () => String, { description: 'The `hash` parameter of the mailed link; blank counts as expired.' })
    hash: string,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    return isRecoveryHashExpired(context, hash);
  }

  @Mutation(() => AccountActionPayload, {
    description: 'Mails a password-reset link (success also for an unknown e-mail; RATE_LIMITED with the wait).',
  })
  requestPasswordReset(
    @Arg('input', () => PasswordResetRequestInput, { description: 'The e-mail address to send the link to.' })
    input: PasswordResetRequestInput,
    @Ctx() context: GatewayContext,
  ): Promise<AccountActionPayload> {
    return requestPasswordReset(context, input);
  }

  @Mutation(() => AccountActionPayload, {
    description: 'Sets a new password with the mailed hash; RECOVERY_HASH_EXPIRED for an expired or used link.',
  })
  resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: "The link's hash and the new password, repeated." })
    input: ResetPasswordInput,
    @Ctx() context: GatewayContext,
  ): Promise<AccountActionPayload> {
    return resetPassword(context, input);
  }

  @Authorized(Role.Customer)
  @Mutation(() => AccountActionPayload, {
    description:
      'Changes the password (WRONG_PASSWORD on currentPassword); the session gets a new token, other sessions are logged out.',
  })
  changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current password and the new one, repeated.' })
    input: ChangePasswordInput,
    @Ctx() context: GatewayContext,
  ): Promise<AccountActionPayload> {
    return changePassword(context, input);
  }
}
