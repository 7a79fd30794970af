import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { randomHex } from '../catalogue/ids.js';
import { requireCustomer } from '../http/guards.js';
import { ShopwareError } from '../http/shopware-error.js';
import {
  choice,
  email,
  encodeEmailIdn,
  equalTo,
  notBlank,
  notMatching,
  throwIfViolated,
  urlInName,
  validateFields,
  type Check,
} from '../http/symfony-constraints.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { payloadOf, readRoute } from '../routes/route-helpers.js';
import { doubleOptInMail, registrationMail } from './newsletter-mails.js';
import {
  NewsletterRecipients,
  type NewsletterRecipientRecord,
  type NewsletterStatus,
} from './newsletter-recipients.js';

/** The shop's newsletter settings: Shopware's installation defaults (Migration1536233560BasicData, Migration1625569667). */
const settings = {
  doubleOptIn: true,
  doubleOptInRegistered: false,
  subscribeUrl: '/newsletter-subscribe?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%',
};

/** NewsletterException (Content/Newsletter/NewsletterException.php). */
export const newsletterErrors = {
  recipientNotFound: (identifier: string, value: string) =>
    new ShopwareError(
      400,
      'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
      'The NewsletterRecipient with the identifier "{{ identifier }}" - {{ value }} was not found.',
      {
        identifier,
        value,
      },
    ),
  throttled: (seconds: number) =>
    new ShopwareError(
      429,
      'CONTENT__NEWSLETTER_RECIPIENT_THROTTLED',
      'Too many requests, try again in {{ seconds }} seconds.',
      { seconds },
    ),
  missingEmail: () => new ShopwareError(400, 'CONTENT__MISSING_EMAIL_PARAMETER', 'The email parameter is missing.'),
};

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Shopware's newsletter routes: NewsletterSubscribeRoute, NewsletterConfirmRoute,
 * NewsletterUnsubscribeRoute (6.7 answers with bodies) and AccountNewsletterRecipientRoute.
 */
export function registerNewsletterRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const recipients = new NewsletterRecipients(deps.db);
  const limiter = new RateLimiter(deps.db, deps.clock);
  const now = () => deps.clock().toISOString().replace('Z', '+00:00');
  const german = (request: FastifyRequest) => request.store.view.locale.startsWith('de');

  /** isNewsletterDoi: guests by the general setting; customers only for another address than their own. */
  const isDoubleOptIn = (request: FastifyRequest, recipientEmail: unknown): boolean => {
    const customer = request.store.customer;
    if (!customer) return settings.doubleOptIn;
    if (settings.doubleOptInRegistered) return true;
    if (!settings.doubleOptIn) return false;
    return customer.email !== recipientEmail;
  };
  const statusFor = (request: FastifyRequest, recipientEmail: unknown): Record<string, NewsletterStatus> => {
    const pending = isDoubleOptIn(request, recipientEmail) ? 'notSet' : 'direct';
    return { direct: pending, subscribe: pending, confirmSubscribe: 'optIn', unsubscribe: 'optOut' };
  };

  api.post('/newsletter/subscribe', (request) => {
    const { store } = request;
    const data = { ...payloadOf(request) };
    data.email = encodeEmailIdn(data.email);
    const domainUrls = store.salesChannel.domains.map((domain) => domain.url.replace(/\/+$/, ''));
    // A name is only checked when given (and not '0', which PHP finds empty).
    const nameChecks = (field: 'firstName' | 'lastName'): Check[] =>
      data[field] && data[field] !== '0' ? [notBlank(), notMatching(urlInName)] : [];
    throwIfViolated(
      validateFields(data, [
        ['email', [notBlank(), email()]],
        ['option', [notBlank(), choice(Object.keys(statusFor(request, data.email)))]],
        ['firstName', nameChecks('firstName')],
        ['lastName', nameChecks('lastName')],
        ['storefrontUrl', [notBlank(), choice(domainUrls)]],
      ]),
    );

    const limit = limiter.consume('newsletter_form', request.ip);
    if (!limit.accepted) throw newsletterErrors.throttled(limit.waitSeconds);

    const recipientEmail = String(data.email);
    const existing = recipients.byEmail(recipientEmail);
    // Already confirmed (and not unsubscribed since): nothing changes.
    if (existing && existing.status !== 'optOut' && existing.confirmedAt) {
      return { status: existing.status, success: true, apiAlias: 'newsletter_subscribe' };
    }
    const status = statusFor(request, recipientEmail)[String(data.option)] ?? 'notSet';
    const field = (name: string, fallback: string | null) => (name in data ? optionalText(data[name]) : fallback);
    const recipient: NewsletterRecipientRecord = {
      id: existing?.id ?? randomHex(),
      email: recipientEmail,
      title: field('title', existing?.title ?? null),
      salutationId: field('salutationId', existing?.salutationId ?? null),
      firstName: field('firstName', existing?.firstName ?? null),
      lastName: field('lastName', existing?.lastName ?? null),
      zipCode: field('zipCode', existing?.zipCode ?? null),
      city: field('city', existing?.city ?? null),
      street: field('street', existing?.street ?? null),
      status,
      hash: randomHex(),
      languageId: store.languageId,
      salesChannelId: store.salesChannel.id,
      confirmedAt: existing?.confirmedAt ?? null,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: existing ? now() : null,
    };
    // The recipient and its mail together (a process killed in between must not keep one without the other).
    deps.db.transaction(() => {
      recipients.save(recipient);
      if (!isDoubleOptIn(request, recipient.email)) {
        deps.outbox.send(registrationMail(recipient, german(request)));
      } else {
        const path = settings.subscribeUrl
          .replace('%%HASHEDEMAIL%%', sha1(recipientEmail))
          .replace('%%SUBSCRIBEHASH%%', recipient.hash);
        deps.outbox.send(doubleOptInMail(recipient, `${String(data.storefrontUrl)}${path}`, german(request)));
      }
    })();
    return { status, success: true, apiAlias: 'newsletter_subscribe' };
  });

  api.post('/newsletter/confirm', (request) => {
    const data = payloadOf(request);
    const hash = data.hash === undefined || data.hash === null ? '' : String(data.hash);
    const recipient = recipients.byHash(hash);
    if (!recipient) throw newsletterErrors.recipientNotFound('hash', hash);
    throwIfViolated(
      validateFields({ status: recipient.status, em: data.em }, [
        ['status', [equalTo('notSet')]],
        ['em', [equalTo(sha1(recipient.email))]],
      ]),
    );
    const confirmed: NewsletterRecipientRecord = {
      ...recipient,
      status: 'optIn',
      confirmedAt: now(),
      updatedAt: now(),
    };
    deps.db.transaction(() => {
      recipients.save(confirmed);
      deps.outbox.send(registrationMail(confirmed, german(request)));
    })();
    return { success: true, apiAlias: 'array_struct' };
  });

  api.post('/newsletter/unsubscribe', (request) => {
    const address = payloadOf(request).email;
    if (typeof address !== 'string' || address === '') throw newsletterErrors.missingEmail();
    const recipient = recipients.byEmail(address);
    if (!recipient) throw newsletterErrors.recipientNotFound('email', address);
    throwIfViolated(validateFields({ email: address }, [['email', [notBlank(), email()]]]));
    recipients.save({ ...recipient, email: address, status: 'optOut', updatedAt: now() });
    return { success: true, apiAlias: 'array_struct' };
  });

  readRoute(api, '/account/newsletter-recipient', (request) => {
    const customer = requireCustomer(request.store, { allowGuest: false });
    const recipient = recipients.byEmail(customer.email);
    return { status: recipient?.status ?? 'undefined', apiAlias: 'account_newsletter_recipient' };
  });
}
