import { stableId } from '../catalogue/ids.js';
import { round } from '../catalogue/price.js';
import type { Locale } from '../catalogue/records.js';
import { translate } from '../catalogue/translate.js';
import {
  promotionDiscountAdded,
  promotionNotFound,
  promotionsOnCartPriceZero,
  type CartErrors,
} from './cart-errors.js';
import { grossPrice, taxRulesOf } from './calculator.js';
import type { CalculatedLineItem } from './calculated-cart.js';
import type { PromotionRecord } from './promotion-record.js';
import type { StoredCart } from './stored-cart.js';

const promotion = (
  code: string,
  type: PromotionRecord['type'],
  value: number,
  de: string,
  en: string,
): PromotionRecord => ({
  id: stableId('promotion', code),
  discountId: stableId('promotion_discount', code),
  code,
  type,
  value,
  priority: 1,
  translations: { 'de-DE': { name: de }, 'en-GB': { name: en } },
});

/** The estate's automatic promotion: 5 % off the goods from three tasting packages on (Paketrabatt). */
const PACKAGE_DISCOUNT: PromotionRecord = {
  id: stableId('promotion', 'paketrabatt'),
  discountId: stableId('promotion_discount', 'paketrabatt'),
  code: '',
  requirement: { categoryId: stableId('category', 'probierpakete'), minQuantity: 3 },
  type: 'percentage',
  value: 5,
  priority: 1,
  translations: {
    'de-DE': { name: 'Paketrabatt: 5 % ab drei Probierpaketen' },
    'en-GB': { name: 'Package discount: 5 % from three tasting packages' },
  },
};

/** The estate's promotions: two codes and one automatic promotion. */
export const PROMOTIONS: readonly PromotionRecord[] = [
  promotion('WEINFREUNDE10', 'percentage', 10, 'Weinfreunde-Rabatt 10 %', 'Wine friends discount 10 %'),
  promotion('PFALZ5', 'absolute', 5, 'Pfalz-Gutschein 5 €', 'Palatinate voucher 5 €'),
  PACKAGE_DISCOUNT,
];

/** Shopware looks codes up in MySQL with a case-insensitive collation; automatic promotions have none to find. */
export const findPromotion = (code: string) =>
  code === ''
    ? undefined
    : PROMOTIONS.find((candidate) => candidate.code !== '' && candidate.code.toLowerCase() === code.toLowerCase());

/** CartPromotionsCollector's automatic promotions: those without a code whose cart rule the goods meet. */
function automaticPromotions(goods: CalculatedLineItem[]): PromotionRecord[] {
  return PROMOTIONS.filter((candidate) => {
    if (candidate.code !== '' || !candidate.requirement) return false;
    const { categoryId, minQuantity } = candidate.requirement;
    const quantity = goods
      .filter((item) => item.product?.doc.categoryTree.includes(categoryId))
      .reduce((sum, item) => sum + item.stored.quantity, 0);
    return quantity >= minQuantity;
  });
}

/**
 * PromotionCollector + PromotionProcessor + PromotionCalculator for code promotions and automatic
 * ones (no code: referencedId and payload.code '', as Shopware answers them): unknown codes are
 * dropped with promotion-not-found; with nothing to discount, promotions-on-cart-price-zero;
 * otherwise one discount line item per promotion (id = the discount's id), announced with
 * promotion-discount-added the first time it appears in the cart.
 */
export function applyPromotions(
  cart: StoredCart,
  goods: CalculatedLineItem[],
  locale: Locale,
  errors: CartErrors,
): CalculatedLineItem[] {
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
  for (const automatic of automaticPromotions(goods)) found.push({ promotion: automatic, code: '' });
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
      record.type === 'percentage'
        ? -round((goodsTotal / 100) * Math.abs(record.value))
        : -Math.min(Math.abs(record.value), goodsTotal);
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
