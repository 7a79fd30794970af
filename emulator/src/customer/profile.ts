import type { FastifyReply } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { violations, type ShopwareErrorEntry } from '../http/shopware-error.js';
import type { StoreRequest } from '../http/store-request.js';
import {
  constraintViolation,
  email,
  entityExists,
  notBlank,
  notEqualToField,
  throwIfViolated,
  validateFields,
  type Check,
  type Definition,
} from '../http/symfony-constraints.js';
import { customerErrors } from './customer-errors.js';
import type { CustomerRecord } from './customer-records.js';
import { defaultSalutationId, emailUnique, passwordChecks, profileDefinition } from './customer-validation.js';
import { customerByLogin } from './login.js';
import { hashPassword } from './password.js';
import type { RateLimiter } from '../http/rate-limiter.js';
import { birthdayOf, optionalText, stringOf, type Data } from './request-data.js';
import { renewCredentialsSessions, revokeCustomerTokens } from './sessions.js';

type ProfileDeps = Pick<EmulatorDeps, 'customers' | 'contexts' | 'db' | 'clock'>;

/** CustomerPasswordMatches: the customer's current password (checked through AccountService::getCustomerByLogin). */
async function passwordMatches(deps: ProfileDeps, customer: CustomerRecord, password: unknown): Promise<Check> {
  let matches = true;
  try {
    await customerByLogin(deps, customer.email, stringOf(password));
  } catch (error) {
    if ((error as { entries?: ShopwareErrorEntry[] }).entries?.[0]?.code !== 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS')
      throw error;
    matches = false;
  }
  return (_value, pointer) =>
    matches ? [] : [constraintViolation('CUSTOMER_PASSWORD_NOT_CORRECT', 'Your password is wrong', {}, pointer)];
}

const isTakenBy = (deps: ProfileDeps) => (address: string) =>
  deps.customers.findRegisteredByEmail(address) !== undefined;

/** A write refused by the unique e-mail index (a parallel change won): the uniqueness violation. */
function refuseTakenEmail<T>(address: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw violations(emailUnique(() => true)(address, '/email'));
    throw error;
  }
}

/** ChangePasswordRoute: new password rules, the current password, then the confirmation; a new token. */
export async function changePassword(
  deps: ProfileDeps,
  store: StoreRequest,
  reply: FastifyReply,
  customer: CustomerRecord,
  data: Data,
): Promise<void> {
  const definition: Definition = [
    ['newPassword', passwordChecks()],
    ['password', [await passwordMatches(deps, customer, data.password)]],
  ];
  throwIfViolated(validateFields(data, definition));
  if ((data.newPassword ?? null) !== (data.newPasswordConfirm ?? null))
    throw violations([notEqualToField(data.newPasswordConfirm, '/newPassword', true)]);
  const passwordHash = await hashPassword(stringOf(data.newPassword));
  deps.customers.update(customer.id, { passwordHash, updatedAt: deps.clock().toISOString() });
  renewCredentialsSessions(deps, reply, store.token, customer.id);
}

/** ChangeEmailRoute: a valid, unused e-mail, the current password, then the confirmation. */
export async function changeEmail(deps: ProfileDeps, customer: CustomerRecord, data: Data): Promise<void> {
  const definition: Definition = [
    ['email', [email(), emailUnique(isTakenBy(deps))]],
    ['password', [await passwordMatches(deps, customer, data.password)]],
  ];
  throwIfViolated(validateFields(data, definition));
  if ((data.email ?? null) !== (data.emailConfirmation ?? null))
    throw violations([notEqualToField(data.emailConfirmation, '/email')]);
  // The DAL refuses an empty e-mail (EmailField is required).
  throwIfViolated(validateFields(data, [['email', [notBlank()]]]));
  const address = stringOf(data.email);
  refuseTakenEmail(address, () =>
    deps.customers.update(customer.id, { email: address, updatedAt: deps.clock().toISOString() }),
  );
}

/** ChangeCustomerProfileRoute (guests too): names, salutation, title, account type, company, birthday. */
export function changeProfile(deps: ProfileDeps, store: StoreRequest, customer: CustomerRecord, input: Data): void {
  const data: Data = { ...input };
  if ('accountType' in data && !data.accountType) delete data.accountType;
  const definition = profileDefinition(store.view);
  if (data.accountType === 'business') {
    definition.push(['company', [notBlank()]]);
  } else {
    data.company = '';
    data.vatIds = null;
  }
  const vatIds = Array.isArray(data.vatIds)
    ? data.vatIds.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
  if (!data.salutationId) data.salutationId = defaultSalutationId(store.view);
  throwIfViolated(validateFields(data, definition));

  const changes: Partial<CustomerRecord> = { updatedAt: deps.clock().toISOString() };
  if ('firstName' in data) changes.firstName = stringOf(data.firstName);
  if ('lastName' in data) changes.lastName = stringOf(data.lastName);
  if ('salutationId' in data) changes.salutationId = optionalText(data.salutationId);
  if ('title' in data) changes.title = optionalText(data.title);
  if ('company' in data) changes.company = optionalText(data.company);
  if ('accountType' in data) changes.accountType = data.accountType === 'business' ? 'business' : 'private';
  if (vatIds.length > 0) changes.vatIds = vatIds;
  else if (data.accountType !== 'business') changes.vatIds = null;
  const birthday = birthdayOf(data);
  if (birthday) changes.birthday = birthday;
  deps.customers.update(customer.id, changes);
}

/** ChangeLanguageRoute: a language of the sales channel. */
export function changeLanguage(deps: ProfileDeps, store: StoreRequest, customer: CustomerRecord, data: Data): void {
  const languages = new Set(store.salesChannel.domains.map((domain) => domain.languageId));
  throwIfViolated(
    validateFields(data, [['languageId', [notBlank(), entityExists('language', (id) => languages.has(id))]]]),
  );
  deps.customers.update(customer.id, { languageId: stringOf(data.languageId), updatedAt: deps.clock().toISOString() });
}

/** ConvertGuestRoute: a guest becomes a registered customer with a password (new token, as for a password change). */
export async function convertGuest(
  deps: ProfileDeps,
  limiter: RateLimiter,
  store: StoreRequest,
  reply: FastifyReply,
  customer: CustomerRecord,
  data: Data,
): Promise<void> {
  if (!customer.guest) throw customerErrors.registeredCustomerCannotBeConverted(customer.id);
  limiter.ensureAccepted('guest_login', customer.id);
  throwIfViolated(
    validateFields({ ...data, email: customer.email }, [
      ['password', passwordChecks({ withMax: true })],
      ['email', [emailUnique(isTakenBy(deps))]],
    ]),
  );
  const passwordHash = await hashPassword(stringOf(data.password));
  refuseTakenEmail(customer.email, () =>
    deps.customers.update(customer.id, { guest: false, passwordHash, updatedAt: deps.clock().toISOString() }),
  );
  renewCredentialsSessions(deps, reply, store.token, customer.id);
}

/** DeleteCustomerRoute: the customer, its addresses and recoveries go; all its sessions forget it. */
export function deleteCustomer(deps: ProfileDeps, customer: CustomerRecord): void {
  deps.customers.delete(customer.id);
  revokeCustomerTokens(deps, customer.id);
}
