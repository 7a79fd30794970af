import type { FastifyReply } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { violations } from '../http/shopware-error.js';
import type { StoreRequest } from '../http/store-request.js';
import {
  choice,
  email,
  isType,
  length,
  notBlank,
  notEqualToField,
  throwIfViolated,
  validateFields,
} from '../http/symfony-constraints.js';
import { customerErrors } from './customer-errors.js';
import { customerMails } from './customer-mails.js';
import { passwordChecks, storefrontUrls } from './customer-validation.js';
import { hashPassword } from './password.js';
import type { RateLimiter } from '../http/rate-limiter.js';
import { RecoveryStore } from './recovery-store.js';
import { stringOf, type Data } from './request-data.js';
import { renewCredentialsSessions } from './sessions.js';

type RecoveryDeps = Pick<EmulatorDeps, 'customers' | 'outbox' | 'contexts' | 'db' | 'clock'>;

/**
 * SendPasswordRecoveryMailRoute: after validation the `reset_password` limiter counts the
 * attempt (e-mail and client IP), then the customer must exist: Shopware 6.7 answers an
 * unknown e-mail with CHECKOUT__CUSTOMER_NOT_FOUND (401). The recovery replaces any earlier one.
 */
export function sendRecoveryMail(
  deps: RecoveryDeps,
  recoveries: RecoveryStore,
  limiter: RateLimiter,
  store: StoreRequest,
  data: Data,
  clientIp: string,
): void {
  throwIfViolated(
    validateFields(data, [
      ['email', [email()]],
      ['storefrontUrl', [notBlank(), choice(storefrontUrls(store.salesChannel))]],
    ]),
  );
  const address = stringOf(data.email);
  limiter.ensureAccepted('reset_password', `${address}-${clientIp}`.toLowerCase());
  const customer = address === '' ? undefined : deps.customers.findRegisteredByEmail(address);
  if (!customer || !customer.active) throw customerErrors.customerNotFound(address);
  // The hash and its mail together: a hash no mail ever carried would wait for a link that never comes.
  deps.db.transaction(() => {
    const hash = recoveries.create(customer.id, deps.clock());
    customerMails.passwordRecovery(deps.outbox, customer, stringOf(data.storefrontUrl), hash);
  })();
}

/**
 * ResetPasswordRoute: new password rules and confirmation, then a hash younger than two hours
 * (an unknown hash is "expired" too); resets the login limits, logs out the customer's sessions
 * (CustomerTokenSubscriber) and uses the hash up.
 */
export async function resetPassword(
  deps: RecoveryDeps,
  recoveries: RecoveryStore,
  limiter: RateLimiter,
  store: StoreRequest,
  reply: FastifyReply,
  data: Data,
  clientIp: string,
): Promise<void> {
  throwIfViolated(validateFields(data, [['newPassword', passwordChecks()]]));
  if ((data.newPassword ?? null) !== (data.newPasswordConfirm ?? null))
    throw violations([notEqualToField(data.newPasswordConfirm, '/newPassword', true)]);
  const hash = stringOf(data.hash);
  const recovery = recoveries.find(hash);
  if (!RecoveryStore.isUsable(recovery, deps.clock())) throw customerErrors.customerRecoveryHashExpired(hash);
  const customer = deps.customers.get(recovery.customerId);
  if (!customer) throw customerErrors.customerNotFoundByHash(hash);

  const limitKey = `${customer.email.toLowerCase()}-${clientIp}`;
  limiter.reset('login', limitKey);
  limiter.reset('reset_password', limitKey);
  const passwordHash = await hashPassword(stringOf(data.newPassword));
  if (!recoveries.delete(hash)) throw customerErrors.customerRecoveryHashExpired(hash);
  deps.customers.update(customer.id, { passwordHash, updatedAt: deps.clock().toISOString() });
  renewCredentialsSessions(deps, reply, store.customer?.id === customer.id ? store.token : null, customer.id);
}

/** CustomerRecoveryIsExpiredRoute: a 32-character hash that exists; expired after two hours. */
export function isRecoveryExpired(deps: Pick<EmulatorDeps, 'clock'>, recoveries: RecoveryStore, data: Data): boolean {
  throwIfViolated(validateFields(data, [['hash', [notBlank(), isType('string'), length({ min: 32, max: 32 })]]]));
  const hash = stringOf(data.hash);
  const recovery = recoveries.find(hash);
  if (!recovery) throw customerErrors.customerNotFoundByHash(hash);
  return RecoveryStore.isExpired(recovery, deps.clock());
}
