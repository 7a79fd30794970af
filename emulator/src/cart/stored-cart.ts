/** A line item as the cart keeps it between requests; prices and errors are recalculated on every read. */
export interface StoredLineItem {
  id: string;
  type: 'product' | 'promotion';
  /** The product id, or the promotion code of a discount. */
  referencedId: string;
  quantity: number;
  /** The last known product name (ProductNotFoundError names the item by it once the product is gone). */
  label: string | null;
  stackable: boolean;
  removable: boolean;
  uniqueIdentifier: string;
}

/** What the cart persists: Shopware's serialized Cart minus the calculated parts. */
export interface StoredCart {
  lineItems: StoredLineItem[];
  /** Promotion codes entered by the shopper (CartExtension::getCodes), applied as soon as the cart qualifies. */
  promotionCodes: string[];
  /** The customer the cart was last saved for; after a logout the cart waits for that customer's next login. */
  customerId: string | null;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
}

export const emptyCart = (customerId: string | null = null): StoredCart => ({
  lineItems: [],
  promotionCodes: [],
  customerId,
  customerComment: null,
  affiliateCode: null,
  campaignCode: null,
});

/**
 * Adds a guest cart's items to a customer's cart (CartRestorer::mergeCart): stackable items raise
 * the quantity of the item with the same id, others join unless the customer cart has them.
 */
export function mergeCarts(customerCart: StoredCart, guestCart: StoredCart): StoredCart {
  const merged: StoredCart = { ...customerCart, lineItems: customerCart.lineItems.map((item) => ({ ...item })) };
  for (const item of guestCart.lineItems) {
    if (item.type === 'promotion') continue;
    const existing = merged.lineItems.find((candidate) => candidate.id === item.id);
    if (!existing) merged.lineItems.push({ ...item });
    else if (existing.stackable && item.stackable && existing.type === item.type) existing.quantity += item.quantity;
  }
  merged.promotionCodes = [...new Set([...customerCart.promotionCodes, ...guestCart.promotionCodes])];
  return merged;
}
