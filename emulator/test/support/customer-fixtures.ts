import { stableId } from '../../src/catalogue/ids.js';
import { ACCESS_KEY, post, type RunningEmulator } from './emulator-harness.js';

/** Seeded ids (stable across seeds) and the shop's storefront domain. */
export const ids = {
  germany: stableId('country', 'DE'),
  austria: stableId('country', 'AT'),
  rheinlandPfalz: stableId('country_state', 'DE-RP'),
  wien: stableId('country_state', 'AT-9'),
  mr: stableId('salutation', 'mr'),
  mrs: stableId('salutation', 'mrs'),
};
export const STOREFRONT_URL = 'http://localhost:4000';
export const PASSWORD = 'Riesling-2019';

let counter = 0;
/** A fresh e-mail address per call (tests share one emulator). */
export const uniqueEmail = (label = 'kunde') => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.de`;

export const germanAddress = (overrides: Record<string, unknown> = {}) => ({
  street: 'Weinstraße 12',
  zipcode: '76831',
  city: 'Birkweiler',
  countryId: ids.germany,
  countryStateId: ids.rheinlandPfalz,
  ...overrides,
});

export const registration = (overrides: Record<string, unknown> = {}) => ({
  salutationId: ids.mrs,
  firstName: 'Anna',
  lastName: 'Keller',
  email: uniqueEmail(),
  password: PASSWORD,
  acceptedDataProtection: true,
  storefrontUrl: STOREFRONT_URL,
  billingAddress: germanAddress(),
  ...overrides,
});

type Http = RunningEmulator['http'];
const withToken = (token?: string): Record<string, string> => (token ? { 'sw-context-token': token } : {});

export const register = (http: Http, body: Record<string, unknown>, token?: string) =>
  post(http, '/account/register', body, withToken(token));

export const login = (http: Http, email: string, password: string, token?: string) =>
  post(http, '/account/login', { email, password }, withToken(token));

export const call = (
  http: Http,
  method: 'post' | 'patch' | 'delete' | 'get',
  path: string,
  token: string | undefined,
  body?: unknown,
) =>
  http[method](`/store-api${path}`)
    .set({ 'sw-access-key': ACCESS_KEY, ...withToken(token) })
    .send(body as object);

/** The newest mail of a type to a recipient, from the emulator's outbox. */
export async function lastMail(
  http: Http,
  recipient: string,
  type: string,
): Promise<{ links: Record<string, string>; subject: string; body: string }> {
  const res = await http.get('/_emulator/outbox').query({ recipient, type });
  const mail = (res.body as { elements: { links: Record<string, string>; subject: string; body: string }[] })
    .elements[0];
  if (!mail) throw new Error(`no ${type} mail to ${recipient}`);
  return mail;
}

/**
 * Registers through POST /account/register and answers the logged-in token and the customer. The
 * emulator must run with EMULATOR_DOUBLE_OPT_IN=0 (otherwise the registration is not logged in).
 */
export async function registeredCustomer(http: Http, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await register(http, body);
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.text}`);
  if ((res.body as { doubleOptInRegistration?: boolean }).doubleOptInRegistration)
    throw new Error('registeredCustomer needs an emulator started with EMULATOR_DOUBLE_OPT_IN=0');
  return {
    token: res.headers['sw-context-token'] as string,
    customer: res.body as { id: string; email: string; defaultBillingAddressId: string },
    email: body.email as string,
  };
}
