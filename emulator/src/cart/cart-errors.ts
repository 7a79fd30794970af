/**
 * Shopware's cart errors (Checkout/Cart/Error/Error.php and its subclasses): not HTTP errors but
 * entries of `cart.errors`, keyed by their id. Each carries what Error::jsonSerialize() writes:
 * key, level, message, messageKey, parameters, block, blockResubmit, `code: 0` (the PHP
 * exception code) and the subclass's protected properties (private ones stay invisible).
 */
export const LEVEL_NOTICE = 0;
export const LEVEL_WARNING = 10;
export const LEVEL_ERROR = 20;

export interface CartError {
  key: string;
  level: number;
  message: string;
  messageKey: string;
  parameters: Record<string, unknown>;
  block: boolean;
  /** The subclass's protected properties, serialized beside the standard fields. */
  vars: Record<string, unknown>;
}

const cartError = (
  key: string,
  messageKey: string,
  level: number,
  message: string,
  parameters: Record<string, unknown>,
  block: boolean,
  vars: Record<string, unknown> = {},
): CartError => ({ key, level, message, messageKey, parameters, block, vars });

/** Content/Product/Cart/ProductNotFoundError.php: its message is the unformatted template. */
export const productNotFound = (id: string) =>
  cartError(
    `product-not-found${id}`,
    'product-not-found',
    LEVEL_ERROR,
    'The product %s could not be found',
    { id },
    true,
    { id },
  );

/** Content/Product/Cart/ProductOutOfStockError.php */
export const productOutOfStock = (productId: string, name: string) =>
  cartError(
    `product-out-of-stock${productId}`,
    'product-out-of-stock',
    LEVEL_ERROR,
    `The product ${name} is no longer available`,
    { name },
    true,
    { id: productId, name },
  );

/** Content/Product/Cart/ProductStockReachedError.php: a warning when resolved (the quantity was lowered). */
export const productStockReached = (productId: string, name: string, quantity: number, resolved = true) =>
  cartError(
    `product-stock-reached${productId}`,
    'product-stock-reached',
    resolved ? LEVEL_WARNING : LEVEL_ERROR,
    `The product ${name} is only available ${quantity} times`,
    { name, quantity },
    true,
  );

/** Content/Product/Cart/MinOrderQuantityError.php */
export const minOrderQuantity = (productId: string, name: string, quantity: number) =>
  cartError(
    `min-order-quantity${productId}`,
    'min-order-quantity',
    LEVEL_WARNING,
    `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
    { name, quantity },
    true,
    { id: productId, name, quantity },
  );

/** Content/Product/Cart/PurchaseStepsError.php */
export const purchaseSteps = (productId: string, name: string, quantity: number) =>
  cartError(
    `purchase-steps-quantity${productId}`,
    'purchase-steps-quantity',
    LEVEL_WARNING,
    `Your input quantity does not match with the setup of the ${name}. The quantity was changed to ${quantity}`,
    { name, quantity },
    true,
  );

/** Checkout/Promotion/Cart/Error/PromotionNotFoundError.php */
export const promotionNotFound = (code: string) =>
  cartError(
    'promotion-not-found',
    'promotion-not-found',
    LEVEL_ERROR,
    `Promotion with code ${code} not found!`,
    { code },
    false,
    {
      promotionCode: code,
    },
  );

/** Checkout/Promotion/Cart/PromotionCartAddedInformationError.php */
export const promotionDiscountAdded = (name: string, discountLineItemId: string) =>
  cartError(
    `promotion-discount-added-${discountLineItemId}`,
    'promotion-discount-added',
    LEVEL_NOTICE,
    `Discount ${name} has been added`,
    { name, discountLineItemId },
    false,
  );

/** Checkout/Promotion/Cart/Error/PromotionsOnCartPriceZeroError.php */
export const promotionsOnCartPriceZero = (names: string[]) =>
  cartError(
    'promotions-on-cart-price-zero-error',
    'promotions-on-cart-price-zero-error',
    LEVEL_NOTICE,
    `Promotions ${names.join(', ')} were excluded for cart because the price of the cart is zero.`,
    { promotions: names.join(', ') },
    false,
    { promotions: names },
  );

/** Checkout/Cart/Error/ErrorCollection.php: keyed by id, a later error replaces an earlier one. */
export class CartErrors {
  private readonly byKey = new Map<string, CartError>();

  add(...errors: CartError[]): void {
    for (const error of errors) this.byKey.set(error.key, error);
  }

  all(): CartError[] {
    return [...this.byKey.values()];
  }

  get size(): number {
    return this.byKey.size;
  }
}
