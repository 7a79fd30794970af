/**
 * Raw Store API shapes of orders (POST /checkout/order, POST /order), written loosely: every
 * association is optional (it is only there when asked for), the mappers read them defensively.
 */
import type {
  RawCountry,
  RawCountryState,
  RawMedia,
  RawPaymentMethod,
  RawSalutation,
  RawShippingMethod,
} from '../../shopware/store-api-types.js';
import type { RawCalculatedTax, RawLinePrice } from '../cart/cart-raw-types.js';

export interface RawStateMachineState {
  technicalName: string;
  name?: string;
  translated?: { name?: string } | null;
}

export interface RawOrderAddress {
  id: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode?: string | null;
  city: string;
  company?: string | null;
  additionalAddressLine1?: string | null;
  phoneNumber?: string | null;
  country?: RawCountry | null;
  countryState?: RawCountryState | null;
  salutation?: RawSalutation | null;
}

export interface RawOrderLineItem {
  id: string;
  type?: string | null;
  productId?: string | null;
  referencedId?: string | null;
  label?: string | null;
  quantity?: number;
  unitPrice?: number;
  totalPrice?: number;
  position?: number;
  cover?: RawMedia | null;
  payload?: Record<string, unknown> | null;
}

export interface RawOrderTransaction {
  id: string;
  paymentMethodId?: string;
  createdAt?: string;
  stateMachineState?: RawStateMachineState | null;
  paymentMethod?: RawPaymentMethod | null;
}

export interface RawOrderDelivery {
  shippingOrderAddressId?: string;
  shippingDateEarliest?: string | null;
  shippingDateLatest?: string | null;
  trackingCodes?: string[];
  stateMachineState?: RawStateMachineState | null;
  shippingOrderAddress?: RawOrderAddress | null;
  shippingMethod?: RawShippingMethod | null;
}

export interface RawOrderDocument {
  id: string;
  deepLinkCode?: string;
  documentNumber?: string | null;
  fileType?: string | null;
  config?: { documentNumber?: string; documentDate?: string } | null;
  documentType?: { technicalName?: string } | null;
}

export interface RawOrder {
  id: string;
  orderNumber?: string | null;
  orderDateTime?: string;
  currencyId?: string;
  currencyFactor?: number;
  amountTotal?: number;
  shippingTotal?: number;
  customerComment?: string | null;
  billingAddressId?: string;
  primaryOrderTransactionId?: string | null;
  price?: {
    netPrice?: number;
    totalPrice?: number;
    positionPrice?: number;
    taxStatus?: string;
    calculatedTaxes?: RawCalculatedTax[];
  } | null;
  shippingCosts?: RawLinePrice | null;
  stateMachineState?: RawStateMachineState | null;
  orderCustomer?: { email?: string; firstName?: string; lastName?: string } | null;
  billingAddress?: RawOrderAddress | null;
  addresses?: RawOrderAddress[] | null;
  lineItems?: RawOrderLineItem[] | null;
  deliveries?: RawOrderDelivery[] | null;
  transactions?: RawOrderTransaction[] | null;
  documents?: RawOrderDocument[] | null;
}

/** POST /order: the orders, and (with checkPromotion: true) whether each one's payment method may change. */
export interface RawOrderListAnswer {
  orders: { elements: RawOrder[]; total?: number; page?: number; limit?: number };
  /** An object keyed by order id; `[]` when empty (PHP's empty array). */
  paymentChangeable?: Record<string, boolean> | unknown[];
}
