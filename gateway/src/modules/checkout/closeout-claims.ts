import type { StockClaim } from '../../security/stock-shares.js';
import type { RawCart } from '../cart/cart-raw-types.js';

/**
 * The cart's lines that can sell out (closeouts: Shopware sells no more than their stock) as claims on the
 * stock, summed per product. Other products are sold beyond their stock and take nothing from anyone.
 */
export function closeoutClaims(cart: RawCart): StockClaim[] {
  const claims = new Map<string, StockClaim>();
  for (const line of cart.lineItems ?? []) {
    if (line.type !== 'product' || line.payload?.['isCloseout'] !== true) continue;
    const productId = line.referencedId ?? line.id;
    const stock = line.deliveryInformation?.stock ?? line.payload?.['stock'];
    if (typeof stock !== 'number') continue;
    const known = claims.get(productId);
    claims.set(productId, { productId, stock, quantity: (known?.quantity ?? 0) + (line.quantity ?? 1) });
  }
  return [...claims.values()];
}

/** The label of the product's line, for a refusal that names it. */
export const lineLabelOf = (cart: RawCart, productId: string): string =>
  (cart.lineItems ?? []).find((line) => (line.referencedId ?? line.id) === productId)?.label ?? '';
