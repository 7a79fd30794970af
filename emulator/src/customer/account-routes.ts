import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { requireCustomer } from '../http/guards.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { payloadOf } from '../routes/route-helpers.js';
import { presentForSession } from './customer-context.js';
import { presentCustomer } from './customer-view.js';
import type { CustomerRecord } from './customer-records.js';
import { loginByCredentials } from './login.js';
import { changeEmail, changeLanguage, changePassword, changeProfile, convertGuest, deleteCustomer } from './profile.js';
import { isRecoveryExpired, resetPassword, sendRecoveryMail } from './recovery.js';
import { RecoveryStore } from './recovery-store.js';
import { confirmRegistration, registerCustomer } from './registration.js';
import { stringOf } from './request-data.js';
import { logIn, logOut } from './sessions.js';

/** ContextTokenResponse: the token travels in the header; a null redirectUrl is left out (its schema refuses null). */
const contextTokenResponse = { apiAlias: 'array_struct' };
const successResponse = { success: true, apiAlias: 'array_struct' };

/**
 * The account routes of the Store API (Checkout/Customer/SalesChannel/*Route.php): registration
 * and its confirmation, login and logout, the profile, e-mail, password and language, guest
 * conversion, deletion and password recovery.
 */
export function registerAccountRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const limiter = new RateLimiter(deps.db, deps.clock);
  const recoveries = new RecoveryStore(deps.db);

  /** A freshly written customer as the answer of register / register-confirm (its stored addresses, defaults active, no orders yet). */
  const answerCustomer = (request: FastifyRequest, customer: CustomerRecord) =>
    presentCustomer(
      customer,
      { addresses: deps.customers.addresses(customer.id), orderCount: 0 },
      request.store.view,
      request.store.salesChannel.id,
    );
  const loggedIn = (request: FastifyRequest, allowGuest: boolean) => requireCustomer(request.store, { allowGuest });

  api.post('/account/register', async (request, reply) =>
    answerCustomer(request, await registerCustomer(deps, request.store, reply, payloadOf(request))),
  );

  api.post('/account/register-confirm', (request, reply) =>
    answerCustomer(request, confirmRegistration(deps, request.store, reply, payloadOf(request))),
  );

  api.post('/account/login', async (request, reply) => {
    const data = payloadOf(request);
    const customer = await loginByCredentials(
      deps,
      limiter,
      stringOf(data.email ?? data.username),
      stringOf(data.password),
      request.ip,
    );
    logIn(deps, reply, request.store.token, customer.id);
    return contextTokenResponse;
  });

  api.post('/account/logout', (request, reply) => {
    const customer = loggedIn(request, true);
    logOut(deps, reply, request.store.token, customer.guest);
    return contextTokenResponse;
  });

  api.route({
    method: ['GET', 'POST'],
    url: '/account/customer',
    handler: (request) => presentForSession(deps, request.store, loggedIn(request, true)),
  });

  api.delete('/account/customer', (request, reply: FastifyReply) => {
    deleteCustomer(deps, loggedIn(request, true));
    return reply.status(204).send();
  });

  api.post('/account/change-profile', (request) => {
    changeProfile(deps, request.store, loggedIn(request, true), payloadOf(request));
    return successResponse;
  });

  api.post('/account/change-email', async (request) => {
    await changeEmail(deps, loggedIn(request, false), payloadOf(request));
    return successResponse;
  });

  api.post('/account/change-password', async (request, reply) => {
    await changePassword(deps, request.store, reply, loggedIn(request, false), payloadOf(request));
    return contextTokenResponse;
  });

  api.post('/account/change-language', (request) => {
    changeLanguage(deps, request.store, loggedIn(request, false), payloadOf(request));
    return successResponse;
  });

  api.post('/account/convert-guest', async (request, reply) => {
    await convertGuest(deps, limiter, request.store, reply, loggedIn(request, true), payloadOf(request));
    return successResponse;
  });

  api.post('/account/recovery-password', (request) => {
    sendRecoveryMail(deps, recoveries, limiter, request.store, payloadOf(request), request.ip);
    return successResponse;
  });

  api.post('/account/recovery-password-confirm', async (request, reply) => {
    await resetPassword(deps, recoveries, limiter, request.store, reply, payloadOf(request), request.ip);
    return successResponse;
  });

  api.post('/account/customer-recovery-is-expired', (request) => ({
    isExpired: isRecoveryExpired(deps, recoveries, payloadOf(request)),
    apiAlias: 'array_struct',
  }));
}
