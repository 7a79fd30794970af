import type { Mail } from '../mail/outbox.js';

export interface ContactMessage {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  phone: unknown;
  subject: unknown;
  comment: unknown;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * ContactFormEvent's mail to the shop (template contact_form, Migration/Fixtures/mails/contact_form,
 * subject from Migration1580808849). Shopware's default flow (Migration1562933907) mails the shop
 * only: no copy to the sender and no Reply-To, which SendMailAction could be configured for.
 */
export function contactFormMail(
  receiver: string,
  message: ContactMessage,
  salesChannelName: string,
  german: boolean,
): Mail {
  const name = `${text(message.firstName)} ${text(message.lastName)}`.trim();
  const body = german
    ? `Folgende Nachricht wurde an Sie via Kontakt-Formular gesendet.\n\nName: ${name}\nKontakt E-Mail: ${text(message.email)}\n\n` +
      `Telefonnummer: ${text(message.phone)}\n\nBetreff: ${text(message.subject)}\n\nNachricht:\n${text(message.comment)}\n`
    : `The following Message was sent to you via the contact form.\n\nContact name: ${name}\nContact email address: ${text(message.email)}\n` +
      `Phone: ${text(message.phone)}\n\nSubject: ${text(message.subject)}\n\nMessage:\n${text(message.comment)}\n`;
  const subject = german
    ? `Kontaktanfrage erhalten - ${salesChannelName}`
    : `Contact form received - ${salesChannelName}`;
  return { type: 'contact_form', recipient: receiver, subject, body, links: {} };
}
