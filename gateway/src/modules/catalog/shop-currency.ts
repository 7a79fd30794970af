import type { GatewayContext } from '../context.js';

/**
 * The currency of the gateway's prices. Store API prices carry no currency and the sales channel
 * has one (docs/behaviour/shop.md: one currency, EUR), so the catalogue states it instead of spending a
 * GET /context on every listing. When the shop offers a currency switch, this becomes the
 * session's currency (GET /context through `loaders.salesChannelContext()`, once per request).
 */
export const SHOP_CURRENCY = 'EUR';

export function currencyOf(_context: GatewayContext): string {
  return SHOP_CURRENCY;
}
