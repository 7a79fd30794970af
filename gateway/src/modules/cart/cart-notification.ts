import { messageFor } from '../../i18n/texts.js';
import type { Locale } from '../../i18n/locale.js';
import type { Notification } from '../shared/notification.type.js';
import type { UserError } from '../../errors/user-error.type.js';
import type { RawCart } from './cart-raw-types.js';
import { cartErrorMessages, cartNotices } from './cart-messages.js';
import { cartErrorsOf, cartMessageOf, isPromotion, promotionCodeOf } from './cart.mapper.js';

const ERROR_LEVEL = 20;
const WARNING_LEVEL = 10;

/** The product line of a product id (Shopware uses the product id as the line id when it is given). */
export const productLineOf = (cart: RawCart, productId: string) =>
  (cart.lineItems ?? []).find(
    (item) => item.type === 'product' && (item.referencedId === productId || item.id === productId),
  );

/** The first cart error of level 20 (error), if any. */
export const blockingErrorOf = (cart: RawCart) => cartErrorsOf(cart).find((error) => (error.level ?? 0) >= ERROR_LEVEL);

/** Shopware's corrections of a line's quantity (warnings): the cart took another amount than asked for. */
const QUANTITY_CORRECTIONS = new Set([
  'product-stock-reached',
  'min-order-quantity',
  'purchase-steps-quantity',
  'purchase-steps',
]);

/**
 * The warnings about one product's line: Shopware keys them messageKey + product id
 * (ProductStockReachedError, MinOrderQuantityError, PurchaseStepsError); older answers only name the product.
 */
export const productWarningsOf = (cart: RawCart, productId: string, productName: string) =>
  cartErrorsOf(cart).filter(
    (error) =>
      (error.level ?? 0) >= WARNING_LEVEL &&
      QUANTITY_CORRECTIONS.has(error.messageKey ?? '') &&
      ((error.key ?? '').endsWith(productId) ||
        (productName !== '' && (error.parameters as Record<string, unknown> | undefined)?.name === productName)),
  );

/**
 * Add to cart (docs/behaviour/messages.md): '{productName} has been added to cart.' unless the answer carries a cart
 * error of level 20, whose message is then the notification (an ERROR). 'Added' is said only when
 * the product went in as asked: a cart that could not take the amount (product-stock-reached: the
 * line stays at or is lowered to what may be bought) answers Shopware's warning alone (a WARNING);
 * an amount raised to the minimum or to the purchase steps is in the cart, so it is 'added' and the
 * correction (an INFO).
 */
export function addToCartNotification(
  cart: RawCart,
  productId: string,
  productName: string,
  locale: Locale,
): Notification {
  const blocking = blockingErrorOf(cart);
  if (blocking) return { type: 'ERROR', message: cartMessageOf(blocking, locale).message };
  const added = messageFor(cartNotices.addedToCart, locale, { productName });
  const warnings = productWarningsOf(cart, productId, productName);
  const limit = warnings.find((error) => error.messageKey === 'product-stock-reached');
  if (limit) return { type: 'WARNING', message: cartMessageOf(limit, locale).message };
  if (warnings.length > 0)
    return {
      type: 'INFO',
      message: [added, ...warnings.map((error) => cartMessageOf(error, locale).message)].join(' '),
    };
  return { type: 'SUCCESS', message: added };
}

/** A quantity change: an ERROR for a level-20 error, an INFO for a warning (the quantity was corrected), else none. */
export function quantityChangeNotification(cart: RawCart, locale: Locale): Notification | null {
  const errors = cartErrorsOf(cart);
  const worst =
    errors.find((error) => (error.level ?? 0) >= ERROR_LEVEL) ??
    errors.find((error) => (error.level ?? 0) >= WARNING_LEVEL);
  if (!worst) return null;
  return { type: (worst.level ?? 0) >= ERROR_LEVEL ? 'ERROR' : 'INFO', message: cartMessageOf(worst, locale).message };
}

export interface PromotionOutcome {
  notification: Notification;
  userErrors: UserError[];
}

/**
 * A promotion code (docs/behaviour/messages.md): promotion-not-found gives 'Promotion code does not exist'
 * (PROMOTION_NOT_FOUND); a code now in the cart gives 'Promotion code added successfully';
 * otherwise the cart error's own message (PROMOTION_NOT_APPLIED).
 */
export function promotionOutcome(cart: RawCart, code: string, locale: Locale): PromotionOutcome {
  const errors = cartErrorsOf(cart);
  const notFound = errors.find((error) => error.messageKey === 'promotion-not-found');
  if (notFound) {
    const message = messageFor(cartErrorMessages['promotion-not-found']!, locale);
    return {
      notification: { type: 'ERROR', message },
      userErrors: [{ field: 'code', code: 'PROMOTION_NOT_FOUND', message }],
    };
  }
  const wanted = code.trim().toLowerCase();
  const applied = (cart.lineItems ?? []).some(
    (item) => isPromotion(item) && promotionCodeOf(item).toLowerCase() === wanted,
  );
  if (applied || errors.some((error) => error.messageKey === 'promotion-discount-added')) {
    return {
      notification: { type: 'SUCCESS', message: messageFor(cartErrorMessages['promotion-discount-added']!, locale) },
      userErrors: [],
    };
  }
  const reason =
    errors.find((error) => /promotion/.test(error.messageKey ?? '')) ??
    errors.find((error) => (error.level ?? 0) >= ERROR_LEVEL);
  const message = reason ? cartMessageOf(reason, locale).message : messageFor(cartNotices.promotionNotApplied, locale);
  return {
    notification: { type: (reason?.level ?? ERROR_LEVEL) >= ERROR_LEVEL ? 'ERROR' : 'INFO', message },
    userErrors: [{ field: 'code', code: 'PROMOTION_NOT_APPLIED', message }],
  };
}
