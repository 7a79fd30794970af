import type { GatewayTextKey } from '../../i18n/texts.js';

/** Shopware's cart errors the shop words itself (docs/behaviour/messages.md), by messageKey; other keys keep Shopware's own message. */
const wordedCartErrors = [
  'product-stock-reached',
  'product-out-of-stock',
  'product-not-found',
  'min-order-quantity',
  'purchase-steps-quantity',
  'promotion-not-found',
  'promotion-discount-added',
] as const;

/** The texts of the worded cart errors, filled with the error's parameters ({{name}}, {{quantity}}, {{code}}). */
export const cartErrorMessages: Record<string, GatewayTextKey> = Object.fromEntries(
  wordedCartErrors.map((messageKey) => [messageKey, `cart:${messageKey}`]),
);
// Shopware's PurchaseStepsError has the messageKey purchase-steps-quantity; older answers say purchase-steps.
cartErrorMessages['purchase-steps'] = 'cart:purchase-steps-quantity';

/** The notifications of the cart mutations (docs/behaviour/messages.md). */
export const cartNotices = {
  addedToCart: 'cart:addedToCart',
  promotionNotApplied: 'cart:promotionNotApplied',
} as const satisfies Record<string, GatewayTextKey>;
