import type { Locale } from '../../http/locale.js';
import { messageFor, type GatewayTextKey } from '../../i18n/texts.js';
import type { UserError } from '../shared/user-error.type.js';

/** The return addresses of a payment (finishUrl, errorUrl): pure rules, no I/O. */
const urlInvalid: GatewayTextKey = 'order:returnUrlInvalid';

/**
 * The return addresses must be absolute http(s) URLs, of the storefront's origin when the gateway
 * knows it (STOREFRONT_URL): a payment provider sends the shopper there, so a foreign address would
 * make the shop an open redirect.
 */
export function returnUrlErrors(
  urls: Record<'finishUrl' | 'errorUrl', string | null | undefined>,
  storefrontUrl: string | undefined,
  locale: Locale,
): UserError[] {
  const allowedOrigin = storefrontUrl ? new URL(storefrontUrl).origin : null;
  return Object.entries(urls).flatMap(([field, value]) => {
    if (value === null || value === undefined) return [];
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    const valid =
      url !== null && /^https?:$/.test(url.protocol) && (allowedOrigin === null || url.origin === allowedOrigin);
    return valid ? [] : [{ field, code: 'URL_INVALID', message: messageFor(urlInvalid, locale) }];
  });
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
