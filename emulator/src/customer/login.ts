import type { EmulatorDeps } from '../emulator-deps.js';
import { customerErrors } from './customer-errors.js';
import type { CustomerRecord } from './customer-records.js';
import { verifyPassword } from './password.js';
import { RateLimitExceeded, type RateLimiter } from '../http/rate-limiter.js';

type LoginDeps = Pick<EmulatorDeps, 'customers' | 'clock'>;

/**
 * AccountService::getCustomerByLogin: the active registered customer of the e-mail (guests and
 * inactive accounts are not found), its password, then its double opt-in, in Shopware's order
 * (the opt-in is only reported once the password is known to be right).
 */
export async function customerByLogin(deps: LoginDeps, email: string, password: string): Promise<CustomerRecord> {
  const customer = deps.customers.findRegisteredByEmail(email);
  if (!customer || !customer.active) throw customerErrors.customerNotFound(email);
  if (!(await verifyPassword(password, customer.passwordHash))) throw customerErrors.badCredentials();
  if (customer.doubleOptInRegistration && !customer.doubleOptInConfirmDate)
    throw customerErrors.customerOptinNotCompleted(customer.id);
  return customer;
}

/**
 * LoginRoute::login with AccountService::loginByCredentials: every attempt counts against the
 * `login` limiter keyed by e-mail and client IP (reset on success); an empty e-mail or password
 * is bad credentials. Returns the customer with its last login updated.
 */
export async function loginByCredentials(
  deps: LoginDeps,
  limiter: RateLimiter,
  email: string,
  password: string,
  clientIp: string,
): Promise<CustomerRecord> {
  const limitKey = `${email.toLowerCase()}-${clientIp}`;
  try {
    limiter.ensureAccepted('login', limitKey);
  } catch (error) {
    if (error instanceof RateLimitExceeded) throw customerErrors.customerAuthThrottled(error.waitTime);
    throw error;
  }
  if (email === '' || password === '') throw customerErrors.badCredentials();
  const customer = await customerByLogin(deps, email, password);
  limiter.reset('login', limitKey);
  const now = deps.clock().toISOString();
  return deps.customers.update(customer.id, { lastLogin: now, updatedAt: now }) ?? customer;
}
