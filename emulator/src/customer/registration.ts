import type { FastifyReply } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { randomHex } from '../catalogue/ids.js';
import type { StoreRequest } from '../http/store-request.js';
import { violations } from '../http/shopware-error.js';
import {
  choice,
  entityExists,
  equalTo,
  isTrue,
  isType,
  notBlank,
  throwIfViolated,
  validateFields,
  type Definition,
} from '../http/symfony-constraints.js';
import { addressFromData } from './address-book.js';
import { customerErrors } from './customer-errors.js';
import { customerMails, emailHash } from './customer-mails.js';
import type { CustomerRecord } from './customer-records.js';
import {
  addressDefinition,
  customerEmailChecks,
  defaultSalutationId,
  emailUnique,
  passwordChecks,
  profileDefinition,
  storefrontUrls,
} from './customer-validation.js';
import { hashPassword } from './password.js';
import { birthdayOf, booleanOf, isObject, optionalText, stringOf, type Data } from './request-data.js';
import { logIn } from './sessions.js';

type RegistrationDeps = Pick<EmulatorDeps, 'config' | 'customers' | 'outbox' | 'contexts' | 'db' | 'clock'>;

/** The e-mail is taken: the violation of CustomerEmailUnique, also when a parallel registration won. */
const emailTaken = (email: string) => emailUnique(() => true)(email, '/email');

/**
 * RegisterRoute::register: validates as Shopware does (all violations in one answer), stores
 * the customer and its addresses, then either sends the double opt-in mail (the session stays
 * as it is) or logs the customer in with a new token.
 */
export async function registerCustomer(
  deps: RegistrationDeps,
  store: StoreRequest,
  reply: FastifyReply,
  input: Data,
): Promise<CustomerRecord> {
  const data: Data = { ...input };
  const isGuest = booleanOf(data.guest);
  if ('accountType' in data && !data.accountType) delete data.accountType;
  if (!data.salutationId) data.salutationId = defaultSalutationId(store.view);
  const billing = isObject(data.billingAddress) ? { ...data.billingAddress } : undefined;
  const shipping = isObject(data.shippingAddress) ? { ...data.shippingAddress } : undefined;
  if (billing) {
    if ('firstName' in billing && !('firstName' in data)) data.firstName = billing.firstName;
    if ('lastName' in billing && !('lastName' in data)) data.lastName = billing.lastName;
    if ('title' in data) billing.title = data.title;
    // validateRegistrationData: the billing address takes the customer's name and salutation.
    billing.firstName = data.firstName ?? null;
    billing.lastName = data.lastName ?? null;
    billing.salutationId = data.salutationId;
  }

  validateRegistration(deps, store, data, isGuest, billing, shipping);
  const passwordHash = isGuest ? null : await hashPassword(stringOf(data.password));

  const now = deps.clock().toISOString();
  const customerId = randomHex();
  const toAddress = (address: Data) =>
    addressFromData(address, { id: randomHex(), customerId, createdAt: now, updatedAt: null });
  const addresses = [billing, shipping].filter((address): address is Data => address !== undefined).map(toAddress);
  const billingAddress = billing ? addresses[0] : undefined;
  const shippingAddress = shipping ? addresses[addresses.length - 1] : undefined;
  const accountType = data.accountType === 'business' ? 'business' : 'private';
  const companyName = billingAddress?.company ?? shippingAddress?.company ?? null;
  const doubleOptIn = !isGuest && deps.config.doubleOptInRegistration;
  const vatIds = Array.isArray(data.vatIds)
    ? data.vatIds.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];

  const record: Omit<CustomerRecord, 'customerNumber'> = {
    id: customerId,
    email: stringOf(data.email),
    guest: isGuest,
    active: true,
    accountType,
    salutationId: optionalText(data.salutationId),
    title: optionalText(data.title),
    firstName: stringOf(data.firstName),
    lastName: stringOf(data.lastName),
    company: accountType === 'business' ? companyName : null,
    vatIds: accountType === 'business' && companyName && vatIds.length ? vatIds : null,
    birthday: birthdayOf(data),
    passwordHash,
    groupId: store.salesChannel.customerGroupId,
    languageId: store.languageId,
    defaultBillingAddressId: (billingAddress ?? shippingAddress)!.id,
    defaultShippingAddressId: (shippingAddress ?? billingAddress)!.id,
    doubleOptInRegistration: doubleOptIn,
    doubleOptInEmailSentDate: doubleOptIn ? now : null,
    doubleOptInConfirmDate: null,
    hash: doubleOptIn ? randomHex() : null,
    newsletterSalesChannelIds: null,
    firstLogin: now,
    lastLogin: null,
    createdAt: now,
    updatedAt: null,
  };

  // The customer, the session's login and the mail in ONE transaction: a process killed in between
  // must not leave an account whose double opt-in mail was never written (it could neither log in
  // nor register again), nor a registration logged in without its mail.
  const storefrontUrl = stringOf(data.storefrontUrl);
  return deps.db.transaction((): CustomerRecord => {
    const customer = createOrRefuse(data, () => deps.customers.create(record, addresses));
    if (customer.doubleOptInRegistration && customer.hash) {
      customerMails.doubleOptIn(deps.outbox, customer, storefrontUrl, customer.hash);
      return customer;
    }
    logIn(deps, reply, store.token, customer.id);
    if (!customer.guest) customerMails.registration(deps.outbox, customer);
    return customer;
  })();
}

/** Runs the insert; a registered e-mail taken meanwhile (another request, another process) is the uniqueness violation. */
function createOrRefuse(data: Data, create: () => CustomerRecord | false): CustomerRecord {
  let created: CustomerRecord | false;
  try {
    created = create();
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    created = false;
  }
  if (!created) throw violations(emailTaken(stringOf(data.email)));
  return created;
}

function validateRegistration(
  deps: RegistrationDeps,
  store: StoreRequest,
  data: Data,
  isGuest: boolean,
  billing?: Data,
  shipping?: Data,
): void {
  const { view, salesChannel } = store;
  const profile = profileDefinition(view);
  const definition: Definition = [
    ...profile,
    [
      'email',
      [
        ...customerEmailChecks(),
        ...(isGuest ? [] : [emailUnique((email) => deps.customers.findRegisteredByEmail(email) !== undefined)]),
      ],
    ],
    ['active', [isType('bool')]],
    // EntityExists on the customer groups open for registration in this sales channel: there are none.
    ['requestedGroupId', [entityExists('customer_group', () => false)]],
    ...(isGuest ? [] : ([['password', passwordChecks()]] as Definition)),
    ['storefrontUrl', [notBlank(), choice(storefrontUrls(salesChannel))]],
    // core.loginRegistration.requireDataProtectionCheckbox is on in this shop.
    ['acceptedDataProtection', [notBlank()]],
  ];
  const entries = validateFields(data, definition);
  if (billing || !shipping) {
    const address = billing ?? {};
    entries.push(
      ...validateFields(address, addressDefinition(view, address, { zipcodeMaxLength: true }), '/billingAddress'),
    );
  }
  if (shipping)
    entries.push(
      ...validateFields(shipping, addressDefinition(view, shipping, { zipcodeMaxLength: true }), '/shippingAddress'),
    );
  throwIfViolated(entries);
}

/**
 * RegisterConfirmRoute::confirm: the customer of the hash, `em` = sha1 of its e-mail, once;
 * then logged in with a new token. Shopware keeps the hash, so a second confirmation is refused.
 */
export function confirmRegistration(
  deps: RegistrationDeps,
  store: StoreRequest,
  reply: FastifyReply,
  data: Data,
): CustomerRecord {
  if (!('hash' in data) || data.hash === undefined) throw customerErrors.noHashProvided();
  const hash = stringOf(data.hash);
  const customer = hash === '' ? undefined : deps.customers.findByHash(hash);
  if (!customer) throw customerErrors.customerNotFoundByHash(hash);
  throwIfViolated(
    validateFields({ em: data.em, doubleOptInRegistration: customer.doubleOptInRegistration }, [
      ['em', [equalTo(emailHash(customer.email))]],
      ['doubleOptInRegistration', [isTrue()]],
    ]),
  );
  if (customer.doubleOptInConfirmDate !== null) throw customerErrors.customerAlreadyConfirmed(customer.id);
  const now = deps.clock().toISOString();
  const confirmed = deps.customers.update(customer.id, { doubleOptInConfirmDate: now, updatedAt: now }) ?? customer;
  logIn(deps, reply, store.token, confirmed.id);
  if (!confirmed.guest) customerMails.registration(deps.outbox, confirmed);
  return confirmed;
}
