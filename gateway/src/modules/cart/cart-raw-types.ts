/**
 * Raw Store API shapes of the cart (GET /checkout/cart, the line-item routes). Written loosely
 * (every field optional) rather than from @shopware/api-client's Schemas: the mappers read them
 * defensively, and the cart errors' per-class fields are not in the schema.
 */
import type { RawMedia, RawShippingMethod } from '../../shopware/store-api-types.js';

export interface RawCalculatedTax {
  tax: number;
  taxRate: number;
  price: number;
}

/** A calculated price of a line item or of the shipping costs. */
export interface RawLinePrice {
  unitPrice: number;
  quantity?: number;
  totalPrice: number;
  calculatedTaxes?: RawCalculatedTax[];
  listPrice?: { price?: number; discount?: number; percentage?: number } | null;
  referencePrice?: { price?: number; purchaseUnit?: number; referenceUnit?: number; unitName?: string } | null;
}

export interface RawLineItem {
  id: string;
  referencedId?: string | null;
  label?: string | null;
  type: string;
  quantity?: number;
  good?: boolean;
  removable?: boolean;
  stackable?: boolean;
  cover?: RawMedia | null;
  price?: RawLinePrice | null;
  quantityInformation?: { minPurchase?: number; maxPurchase?: number; purchaseSteps?: number } | null;
  /** `stock`: the product's available stock (ProductCartProcessor's DeliveryInformation). */
  deliveryInformation?: { stock?: number; deliveryTime?: { name?: string } | null } | null;
  /** Product lines: productNumber, options …; promotion lines: code, promotionId, discountType, value. */
  payload?: Record<string, unknown> | null;
}

/** One entry of `cart.errors` (Checkout/Cart/Error/Error.php): level 0 notice, 10 warning, 20 error. */
export interface RawCartError {
  key?: string;
  messageKey?: string;
  level?: number;
  message?: string;
  parameters?: Record<string, unknown> | unknown[];
  block?: boolean;
}

export interface RawCartDelivery {
  deliveryDate?: { earliest?: string; latest?: string } | null;
  shippingCosts?: RawLinePrice | null;
  shippingMethod?: RawShippingMethod | null;
}

export interface RawCart {
  token?: string;
  price?: {
    netPrice?: number;
    totalPrice?: number;
    positionPrice?: number;
    rawTotal?: number;
    taxStatus?: string;
    calculatedTaxes?: RawCalculatedTax[];
  } | null;
  lineItems?: RawLineItem[] | null;
  /** An object keyed by error id; `[]` when empty (PHP's empty array). */
  errors?: RawCartError[] | Record<string, RawCartError> | null;
  deliveries?: RawCartDelivery[] | null;
  customerComment?: string | null;
}
