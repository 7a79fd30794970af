import type { RawProduct } from '../shopware/store-api-types.js';

export type ProductFlag = 'SOLD_OUT' | 'TOP_SELLER' | 'NEW';

/** The card's flag (docs/behaviour/flags.md): not available → SOLD_OUT, else top seller → TOP_SELLER, else new → NEW, else none. */
export function productFlagOf(
  product: Pick<RawProduct, 'available' | 'markAsTopseller' | 'isNew'>,
): ProductFlag | null {
  if (product.available === false) return 'SOLD_OUT';
  if (product.markAsTopseller === true) return 'TOP_SELLER';
  if (product.isNew === true) return 'NEW';
  return null;
}
