import { email, newsletterSubscription } from '@weingut/schema/input-rules';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { gatewayMessages, userErrorOf } from '../../errors/error-catalogue.js';
import { validateInput } from '../shared/validate-input.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import type { RawNewsletterSubscribeAnswer } from '../account/account-raw-types.js';
import { confirmationRule, storefrontUrlErrors, storefrontUrlFor, withLinkErrors } from '../account/account.service.js';
import { attempt, withoutNulls } from '../shared/mutation-outcome.js';
import type { ConfirmationInput } from '../account/account.inputs.js';
import type { UserError } from '../../errors/user-error.type.js';
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
  const foreignStorefront = storefrontUrlErrors(input.storefrontUrl, context);
  if (foreignStorefront.length) return { status: null, needsConfirmation: false, userErrors: foreignStorefront };
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

/** Refused: nothing was unsubscribed. */
const refused = (userErrors: UserError[]): NewsletterPayload => ({ success: false, userErrors });
const sameAddress = (one: string, other: string) => one.trim().toLowerCase() === other.trim().toLowerCase();

/**
 * POST /newsletter/unsubscribe with the logged-in customer's own address. Shopware's route takes any
 * address and tells a never-subscribed one apart (NEWSLETTER_RECIPIENT_NOT_FOUND), and its mails carry no
 * unsubscribe link that could prove an address: so only a customer (not a guest) unsubscribes, only the
 * own address, and a never-subscribed address is done like a subscribed one (docs/behaviour/messages.md).
 * Refusals that change nothing come before the count per client address (security/rate-limit-policies.ts).
 */
export async function unsubscribeNewsletter(
  context: GatewayContext,
  address: string | null | undefined,
): Promise<NewsletterPayload> {
  const named = address?.trim() ? address : null;
  if (named !== null) {
    const checked = validateInput(unsubscribeRule, { email: named }, context.locale);
    if (!checked.ok) return refused(checked.userErrors);
  }
  const customer = (await context.loaders.salesChannelContext()).customer;
  if (!customer?.email || customer.guest)
    return refused([userErrorOf(gatewayMessages.newsletterLoginRequired, null, context.locale)]);
  if (named !== null && !sameAddress(named, customer.email))
    return refused([userErrorOf(gatewayMessages.emailNotOwn, 'email', context.locale)]);
  const throttled = await context.attempts.check('unsubscribeNewsletter');
  if (throttled) return refused([throttled]);
  const { email: own } = customer;
  const done = await attempt(context.locale, async () => {
    try {
      await context.storeApi.write('POST', '/newsletter/unsubscribe', { email: own });
    } catch (error) {
      const neverSubscribed =
        error instanceof UpstreamError && error.hasCode('CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND');
      if (!neverSubscribed) throw error;
    }
  });
  if (!done.ok) return refused(done.userErrors.map((error) => ({ ...error, field: error.field ?? 'email' })));
  context.loaders.newsletterRecipient.clear();
  return { success: true, userErrors: [] };
}
