import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { ProductRecord, ShippingMethodRecord } from '../catalogue/records.js';
import type { ProductDoc } from '../catalogue/views/product-view.js';
import type { CartError } from './cart-errors.js';
import type { CalculatedPrice, CartPrice, transactionsOf } from './calculator.js';
import type { StoredCart, StoredLineItem } from './stored-cart.js';
import type { AppliedDiscount } from './promotion-record.js';

/** What a calculation needs to know about the request's context (SalesChannelContext's cart-relevant parts). */
export interface CartContext {
  token: string;
  view: CatalogueView;
  product: (id: string) => ProductRecord | undefined;
  shippingMethod: ShippingMethodRecord;
  paymentMethodId: string;
  location: ShippingLocation;
  now: Date;
  customerId: string | null;
}

/** Shopware's ShippingLocation: the country (and state, address) the goods go to. */
export interface ShippingLocation {
  country: unknown;
  state: unknown;
  address: unknown;
}

export interface CalculatedLineItem {
  stored: StoredLineItem;
  label: string;
  good: boolean;
  price: CalculatedPrice;
  /** Product items: the record (rules, stock) and its Store API document (cover, unit, delivery time). */
  product?: { record: ProductRecord; doc: ProductDoc };
  /** Discount items: the promotion and what it took off which item. */
  discount?: AppliedDiscount;
}

export interface DeliveryDate {
  earliest: Date;
  latest: Date;
}

export interface CalculatedDelivery {
  positions: { item: CalculatedLineItem; deliveryDate: DeliveryDate }[];
  deliveryDate: DeliveryDate;
  shippingMethod: ShippingMethodRecord;
  shippingCosts: CalculatedPrice;
  location: ShippingLocation;
}

/** A calculated cart: Shopware's Cart after CartCalculator::calculate(). */
export interface CalculatedCart {
  token: string;
  lineItems: CalculatedLineItem[];
  price: CartPrice;
  deliveries: CalculatedDelivery[];
  transactions: ReturnType<typeof transactionsOf>;
  errors: CartError[];
  /** CartContextHasher::generate(): changes with the items, the amount and the chosen methods. */
  hash: string;
  /** The cart as it is kept: quantities fixed, vanished products removed, discounts as applied. */
  stored: StoredCart;
}
