import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../app.js';
import { randomHex } from '../catalogue/ids.js';
import { dalUuid } from '../http/dal-uuid.js';
import { ShopwareError, violations } from '../http/shopware-error.js';
import { collect, email, encodeEmailIdn, entityExists, notBlank, notMatching, urlInName } from '../http/symfony-constraints.js';
import { TimeBackoffLimiter, backoffPolicies } from '../http/time-backoff-limiter.js';
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

const rateLimitExceeded = (seconds: number) =>
  new ShopwareError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 'Too many requests, try again in {{ seconds }} seconds.', { seconds });

/**
 * POST /contact-form (ContactFormRoute, ContactFormValidationFactory). Shopware's route checks no
 * data-protection consent (the storefront's form does), and neither does this one.
 */
export function registerContactRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const limiter = new TimeBackoffLimiter(deps.db);
  const insert = deps.db.prepare('INSERT INTO contact_message (id, data, created_at) VALUES (?, ?, ?)');

  api.post('/contact-form', (request) => {
    const { store } = request;
    const data = { ...payloadOf(request) };
    data.email = encodeEmailIdn(data.email);
    const salutations = store.view.salutations;
    const salutationExists = (id: string) => salutations.some((salutation) => salutation.id === dalUuid(id));
    const name = (field: 'firstName' | 'lastName', required: boolean) =>
      [required ? notBlank(data[field], field) : undefined, notMatching(data[field], urlInName.pattern, urlInName.php, field)];
    const entries = collect(
      notBlank(data.salutationId, 'salutationId'),
      entityExists(data.salutationId, 'salutation', salutationExists, 'salutationId'),
      notBlank(data.email, 'email'),
      email(data.email, 'email'),
      notBlank(data.subject, 'subject'),
      notBlank(data.comment, 'comment'),
      ...name('firstName', contactSettings.firstNameFieldRequired),
      ...name('lastName', contactSettings.lastNameFieldRequired),
      contactSettings.phoneNumberFieldRequired ? notBlank(data.phone, 'phone') : undefined,
    );
    if (entries.length) throw violations(entries);

    const limit = limiter.consume(backoffPolicies.contactForm, request.ip, deps.clock());
    if (!limit.accepted) throw rateLimitExceeded(limit.waitSeconds);

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
    insert.run(randomHex(), JSON.stringify(message), createdAt);
    for (const receiver of message.receivers) {
      deps.outbox.send(contactFormMail(receiver, message, store.salesChannel.name, store.view.locale.startsWith('de')));
    }
    // No CMS slot of this shop configures a confirmation text.
    return { individualSuccessMessage: '', apiAlias: 'contact_form_result' };
  });
}
