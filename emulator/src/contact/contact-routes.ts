import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { randomHex } from '../catalogue/ids.js';
import { dalUuid } from '../http/dal-uuid.js';
import {
  email,
  encodeEmailIdn,
  entityExists,
  notBlank,
  notMatching,
  throwIfViolated,
  urlInName,
  validateFields,
  type Check,
} from '../http/symfony-constraints.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { payloadOf } from '../routes/route-helpers.js';
import { contactFormMail } from './contact-mail.js';

/**
 * The shop's settings the contact form reads. core.basicInformation.firstNameFieldRequired and
 * lastNameFieldRequired are on, as Shopware installs them (Migration1604499476); the migration turns
 * phoneNumberFieldRequired on too, which this shop has switched off: its form asks for no phone.
 */
export const contactSettings = {
  firstNameFieldRequired: true,
  lastNameFieldRequired: true,
  phoneNumberFieldRequired: false,
  /** core.basicInformation.email: where contact form mails go without a CMS slot's receivers. */
  shopEmail: 'info@weingut-keller-brandt.de',
};

/**
 * POST /contact-form (ContactFormRoute, ContactFormValidationFactory). Shopware's route checks no
 * data-protection consent (the storefront's form does), and neither does this one.
 */
export function registerContactRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const limiter = new RateLimiter(deps.db, deps.clock);
  const insert = deps.db.prepare('INSERT INTO contact_message (id, data, created_at) VALUES (?, ?, ?)');

  api.post('/contact-form', (request) => {
    const { store } = request;
    const data = { ...payloadOf(request) };
    data.email = encodeEmailIdn(data.email);
    const salutations = store.view.salutations;
    const salutationExists = (id: string) => salutations.some((salutation) => salutation.id === dalUuid(id));
    const name = (required: boolean): Check[] => [...(required ? [notBlank()] : []), notMatching(urlInName)];
    throwIfViolated(
      validateFields(data, [
        ['salutationId', [notBlank(), entityExists('salutation', salutationExists)]],
        ['email', [notBlank(), email()]],
        ['subject', [notBlank()]],
        ['comment', [notBlank()]],
        ['firstName', name(contactSettings.firstNameFieldRequired)],
        ['lastName', name(contactSettings.lastNameFieldRequired)],
        ['phone', contactSettings.phoneNumberFieldRequired ? [notBlank()] : []],
      ]),
    );

    limiter.ensureAccepted('contact_form', request.ip);

    const salutation = salutations.find((candidate) => candidate.id === String(data.salutationId).toLowerCase());
    const createdAt = deps.clock().toISOString().replace('Z', '+00:00');
    const message = {
      salutationId: data.salutationId,
      salutation: salutation?.displayName ?? null,
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
      email: data.email,
      phone: data.phone ?? null,
      subject: data.subject,
      comment: data.comment,
      navigationId: data.navigationId ?? null,
      slotId: data.slotId ?? null,
      cmsPageType: data.cmsPageType ?? null,
      entityName: data.entityName ?? null,
      salesChannelId: store.salesChannel.id,
      languageId: store.languageId,
      receivers: [contactSettings.shopEmail],
    };
    // The message and its mails together: a process killed in between must not keep a message the shop never hears of.
    deps.db.transaction(() => {
      insert.run(randomHex(), JSON.stringify(message), createdAt);
      for (const receiver of message.receivers) {
        deps.outbox.send(
          contactFormMail(receiver, message, store.salesChannel.name, store.view.locale.startsWith('de')),
        );
      }
    })();
    // No CMS slot of this shop configures a confirmation text.
    return { individualSuccessMessage: '', apiAlias: 'contact_form_result' };
  });
}
