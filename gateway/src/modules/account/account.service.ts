import {
  login as loginRule,
  changeEmail as changeEmailRule,
  guestWishlistProductIds as guestWishlistRule,
  profile as profileRule,
  registration as registrationRule,
  requiredText,
} from '@weingut/schema/input-rules';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { backendCodes, userErrorOf } from '../../errors/error-catalogue.js';
import { messageFor } from '../../i18n/texts.js';
import { validateInput } from '../shared/validate-input.js';
import { isOwnAddress } from '../../origins/storefront-origins.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import { countryRuleErrors } from '../address/address-rules.js';
import { addressBody } from '../address/address.mapper.js';
import { attempt, withoutNulls } from '../shared/mutation-outcome.js';
import type { UserError } from '../../errors/user-error.type.js';
import { accountMessages, success } from './account-messages.js';
import { clearSessionLoaders } from './account-loaders.js';
import type { RawContextTokenAnswer, RawCustomer } from './account-raw-types.js';
import type { ChangeEmailInput, ConfirmationInput, LoginInput, ProfileInput, RegisterInput } from './account.inputs.js';
import { mapCustomer, needsConfirmation, storefrontUrlOf } from './account.mapper.js';
import type { Customer, CustomerPayload, LoginPayload, LogoutPayload, RegisterPayload } from './account.type.js';
import { isNotLoggedIn } from './customer-relations.service.js';
import { writeWishlistMerge } from '../wishlist/wishlist.service.js';

const loginWithWishlist = loginRule.extend({ guestWishlistProductIds: guestWishlistRule.optional() });
export const confirmationRule = z.object({ hash: requiredText(), em: requiredText() });

/** The session's customer as it is now (GET /context, once per request until a change clears it). */
export async function sessionCustomer({ loaders }: Pick<GatewayContext, 'loaders'>): Promise<Customer | null> {
  const customer = (await loaders.salesChannelContext()).customer;
  return customer ? mapCustomer(customer) : null;
}

/**
 * The storefront address for the mails: the one given when it is on one of the shop's own origins
 * (STOREFRONT_URL), else the domain of the session's language. A foreign one is never passed on: the
 * mailed link (a password reset's hash) would go to whoever owns it. Callers refuse it first
 * (storefrontUrlErrors); one that does not is given the shop's own instead.
 */
export async function storefrontUrlFor(
  context: Pick<GatewayContext, 'loaders' | 'config'>,
  given: string | null | undefined,
): Promise<string | null> {
  const { origins } = context.config.storefront;
  if (given && isOwnAddress(given, origins)) return given;
  return storefrontUrlOf(await context.loaders.salesChannelContext(), origins);
}

/** A `storefrontUrl` a client gave that is not on one of the shop's own origins: URL_INVALID naming the field. */
export function storefrontUrlErrors(
  given: string | null | undefined,
  { config, locale }: Pick<GatewayContext, 'config' | 'locale'>,
): UserError[] {
  if (!given || isOwnAddress(given, config.storefront.origins)) return [];
  return [{ field: 'storefrontUrl', code: 'URL_INVALID', message: messageFor('order:returnUrlInvalid', locale) }];
}

/**
 * POST /account/login (the token rotates), then the guest's wishlist merged into the account. A
 * merge the shop refuses (wishlist switched off …) does not undo the login.
 */
export async function login(context: GatewayContext, input: LoginInput): Promise<LoginPayload> {
  const checked = validateInput(loginWithWishlist, withoutNulls(input), context.locale);
  if (!checked.ok) return { customer: null, userErrors: checked.userErrors };
  const { email, password, guestWishlistProductIds } = checked.value;
  const throttled = await context.attempts.check('login', email);
  if (throttled) return { customer: null, userErrors: [throttled] };
  const started = performance.now();
  const done = await attempt(context.locale, () =>
    context.storeApi
      .write<RawContextTokenAnswer>('POST', '/account/login', { email, password })
      .catch(asBadCredentials),
  );
  if (!done.ok) {
    await notBefore(started + context.config.security.loginFailureFloorMs);
    return { customer: null, userErrors: done.userErrors };
  }
  await context.attempts.succeeded('login');
  clearSessionLoaders(context.loaders);
  if (guestWishlistProductIds?.length) await mergeWishlist(context, guestWishlistProductIds);
  return { customer: await sessionCustomer(context), userErrors: [] };
}

/**
 * A failed login is answered no sooner than the floor after the Store API was asked: Shopware answers an
 * unknown e-mail at once and a wrong password only after checking its hash, which would tell who has an
 * account (docs/adr/0004-rate-limit-keys-and-login-timing.md). Successful logins are not slowed.
 */
async function notBefore(deadline: number): Promise<void> {
  const left = deadline - performance.now();
  if (left > 0) await delay(left);
}

/**
 * Shopware tells an unknown (or inactive) e-mail apart from a wrong password; the shop answers both
 * alike, so that the login form does not reveal who has an account.
 */
function asBadCredentials(error: unknown): never {
  if (error instanceof UpstreamError && error.hasCode('CHECKOUT__CUSTOMER_NOT_FOUND')) {
    throw new UpstreamError({
      kind: 'http',
      status: 401,
      message: 'Invalid username and/or password.',
      errors: [{ status: '401', code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }],
    });
  }
  throw error;
}

async function mergeWishlist(context: GatewayContext, productIds: string[]): Promise<void> {
  try {
    await writeWishlistMerge(context, productIds);
  } catch (error) {
    if (!(error instanceof UpstreamError && error.kind === 'http' && error.status < 500)) throw error;
  }
}

/** POST /account/logout (a new token without customer); a session that is not logged in is already out. */
export async function logout(context: GatewayContext): Promise<LogoutPayload> {
  try {
    await context.storeApi.write('POST', '/account/logout');
  } catch (error) {
    if (!isNotLoggedIn(error)) throw error;
  }
  clearSessionLoaders(context.loaders);
  return { notification: success(messageFor(accountMessages.loggedOut, context.locale)), userErrors: [] };
}

/**
 * POST /account/register with the shared rule `registration` (and the countries' state and zip code rules). Without
 * double opt-in (and for guests) the customer is logged in with a new token; with it, the account
 * waits for the mailed link and the session stays as it was.
 */
export async function register(context: GatewayContext, input: RegisterInput): Promise<RegisterPayload> {
  const refused = (userErrors: UserError[]): RegisterPayload => ({
    customer: null,
    needsConfirmation: false,
    notification: null,
    userErrors,
  });
  const checked = validateInput(registrationRule, withoutNulls(input), context.locale);
  if (!checked.ok) return refused(checked.userErrors);
  const foreignStorefront = storefrontUrlErrors(input.storefrontUrl, context);
  if (foreignStorefront.length) return refused(foreignStorefront);
  const value = checked.value;
  const { billingAddress: billing, shippingAddress: shipping } = value;
  const stateErrors = await countryRuleErrors(context, [
    {
      countryId: billing.countryId,
      countryStateId: billing.countryStateId,
      zipcode: billing.zipcode,
      field: 'billingAddress.countryStateId',
    },
    ...(shipping
      ? [
          {
            countryId: shipping.countryId,
            countryStateId: shipping.countryStateId,
            zipcode: shipping.zipcode,
            field: 'shippingAddress.countryStateId',
          },
        ]
      : []),
  ]);
  if (stateErrors.length) return refused(stateErrors);
  const throttled = await context.attempts.check('register', value.email);
  if (throttled) return refused([throttled]);

  const person = { salutationId: value.salutationId, firstName: value.firstName, lastName: value.lastName };
  const body = {
    ...person,
    email: value.email,
    guest: value.guest,
    ...(value.guest ? {} : { password: value.password }),
    acceptedDataProtection: true,
    storefrontUrl: await storefrontUrlFor(context, input.storefrontUrl),
    billingAddress: addressBody({
      ...value.billingAddress,
      salutationId: value.billingAddress.salutationId ?? person.salutationId,
      firstName: value.billingAddress.firstName ?? person.firstName,
      lastName: value.billingAddress.lastName ?? person.lastName,
    }),
    ...(value.shippingAddress ? { shippingAddress: addressBody(value.shippingAddress) } : {}),
  };
  const done = await attempt(context.locale, () =>
    context.storeApi.write<RawCustomer>('POST', '/account/register', body),
  );
  if (!done.ok) return refused(done.userErrors);
  clearSessionLoaders(context.loaders);
  const waiting = needsConfirmation(done.value);
  return {
    customer: mapCustomer(done.value),
    needsConfirmation: waiting,
    notification: success(
      messageFor(waiting ? accountMessages.registeredConfirmEmail : accountMessages.registered, context.locale),
    ),
    userErrors: [],
  };
}

const linkInvalid = (locale: GatewayContext['locale']): UserError => ({
  field: 'em',
  code: 'CONFIRMATION_LINK_INVALID',
  message: messageFor(accountMessages.confirmationLinkInvalid, locale),
});

/**
 * A mailed link cut short, in Shopware's words rather than 'This field is required.' for fields the
 * shopper never sees: no hash is CHECKOUT__NO_HASH_PROVIDED ('Given hash is empty.'), no em an invalid link.
 */
function linkCutShort({ hash, em }: ConfirmationInput, locale: GatewayContext['locale']): UserError | null {
  if (!hash?.trim()) return userErrorOf(backendCodes.CHECKOUT__NO_HASH_PROVIDED!, 'hash', locale);
  return em?.trim() ? null : linkInvalid(locale);
}

/** Refusals of a mailed link: an `em` that does not fit its hash (a NOT_EQUAL violation) is an invalid link. */
export function withLinkErrors(userErrors: UserError[], context: Pick<GatewayContext, 'locale'>): UserError[] {
  return userErrors.map((error) =>
    error.code === 'NOT_EQUAL_ERROR'
      ? linkInvalid(context.locale)
      : // Shopware's refusals of a link (unknown, expired, used) carry no pointer: what it found nothing for is the hash.
        { ...error, field: error.field ?? 'hash' },
  );
}

/** POST /account/register-confirm with the link's hash and em: the customer is logged in (new token). */
export async function confirmRegistration(context: GatewayContext, input: ConfirmationInput): Promise<CustomerPayload> {
  const cutShort = linkCutShort(input, context.locale);
  if (cutShort) return { customer: null, userErrors: [cutShort] };
  const checked = validateInput(confirmationRule, input, context.locale);
  if (!checked.ok) return { customer: null, userErrors: checked.userErrors };
  const done = await attempt(context.locale, () =>
    context.storeApi.write<RawCustomer>('POST', '/account/register-confirm', checked.value),
  );
  if (!done.ok) return { customer: null, userErrors: withLinkErrors(done.userErrors, context) };
  clearSessionLoaders(context.loaders);
  return { customer: mapCustomer(done.value), userErrors: [] };
}

/** The logged-in customer (the request's GET /context, which the auth check has loaded already). */
export async function loadAccount(context: GatewayContext): Promise<Customer> {
  const customer = await sessionCustomer(context);
  if (!customer) throw new Error('account: the auth check let a session without customer pass');
  return customer;
}

/** A change to the customer, then the customer as it is now. */
async function changeCustomer(
  context: GatewayContext,
  path: string,
  body: object,
  fieldMap: Record<string, string> = {},
): Promise<CustomerPayload> {
  const done = await attempt(context.locale, () => context.storeApi.write('POST', path, body), fieldMap);
  if (!done.ok) return { customer: null, userErrors: done.userErrors };
  context.loaders.salesChannelContext.clear();
  return { customer: await sessionCustomer(context), userErrors: [] };
}

export async function updateProfile(context: GatewayContext, input: ProfileInput): Promise<CustomerPayload> {
  const checked = validateInput(profileRule, withoutNulls(input), context.locale);
  if (!checked.ok) return { customer: null, userErrors: checked.userErrors };
  return changeCustomer(context, '/account/change-profile', checked.value);
}

/** POST /account/change-email; the password is checked upstream (WRONG_PASSWORD on `password`). */
export async function changeEmail(context: GatewayContext, input: ChangeEmailInput): Promise<CustomerPayload> {
  const checked = validateInput(changeEmailRule, input, context.locale);
  if (!checked.ok) return { customer: null, userErrors: checked.userErrors };
  return changeCustomer(context, '/account/change-email', checked.value);
}
