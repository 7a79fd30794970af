import { stableId } from '../catalogue/ids.js';
import { round } from '../catalogue/price.js';
import type { Locale, TranslationMap } from '../catalogue/records.js';
import { translate } from '../catalogue/translate.js';
import { promotionDiscountAdded, promotionNotFound, promotionsOnCartPriceZero, type CartErrors } from './cart-errors.js';
import { grossPrice, taxRulesOf } from './calculator.js';
import type { CalculatedLineItem } from './calculated-cart.js';
import type { StoredCart } from './stored-cart.js';

/** A code promotion with one cart-wide discount on the products (Shopware's promotion + promotion_discount). */
export interface PromotionRecord {
  id: string;
  discountId: string;
  code: string;
  type: 'percentage' | 'absolute';
  /** Percent, or euros off. */
  value: number;
  priority: number;
  translations: TranslationMap<{ name: string }>;
}

const promotion = (code: string, type: PromotionRecord['type'], value: number, de: string, en: string): PromotionRecord => ({
  id: stableId('promotion', code),
  discountId: stableId('promotion_discount', code),
  code,
  type,
  value,
  priority: 1,
  translations: { 'de-DE': { name: de }, 'en-GB': { name: en } },
});

/** The estate's promotion codes. */
export const PROMOTIONS: readonly PromotionRecord[] = [
  promotion('WEINFREUNDE10', 'percentage', 10, 'Weinfreunde-Rabatt 10 %', 'Wine friends discount 10 %'),
  promotion('PFALZ5', 'absolute', 5, 'Pfalz-Gutschein 5 €', 'Palatinate voucher 5 €'),
];

/** Shopware looks codes up in MySQL with a case-insensitive collation. */
export const findPromotion = (code: string) => PROMOTIONS.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());

export interface AppliedDiscount {
  promotion: PromotionRecord;
  code: string;
  /** What the discount took off each product item (the payload's `composition`). */
  composition: { id: string; quantity: number; discount: number }[];
}

/**
 * PromotionCollector + PromotionProcessor + PromotionCalculator for code promotions: unknown codes
 * are dropped with promotion-not-found; with nothing to discount, promotions-on-cart-price-zero;
 * otherwise one discount line item per promotion (id = the discount's id), announced with
 * promotion-discount-added the first time it appears in the cart.
 */
export function applyPromotions(cart: StoredCart, goods: CalculatedLineItem[], locale: Locale, errors: CartErrors): CalculatedLineItem[] {
  const found: { promotion: PromotionRecord; code: string }[] = [];
  for (const code of [...cart.promotionCodes]) {
    const match = findPromotion(code);
    if (!match) {
      cart.promotionCodes = cart.promotionCodes.filter((candidate) => candidate !== code);
      errors.add(promotionNotFound(code));
    } else if (!found.some((entry) => entry.promotion.id === match.id)) {
      found.push({ promotion: match, code });
    }
  }
  const previous = new Set(cart.lineItems.filter((item) => item.type === 'promotion').map((item) => item.id));
  cart.lineItems = cart.lineItems.filter((item) => item.type !== 'promotion');
  if (found.length === 0) return [];

  const goodsTotal = goods.reduce((sum, item) => sum + item.price.totalPrice, 0);
  if (goodsTotal === 0) {
    errors.add(promotionsOnCartPriceZero(found.map((entry) => translate(entry.promotion.translations, locale).name)));
    return [];
  }

  const rules = taxRulesOf(goods.map((item) => item.price));
  const applied: CalculatedLineItem[] = [];
  for (const { promotion: record, code } of [...found].sort((a, b) => b.promotion.priority - a.promotion.priority)) {
    const name = translate(record.translations, locale).name;
    const amount =
      record.type === 'percentage' ? -round((goodsTotal / 100) * Math.abs(record.value)) : -Math.min(Math.abs(record.value), goodsTotal);
    if (amount === 0) continue;
    const composition = goods.map((item) => ({
      id: item.stored.id,
      quantity: item.stored.quantity,
      discount: round((item.price.totalPrice / goodsTotal) * Math.abs(amount)),
    }));
    const stored = {
      id: record.discountId,
      type: 'promotion' as const,
      referencedId: code,
      quantity: 1,
      label: name,
      stackable: false,
      removable: true,
      uniqueIdentifier: stableId('line_item', record.discountId),
    };
    cart.lineItems.push(stored);
    applied.push({
      stored,
      label: name,
      good: false,
      price: grossPrice(amount, 1, rules),
      discount: { promotion: record, code, composition },
    });
    if (!previous.has(record.discountId)) errors.add(promotionDiscountAdded(name, record.discountId));
  }
  return applied;
}
