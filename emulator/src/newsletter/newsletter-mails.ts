import type { Mail } from '../mail/outbox.js';
import type { NewsletterRecipientRecord } from './newsletter-recipients.js';

const nameOf = (recipient: NewsletterRecipientRecord) =>
  [recipient.firstName, recipient.lastName].filter(Boolean).join(' ');

/**
 * NewsletterRegisterEvent's mail (template newsletterDoubleOptIn, subject 'Newsletter' in
 * Shopware's basic data): the link to confirm the subscription.
 */
export function doubleOptInMail(recipient: NewsletterRecipientRecord, confirmUrl: string, german: boolean): Mail {
  const name = nameOf(recipient);
  const body = german
    ? `Hallo ${name},\n\nschön, dass Sie sich für unseren Newsletter interessieren! Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link:\n\n${confirmUrl}\n`
    : `Hello ${name},\n\nthank you for your interest in our newsletter! Please confirm your subscription with this link:\n\n${confirmUrl}\n`;
  return {
    type: 'newsletter_double_opt_in',
    recipient: recipient.email,
    subject: 'Newsletter',
    body,
    links: { confirm: confirmUrl },
  };
}

/** NewsletterConfirmEvent's mail (template newsletterRegister, subject 'Register'). */
export function registrationMail(recipient: NewsletterRecipientRecord, german: boolean): Mail {
  const name = nameOf(recipient);
  const body = german
    ? `Hallo ${name},\n\nvielen Dank für Ihre Anmeldung zu unserem Newsletter.\n`
    : `Hello ${name},\n\nthank you for subscribing to our newsletter.\n`;
  return { type: 'newsletter_registration', recipient: recipient.email, subject: 'Register', body, links: {} };
}
