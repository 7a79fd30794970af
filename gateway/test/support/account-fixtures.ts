import request from 'supertest';
import { stableId } from '@weingut/emulator/catalogue/ids';
import { DEFAULT_ACCESS_KEY } from '@weingut/emulator/config';
import { dataOf, graphql, sessionCookie, type RunningShop } from './gateway-harness.js';

/** Seeded ids of the emulator (md5 of "<entity>:<key>"). */
export const ids = {
  germany: stableId('country', 'DE'),
  austria: stableId('country', 'AT'),
  rheinlandPfalz: stableId('country_state', 'DE-RP'),
  wien: stableId('country_state', 'AT-9'),
  mr: stableId('salutation', 'mr'),
  mrs: stableId('salutation', 'mrs'),
};
export const PASSWORD = 'Riesling-2019';
export const EN = { 'accept-language': 'en-GB' };

let counter = 0;
/** A fresh e-mail address per call (the tests of a file share one shop). */
export const uniqueEmail = (label = 'kunde') => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.de`;

export const address = (overrides: Record<string, unknown> = {}) => ({
  salutationId: ids.mr,
  firstName: 'Clara',
  lastName: 'Brandt',
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
  billingAddress: { street: 'Weinstraße 12', zipcode: '76831', city: 'Birkweiler', countryId: ids.germany },
  acceptedDataProtection: true,
  ...overrides,
});

export const USER_ERRORS = 'userErrors { field code message }';
export const CUSTOMER = 'id email firstName lastName isGuest isConfirmed salutation { key } defaultBillingAddressId';

export const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { needsConfirmation notification { type message } customer { ${CUSTOMER} } ${USER_ERRORS} }
}`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { customer { ${CUSTOMER} } ${USER_ERRORS} } }`;
export const SESSION = '{ session { isLoggedIn isGuest customer { email } wishlistCount } }';

/** A header set with the session's cookie (and more headers). */
export const as = (cookie: string, headers: Record<string, string> = {}) => ({ cookie, ...headers });

/**
 * A customer registered through the gateway's register mutation and logged in (the shop must run
 * without double opt-in): the session cookie and the e-mail.
 */
export async function registeredCustomer(shop: RunningShop, overrides: Record<string, unknown> = {}) {
  const input = registration(overrides);
  const res = await graphql(shop, REGISTER, { input });
  const payload = dataOf(res).register;
  if (payload.userErrors.length || payload.needsConfirmation)
    throw new Error(`registration failed: ${JSON.stringify(payload)}`);
  return {
    cookie: sessionCookie(res),
    email: input.email as string,
    customer: payload.customer as { id: string; defaultBillingAddressId: string },
  };
}

/** A guest ('do not create a customer account'), logged in as such. */
export const registeredGuest = (shop: RunningShop) => registeredCustomer(shop, { guest: true, password: undefined });

export function login(
  shop: RunningShop,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  guestWishlistProductIds?: string[],
) {
  return graphql(
    shop,
    LOGIN,
    { input: { email, password, ...(guestWishlistProductIds ? { guestWishlistProductIds } : {}) } },
    headers,
  );
}

/** The newest mail of a type to a recipient, from the emulator's outbox. */
export async function lastMail(
  shop: RunningShop,
  recipient: string,
  type: string,
): Promise<{ links: Record<string, string>; subject: string }> {
  const res = await request(shop.emulatorUrl).get('/_emulator/outbox').query({ recipient, type });
  const mail = (res.body as { elements: { links: Record<string, string>; subject: string }[] }).elements[0];
  if (!mail) throw new Error(`no ${type} mail to ${recipient}`);
  return mail;
}

/** A Store API call straight to the emulator with the session's token (what the gateway has no mutation for). */
export function storeApi(shop: RunningShop, cookie: string, method: 'post' | 'patch', path: string, body: object = {}) {
  const token = cookie.replace(/^sw-context-token=/, '');
  const call = request(shop.emulatorUrl);
  return call[method](`/store-api${path}`)
    .set({ 'sw-access-key': DEFAULT_ACCESS_KEY, 'sw-context-token': token })
    .send(body);
}

/** The codes (and fields) of a payload's userErrors, e.g. ['password:PASSWORD_TOO_SHORT']. */
export const refusals = (payload: { userErrors: { field: string | null; code: string }[] }) =>
  payload.userErrors.map((error) => `${error.field ?? ''}:${error.code}`);
