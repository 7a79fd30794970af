import { contactForm, id } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import type { RawContactFormAnswer } from '../account/account-raw-types.js';
import { attempt, withoutNulls } from '../shared/mutation-outcome.js';
import type { ContactFormInput, ContactFormPayload } from './contact.type.js';

const contactFormOnPage = contactForm.extend({ navigationId: id.optional(), slotId: id.optional() });

/**
 * POST /contact-form after the shared rule `contactForm`. Shopware leaves the data-protection consent
 * to the storefront, so the gateway requires it and does not send it on.
 */
export async function sendContactForm(context: GatewayContext, input: ContactFormInput): Promise<ContactFormPayload> {
  const checked = validateInput(contactFormOnPage, withoutNulls(input), context.locale);
  if (!checked.ok) return { success: false, message: null, userErrors: checked.userErrors };
  const throttled = await context.attempts.check('sendContactForm', checked.value.email);
  if (throttled) return { success: false, message: null, userErrors: [throttled] };
  const { dataProtectionAccepted: _consent, ...body } = checked.value;
  const done = await attempt(context.locale, () =>
    context.storeApi.write<RawContactFormAnswer>('POST', '/contact-form', body),
  );
  if (!done.ok) return { success: false, message: null, userErrors: done.userErrors };
  return { success: true, message: done.value.individualSuccessMessage || null, userErrors: [] };
}
