import type { GatewayConfig } from '../../config.js';
import type { Locale } from '../../i18n/locale.js';
import { messageFor, type GatewayTextKey } from '../../i18n/texts.js';
import { isOwnAddress } from '../../origins/storefront-origins.js';
import type { UserError } from '../../errors/user-error.type.js';

/** The return addresses of a payment (finishUrl, errorUrl): pure rules, no I/O. */
const urlInvalid: GatewayTextKey = 'order:returnUrlInvalid';

/**
 * Where a payment provider may send the shopper back. Today the shop's own origins (STOREFRONT_URL);
 * the apps' return addresses (universal-link hosts, app schemes) are to join them here, as settings of
 * their own, without changing the rule's callers.
 */
export interface ReturnAddresses {
  origins: readonly string[];
}

export function returnAddressesOf(config: Pick<GatewayConfig, 'storefront'>): ReturnAddresses {
  return { origins: config.storefront.origins };
}

/**
 * The return addresses must be absolute http(s) URLs on one of the shop's own origins: a payment
 * provider sends the shopper there, so a foreign address would make the shop an open redirect.
 */
export function returnUrlErrors(
  urls: Record<'finishUrl' | 'errorUrl', string | null | undefined>,
  allowed: ReturnAddresses,
  locale: Locale,
): UserError[] {
  return Object.entries(urls).flatMap(([field, value]) =>
    value === null || value === undefined || isOwnAddress(value, allowed.origins)
      ? []
      : [{ field, code: 'URL_INVALID', message: messageFor(urlInvalid, locale) }],
  );
}

/** Shopware's redirect to the errorUrl after a failed payment: `<errorUrl>?error-code=<code>`. */
export function failureCodeOf(redirectUrl: string, errorUrl: string | null | undefined): string | null {
  if (!errorUrl || !redirectUrl.startsWith(errorUrl)) return null;
  try {
    return new URL(redirectUrl).searchParams.get('error-code');
  } catch {
    return null;
  }
}
