import type { CalculatedPrice, CartPrice } from '../cart/calculator.js';
import type { PostalAddress } from '../customer/customer-records.js';
import type { OrderStateName, TransactionStateName, DeliveryStateName } from './order-states.js';

/** An order's document (Shopware's `document` entity); only invoices here. */
export interface OrderDocumentRecord {
  id: string;
  type: 'invoice';
  documentNumber: string;
  /** Random::getAlphanumericString(32), as DocumentGenerator gives every document. */
  deepLinkCode: string;
  createdAt: string;
}

/**
 * An order as the `order` table keeps it (the JSON of its `data` column): language-independent,
 * what Shopware's OrderConverter writes to order, order_customer, order_address, order_line_item,
 * order_delivery(_position) and order_transaction. The views turn it into Store API entities for
 * one language; states are kept by technical name.
 */
export interface OrderRecord {
  id: string;
  orderNumber: string;
  salesChannelId: string;
  languageId: string;
  currencyId: string;
  currencyFactor: number;
  /** ISO date-times. */
  orderDateTime: string;
  createdAt: string;
  updatedAt: string | null;
  price: CartPrice;
  shippingCosts: CalculatedPrice;
  state: OrderStateName;
  /** Random::getBase64UrlString(32): lets a guest open the order without logging in. */
  deepLinkCode: string;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  orderCustomer: OrderCustomerRecord;
  addresses: OrderAddressRecord[];
  billingAddressId: string;
  lineItems: OrderLineItemRecord[];
  deliveries: OrderDeliveryRecord[];
  /** Oldest first; the last one is the current (primary) transaction. */
  transactions: OrderTransactionRecord[];
  /** The order's documents (an invoice); absent in orders stored before documents existed. */
  documents?: OrderDocumentRecord[];
}

export interface OrderCustomerRecord {
  id: string;
  customerId: string;
  email: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  company: string | null;
  vatIds: string[] | null;
  customerNumber: string;
}

/** AddressTransformer::transform(): a copy of a customer address with a new id. */
export interface OrderAddressRecord extends PostalAddress {
  id: string;
  salutationId: string | null;
}

/** LineItemTransformer::transform(). */
export interface OrderLineItemRecord {
  id: string;
  /** The cart line item's id. */
  identifier: string;
  productId: string | null;
  promotionId: string | null;
  referencedId: string;
  quantity: number;
  type: 'product' | 'promotion';
  label: string;
  description: string | null;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  position: number;
  price: CalculatedPrice;
  coverId: string | null;
  payload: Record<string, unknown>;
  states: string[];
}

export interface OrderDeliveryRecord {
  id: string;
  shippingOrderAddressId: string;
  shippingMethodId: string;
  state: DeliveryStateName;
  shippingDateEarliest: string;
  shippingDateLatest: string;
  shippingCosts: CalculatedPrice;
  positions: { id: string; orderLineItemId: string; price: CalculatedPrice }[];
}

export interface OrderTransactionRecord {
  id: string;
  paymentMethodId: string;
  amount: CalculatedPrice;
  state: TransactionStateName;
  createdAt: string;
  updatedAt: string | null;
}

/** The current transaction: Shopware's primaryOrderTransaction (the newest one). */
export const currentTransaction = (order: OrderRecord): OrderTransactionRecord | undefined => order.transactions.at(-1);
