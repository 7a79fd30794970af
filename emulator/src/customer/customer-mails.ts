import { createHash } from 'node:crypto';
import type { Outbox } from '../mail/outbox.js';
import type { CustomerRecord } from './customer-records.js';

/** Hasher::hash($email, 'sha1'): the `em` of the confirmation link. */
export const emailHash = (email: string): string => createHash('sha1').update(email).digest('hex');

const greeting = (customer: CustomerRecord) => `Hallo ${customer.firstName} ${customer.lastName},`;

/**
 * The mails of Shopware's default flows for the account (customer_register.double_opt_in,
 * customer_register, customer.recovery.request), written to the outbox with their links.
 */
export const customerMails = {
  /** RegisterRoute::getConfirmUrl: `/registration/confirm?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%`. */
  doubleOptIn(outbox: Outbox, customer: CustomerRecord, storefrontUrl: string, hash: string): string {
    const confirm = `${storefrontUrl}/registration/confirm?em=${emailHash(customer.email)}&hash=${hash}`;
    outbox.send({
      type: 'registration_double_opt_in',
      recipient: customer.email,
      subject: 'Bitte bestätigen Sie Ihre Anmeldung',
      body: `${greeting(customer)}\n\nvielen Dank für Ihre Anmeldung. Bitte bestätigen Sie sie über diesen Link:\n${confirm}`,
      links: { confirm },
    });
    return confirm;
  },

  /** customer_register: Shopware's template has no link (docs/mail-links.md). */
  registration(outbox: Outbox, customer: CustomerRecord): void {
    outbox.send({
      type: 'registration',
      recipient: customer.email,
      subject: 'Ihre Anmeldung',
      body: `${greeting(customer)}\n\nvielen Dank für Ihre Anmeldung in unserem Shop. Sie melden sich mit Ihrer E-Mail-Adresse ${customer.email} und Ihrem Passwort an.`,
      links: {},
    });
  },

  /** SendPasswordRecoveryMailRoute::getRecoverUrl: `/account/recover/password?hash=%%RECOVERHASH%%`. */
  passwordRecovery(outbox: Outbox, customer: CustomerRecord, storefrontUrl: string, hash: string): string {
    const recover = `${storefrontUrl.replace(/\/+$/, '')}/account/recover/password?hash=${hash}`;
    outbox.send({
      type: 'password_recovery',
      recipient: customer.email,
      subject: 'Passwort-Wiederherstellung',
      body: `${greeting(customer)}\n\nüber diesen Link setzen Sie ein neues Passwort (zwei Stunden gültig):\n${recover}`,
      links: { recover },
    });
    return recover;
  },
};
