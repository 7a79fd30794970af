import {
  changePassword as changePasswordRule,
  email,
  resetPassword as resetPasswordRule,
} from '@weingut/schema/input-rules';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { attempt, withoutNulls } from '../shared/mutation-outcome.js';
import { clearSessionLoaders } from './account-loaders.js';
import type { ChangePasswordInput, PasswordResetRequestInput, ResetPasswordInput } from './account.inputs.js';
import { storefrontUrlErrors, storefrontUrlFor, withLinkErrors } from './account.service.js';
import type { AccountActionPayload } from './account.type.js';

const recoveryRule = z.object({ email });

/**
 * POST /account/recovery-password: Shopware mails a link to `{storefrontUrl}/account/recover/password?hash=…`.
 * An unknown e-mail is answered like a known one (as Shopware's storefront does), so the form does not
 * tell who has an account; a throttled request is refused with the wait (RATE_LIMITED).
 */
export async function requestPasswordReset(
  context: GatewayContext,
  input: PasswordResetRequestInput,
): Promise<AccountActionPayload> {
  const checked = validateInput(recoveryRule, withoutNulls(input), context.locale);
  if (!checked.ok) return { success: false, userErrors: checked.userErrors };
  const foreignStorefront = storefrontUrlErrors(input.storefrontUrl, context);
  if (foreignStorefront.length) return { success: false, userErrors: foreignStorefront };
  const throttled = await context.attempts.check('requestPasswordReset', checked.value.email);
  if (throttled) return { success: false, userErrors: [throttled] };
  const body = { email: checked.value.email, storefrontUrl: await storefrontUrlFor(context, input.storefrontUrl) };
  const done = await attempt(context.locale, async () => {
    try {
      await context.storeApi.write('POST', '/account/recovery-password', body);
    } catch (error) {
      if (!(error instanceof UpstreamError && error.hasCode('CHECKOUT__CUSTOMER_NOT_FOUND'))) throw error;
    }
  });
  return done.ok ? { success: true, userErrors: [] } : { success: false, userErrors: done.userErrors };
}

/** POST /account/recovery-password-confirm: an expired, used or unknown hash is RECOVERY_HASH_EXPIRED. */
export async function resetPassword(context: GatewayContext, input: ResetPasswordInput): Promise<AccountActionPayload> {
  const checked = validateInput(resetPasswordRule, input, context.locale);
  if (!checked.ok) return { success: false, userErrors: checked.userErrors };
  const { hash, newPassword } = checked.value;
  const body = { hash, newPassword, newPasswordConfirm: newPassword };
  const done = await attempt(
    context.locale,
    () => context.storeApi.write('POST', '/account/recovery-password-confirm', body),
    { newPasswordConfirm: 'newPasswordConfirmation' },
  );
  if (!done.ok) return { success: false, userErrors: withLinkErrors(done.userErrors, context) };
  // Shopware logs out the customer's sessions, possibly this one.
  clearSessionLoaders(context.loaders);
  return { success: true, userErrors: [] };
}

/**
 * POST /account/customer-recovery-is-expired. A link that cannot be used any more (expired, already
 * used, unknown or malformed hash) is expired for the shopper.
 */
export async function isRecoveryHashExpired(context: GatewayContext, hash: string): Promise<boolean> {
  if (hash.trim() === '') return true;
  try {
    const answer = await context.storeApi.read<{ isExpired?: boolean }>('/account/customer-recovery-is-expired', {
      hash: hash.trim(),
    });
    return answer.isExpired !== false;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && error.status < 500) return true;
    throw error;
  }
}

/**
 * POST /account/change-password with the current password (WRONG_PASSWORD on `currentPassword`);
 * Shopware rotates the token and logs out the customer's other sessions.
 */
export async function changePassword(
  context: GatewayContext,
  input: ChangePasswordInput,
): Promise<AccountActionPayload> {
  const checked = validateInput(changePasswordRule, input, context.locale);
  if (!checked.ok) return { success: false, userErrors: checked.userErrors };
  const { currentPassword, newPassword } = checked.value;
  const body = { password: currentPassword, newPassword, newPasswordConfirm: newPassword };
  const fieldMap = { password: 'currentPassword', newPasswordConfirm: 'newPasswordConfirmation' };
  const done = await attempt(
    context.locale,
    () => context.storeApi.write('POST', '/account/change-password', body),
    fieldMap,
  );
  if (!done.ok) return { success: false, userErrors: done.userErrors };
  clearSessionLoaders(context.loaders);
  return { success: true, userErrors: [] };
}
