import { responsiveImageOf } from '../../domain/media.js';
import { money, type Money } from '../../domain/money.js';
import { purchaseQuantityOf } from '../../domain/purchase-quantity.js';
import { messageFor } from '../../i18n/texts.js';
import type { Locale } from '../../i18n/locale.js';
import type { RawCalculatedTax, RawCart, RawCartError, RawLineItem } from './cart-raw-types.js';
import { cartErrorMessages } from './cart-messages.js';
import type {
  Cart,
  CartDelivery,
  CartLineItem,
  CartMessage,
  CartMessageLevelValue,
  CartPromotion,
  TaxAmount,
} from './cart.type.js';
import { shopText } from '../../domain/shop-text.js';

const round = (value: number): number => Math.round(value * 100) / 100;

/** `cart.errors` as a list: Shopware sends an object keyed by error id, or `[]` when there are none. */
export function cartErrorsOf(cart: Pick<RawCart, 'errors'>): RawCartError[] {
  const errors = cart.errors;
  if (!errors) return [];
  return Array.isArray(errors) ? errors : Object.values(errors);
}

export function levelOf(level: number | undefined): CartMessageLevelValue {
  if ((level ?? 0) >= 20) return 'ERROR';
  if ((level ?? 0) >= 10) return 'WARNING';
  return 'NOTICE';
}

const parametersOf = (error: RawCartError): Record<string, unknown> =>
  error.parameters && !Array.isArray(error.parameters) ? error.parameters : {};

/** A cart error in the shop's words for the keys it knows, else Shopware's message. */
export function cartMessageOf(error: RawCartError, locale: Locale): CartMessage {
  const key = error.messageKey ?? error.key ?? 'unknown';
  const known = cartErrorMessages[key];
  return {
    key,
    level: levelOf(error.level),
    message: known ? messageFor(known, locale, parametersOf(error)) : (error.message ?? key),
  };
}

export const isPromotion = (item: Pick<RawLineItem, 'type'>): boolean => item.type === 'promotion';

/** The code of a promotion line: its payload's code, else the code it was added with. */
export const promotionCodeOf = (item: RawLineItem): string =>
  (typeof item.payload?.code === 'string' && item.payload.code !== '' ? item.payload.code : null) ??
  item.referencedId ??
  '';

export function mapLineItem(raw: RawLineItem, currency: string): CartLineItem {
  const price = raw.price ?? null;
  const unitPrice = price?.unitPrice ?? 0;
  const listPrice = price?.listPrice?.price ?? 0;
  const rules = raw.quantityInformation ?? {};
  return {
    id: raw.id,
    type: raw.type,
    productId: raw.type === 'product' ? (raw.referencedId ?? raw.id) : null,
    label: shopText(raw.label) ?? '',
    quantity: raw.quantity ?? 1,
    unitPrice: money(unitPrice, currency),
    totalPrice: money(price?.totalPrice ?? 0, currency),
    listPrice: listPrice > unitPrice ? money(listPrice, currency) : null,
    cover: responsiveImageOf(raw.cover),
    quantityRules: purchaseQuantityOf({
      minPurchase: rules.minPurchase,
      calculatedMaxPurchase: rules.maxPurchase,
      purchaseSteps: rules.purchaseSteps,
    }),
    isRemovable: raw.removable !== false,
    isQuantityChangeable: raw.stackable !== false,
    deliveryTime: raw.deliveryInformation?.deliveryTime?.name || null,
    rawPrice: price,
  };
}

function mapPromotion(raw: RawLineItem, currency: string): CartPromotion {
  return {
    lineItemId: raw.id,
    code: promotionCodeOf(raw) || null,
    label: shopText(raw.label) ?? '',
    discount: money(Math.abs(raw.price?.totalPrice ?? 0), currency),
  };
}

export function mapTaxes(taxes: RawCalculatedTax[] | null | undefined, currency: string): TaxAmount[] {
  return (taxes ?? []).map((tax) => ({
    rate: tax.taxRate,
    tax: money(tax.tax, currency),
    base: money(tax.price, currency),
  }));
}

function mapDelivery(cart: RawCart, shippingCosts: Money): CartDelivery | null {
  const delivery = cart.deliveries?.[0];
  if (!delivery) return null;
  const method = delivery.shippingMethod;
  return {
    shippingMethodId: method?.id ?? null,
    shippingMethodName: method ? method.translated?.name || method.name || null : null,
    costs: shippingCosts,
    earliestDeliveryDate: delivery.deliveryDate?.earliest ?? null,
    latestDeliveryDate: delivery.deliveryDate?.latest ?? null,
  };
}

/** GET /checkout/cart (or a line-item route's answer) as the gateway's cart, its messages in `locale`. */
export function mapCart(raw: RawCart, currency: string, locale: Locale): Cart {
  const items = raw.lineItems ?? [];
  const products = items.filter((item) => !isPromotion(item));
  const shippingCosts = money(
    round((raw.deliveries ?? []).reduce((sum, delivery) => sum + (delivery.shippingCosts?.totalPrice ?? 0), 0)),
    currency,
  );
  const price = raw.price ?? {};
  return {
    lineItems: products.map((item) => mapLineItem(item, currency)),
    promotions: items.filter(isPromotion).map((item) => mapPromotion(item, currency)),
    itemCount: products.filter((item) => item.type === 'product').reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    isEmpty: items.length === 0,
    shippingCosts,
    delivery: mapDelivery(raw, shippingCosts),
    taxes: mapTaxes(price.calculatedTaxes, currency),
    totals: {
      goods: money(round(products.reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0)), currency),
      positions: money(price.positionPrice ?? 0, currency),
      net: money(price.netPrice ?? 0, currency),
      total: money(price.totalPrice ?? 0, currency),
      taxStatus: price.taxStatus ?? 'gross',
    },
    messages: cartErrorsOf(raw).map((error) => cartMessageOf(error, locale)),
  };
}
