import type { Locale } from '../i18n/locale.js';
import { messageFor, type GatewayTextKey } from '../i18n/texts.js';
import type { UserError } from './user-error.type.js';

export interface CatalogueEntry {
  /** The stable `extensions.code` clients switch on. */
  code: string;
  /** Its message in the shopper texts (schema/texts/<locale>/<area>.json). */
  text: GatewayTextKey;
}

/** The HTTP failures of the Store API, with the error page's texts (docs/behaviour/errors.md), which the web's error pages show too. */
export const httpFailures = {
  404: { code: 'NOT_FOUND', text: 'status:404' },
  408: { code: 'UPSTREAM_TIMEOUT', text: 'status:408' },
  500: { code: 'INTERNAL_SERVER_ERROR', text: 'status:500' },
  502: { code: 'BAD_GATEWAY', text: 'status:502' },
  503: { code: 'SERVICE_UNAVAILABLE', text: 'status:503' },
} satisfies Record<number, CatalogueEntry>;

/** An entry whose message is the text of its code in the `errors` area. */
const entry = (code: string): CatalogueEntry => ({ code, text: `errors:${code}` });

/** Shopware's throttling of the forms, and the gateway's own (security/rate-limiter.ts). */
const rateLimited = entry('RATE_LIMITED');
const unauthenticated = entry('UNAUTHENTICATED');
const notFound: CatalogueEntry = { code: 'NOT_FOUND', text: httpFailures[404].text };
const orderNotPlaceable = entry('ORDER_NOT_PLACEABLE');

/**
 * Shopware's error codes the shop knows (docs/behaviour/messages.md), by Shopware code. Codes not listed keep
 * Shopware's own detail and get the code UPSTREAM_<status>.
 */
export const backendCodes: Record<string, CatalogueEntry> = {
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: entry('CUSTOMER_ADDRESS_NOT_FOUND'),
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: entry('INVALID_CREDENTIALS'),
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: entry('ADDRESS_IS_ACTIVE'),
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: entry('ADDRESS_IS_DEFAULT'),
  CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: entry('CUSTOMER_ALREADY_CONFIRMED'),
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: entry('CUSTOMER_AUTH_THROTTLED'),
  CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND: entry('CUSTOMER_GROUP_REGISTRATION_NOT_FOUND'),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: entry('CUSTOMER_NOT_FOUND_BY_HASH'),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_ID: entry('CUSTOMER_NOT_FOUND_BY_ID'),
  CHECKOUT__CUSTOMER_NOT_FOUND: entry('CUSTOMER_NOT_FOUND'),
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: entry('RECOVERY_HASH_EXPIRED'),
  CHECKOUT__WISHLIST_IS_NOT_ACTIVATED: entry('WISHLIST_NOT_ACTIVATED'),
  CHECKOUT__WISHLIST_NOT_FOUND: entry('WISHLIST_NOT_FOUND'),
  CHECKOUT__DUPLICATE_WISHLIST_PRODUCT: entry('WISHLIST_PRODUCT_DUPLICATE'),
  CHECKOUT__CUSTOMER_IS_INACTIVE: entry('CUSTOMER_INACTIVE'),
  CHECKOUT__LEGACY_PASSWORD_ENCODER_NOT_FOUND: entry('LEGACY_PASSWORD_ENCODER_NOT_FOUND'),
  CHECKOUT__NO_HASH_PROVIDED: entry('HASH_EMPTY'),
  CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND: entry('WISHLIST_PRODUCT_NOT_FOUND'),
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: entry('EMAIL_NOT_CONFIRMED'),
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: unauthenticated,
  CONTENT__PRODUCT_NOT_FOUND: notFound,
  CONTENT__CATEGORY_NOT_FOUND: notFound,
  CONTENT__PRODUCT_VARIANT_NOT_FOUND: entry('PRODUCT_VARIANT_NOT_FOUND'),
  CHECKOUT__CART_EMPTY: orderNotPlaceable,
  CHECKOUT__CART_INVALID: orderNotPlaceable,
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: entry('ORDER_NOT_PAID'),
  FRAMEWORK__RATE_LIMIT_EXCEEDED: rateLimited,
  // Account, newsletter: Shopware 6.7's not-logged-in code and the newsletter's own refusals.
  FRAMEWORK__ROUTING_CUSTOMER_NOT_LOGGED_IN: unauthenticated,
  CONTENT__NEWSLETTER_RECIPIENT_THROTTLED: rateLimited,
  CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: entry('NEWSLETTER_RECIPIENT_NOT_FOUND'),
  CHECKOUT__CUSTOMER_COUNTRY_NOT_FOUND: entry('COUNTRY_NOT_FOUND'),
};

/** The gateway's own messages (docs/behaviour/messages.md). */
export const gatewayMessages = {
  paymentStatusError: entry('PAYMENT_STATUS_ERROR'),
  cannotPlaceOrder: entry('CANNOT_PLACE_ORDER'),
  addressesDoNotMatch: entry('ADDRESSES_DO_NOT_MATCH'),
  unauthenticated,
  /** unsubscribeNewsletter without a customer: the code clients know for "log in", worded for the newsletter. */
  newsletterLoginRequired: { code: unauthenticated.code, text: 'errors:NEWSLETTER_LOGIN_REQUIRED' },
  /** unsubscribeNewsletter naming another address than the customer's. */
  emailNotOwn: entry('EMAIL_NOT_OWN'),
  /** placeOrder with more of a closeout than the shopper's share of its stock (security/stock-shares.ts). */
  orderQuantityLimited: entry('ORDER_QUANTITY_LIMITED'),
  /** The same refusal when the shopper may order none of it any more. */
  orderQuantityNoneLeft: { code: 'ORDER_QUANTITY_LIMITED', text: 'errors:ORDER_QUANTITY_NONE_LEFT' },
} satisfies Record<string, CatalogueEntry>;

/** A catalogue entry as a refusal of `field` (null: of the whole input), in the locale's words. */
export function userErrorOf({ code, text }: CatalogueEntry, field: string | null, locale: Locale): UserError {
  return { field, code, message: messageFor(text, locale) };
}
