import { email, newsletterSubscription } from '@weingut/schema/input-rules';
import { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import { validateInput } from '../../http/validate-input.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import type { RawNewsletterSubscribeAnswer } from '../account/account-raw-types.js';
import { confirmationRule, storefrontUrlFor, withLinkErrors } from '../account/account.service.js';
import { attempt, withoutNulls } from '../shared/mutation-outcome.js';
import type { ConfirmationInput } from '../account/account.inputs.js';
import { NewsletterStatus, newsletterStatusOf } from './newsletter-status.js';
import type { NewsletterPayload, NewsletterSubscribePayload, NewsletterSubscriptionInput } from './newsletter.type.js';

const unsubscribeRule = z.object({ email });

/**
 * POST /newsletter/subscribe (option subscribe): a visitor gets a confirmation link (PENDING); a
 * logged-in customer subscribing the own address is subscribed at once.
 */
export async function subscribeNewsletter(
  context: GatewayContext,
  input: NewsletterSubscriptionInput,
): Promise<NewsletterSubscribePayload> {
  const checked = validateInput(newsletterSubscription, withoutNulls(input), context.locale);
  if (!checked.ok) return { status: null, needsConfirmation: false, userErrors: checked.userErrors };
  const throttled = await context.attempts.check('subscribeNewsletter', checked.value.email);
  if (throttled) return { status: null, needsConfirmation: false, userErrors: [throttled] };
  const body = {
    ...checked.value,
    option: 'subscribe',
    storefrontUrl: await storefrontUrlFor(context, input.storefrontUrl),
  };
  const done = await attempt(context.locale, () =>
    context.storeApi.write<RawNewsletterSubscribeAnswer>('POST', '/newsletter/subscribe', body),
  );
  if (!done.ok) return { status: null, needsConfirmation: false, userErrors: done.userErrors };
  context.loaders.newsletterRecipient.clear();
  const status = newsletterStatusOf(done.value.status);
  return { status, needsConfirmation: status === NewsletterStatus.PENDING, userErrors: [] };
}

/**
 * POST /newsletter/confirm with the link's hash and em. Following the link a second time is not an
 * error for the shopper: Shopware refuses it as a NOT_EQUAL violation on `status`, which counts as done.
 */
export async function confirmNewsletter(context: GatewayContext, input: ConfirmationInput): Promise<NewsletterPayload> {
  const checked = validateInput(confirmationRule, input, context.locale);
  if (!checked.ok) return { success: false, userErrors: checked.userErrors };
  const done = await attempt(context.locale, async () => {
    try {
      await context.storeApi.write('POST', '/newsletter/confirm', checked.value);
    } catch (error) {
      const alreadyConfirmed =
        error instanceof UpstreamError &&
        error.errors.length > 0 &&
        error.errors.every((entry) => entry.source?.pointer === '/status');
      if (!alreadyConfirmed) throw error;
    }
  });
  if (!done.ok) return { success: false, userErrors: withLinkErrors(done.userErrors, context) };
  context.loaders.newsletterRecipient.clear();
  return { success: true, userErrors: [] };
}

/** POST /newsletter/unsubscribe. */
export async function unsubscribeNewsletter(context: GatewayContext, address: string): Promise<NewsletterPayload> {
  const checked = validateInput(unsubscribeRule, { email: address }, context.locale);
  if (!checked.ok) return { success: false, userErrors: checked.userErrors };
  const done = await attempt(context.locale, () =>
    context.storeApi.write('POST', '/newsletter/unsubscribe', checked.value),
  );
  if (!done.ok)
    return {
      success: false,
      userErrors: done.userErrors.map((error) => ({ ...error, field: error.field ?? 'email' })),
    };
  context.loaders.newsletterRecipient.clear();
  return { success: true, userErrors: [] };
}
