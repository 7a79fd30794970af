import type { TranslationMap } from '../catalogue/records.js';

/**
 * A promotion with one cart-wide discount on the products (Shopware's promotion + promotion_discount):
 * with a code the shopper enters, or automatic (no code, `useCodes` off) under a cart rule.
 */
export interface PromotionRecord {
  id: string;
  discountId: string;
  /** The code; '' for an automatic promotion, which applies whenever its requirement is met. */
  code: string;
  /** An automatic promotion's cart rule: at least `minQuantity` items of products in the category (or below it). */
  requirement?: { categoryId: string; minQuantity: number };
  type: 'percentage' | 'absolute';
  /** Percent, or euros off. */
  value: number;
  priority: number;
  translations: TranslationMap<{ name: string }>;
}

/** A promotion as it applied to a cart. */
export interface AppliedDiscount {
  promotion: PromotionRecord;
  code: string;
  /** What the discount took off each product item (the payload's `composition`). */
  composition: { id: string; quantity: number; discount: number }[];
}
