import { responsiveImageOf } from '../../domain/media.js';
import { money } from '../../domain/money.js';
import { mapPostalAddress } from '../address/address.mapper.js';
import { mapTaxes } from '../cart/cart.mapper.js';
import { mapPaymentMethod, mapShippingMethod, SYSTEM_CURRENCY_ID } from '../system/system.mapper.js';
import type {
  RawOrder,
  RawOrderAddress,
  RawOrderLineItem,
  RawOrderTransaction,
  RawStateMachineState,
} from './order-raw-types.js';
import type { Order, OrderAddress, OrderInvoice, OrderLineItem, StateMachineState } from './order.type.js';
import { isChangeableTransactionState, paymentStatusOf } from './payment-status.js';

const text = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

export function mapState(raw: RawStateMachineState | null | undefined): StateMachineState | null {
  if (!raw) return null;
  return { technicalName: raw.technicalName, name: raw.translated?.name || raw.name || raw.technicalName };
}

export function mapOrderAddress(raw: RawOrderAddress | null | undefined): OrderAddress | null {
  return raw ? mapPostalAddress(raw) : null;
}

function mapOrderLineItem(raw: RawOrderLineItem, currency: string): OrderLineItem {
  const type = raw.type ?? 'product';
  const code = raw.payload?.code;
  return {
    id: raw.id,
    type,
    productId: type === 'product' ? (raw.productId ?? raw.referencedId ?? null) : null,
    label: raw.label ?? '',
    quantity: raw.quantity ?? 1,
    unitPrice: money(raw.unitPrice ?? 0, currency),
    totalPrice: money(raw.totalPrice ?? 0, currency),
    cover: responsiveImageOf(raw.cover),
    promotionCode:
      type === 'promotion' ? (typeof code === 'string' && code !== '' ? code : (raw.referencedId ?? null)) : null,
  };
}

/** The transaction that counts: the primary one (Shopware 6.7 points at the newest), else the newest. */
export function currentTransactionOf(
  order: Pick<RawOrder, 'transactions' | 'primaryOrderTransactionId'>,
): RawOrderTransaction | null {
  const transactions = order.transactions ?? [];
  const primary = order.primaryOrderTransactionId
    ? transactions.find((transaction) => transaction.id === order.primaryOrderTransactionId)
    : undefined;
  if (primary) return primary;
  const newest = [...transactions].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  return newest.at(-1) ?? null;
}

/** The sum of the order's lines but its promotions (the goods before discounts). */
const goodsOf = (raw: RawOrder): number =>
  Math.round(
    (raw.lineItems ?? [])
      .filter((item) => item.type !== 'promotion')
      .reduce((sum, item) => sum + (item.totalPrice ?? 0), 0) * 100,
  ) / 100;

/**
 * A Store API order as the gateway gives it. `paymentChangeable` is Shopware's answer for this
 * order when it was asked (POST /order with checkPromotion); otherwise (a just-placed order) it is
 * Shopware's rule: the current transaction's state allows it and the method may be used after the order.
 */
export function mapOrder(raw: RawOrder, currency: string, paymentChangeable?: boolean): Order {
  const transaction = currentTransactionOf(raw);
  const transactionState = mapState(transaction?.stateMachineState);
  const delivery = raw.deliveries?.[0];
  const addresses = raw.addresses ?? [];
  const billing = addresses.find((address) => address.id === raw.billingAddressId) ?? raw.billingAddress ?? null;
  const shipping =
    delivery?.shippingOrderAddress ??
    addresses.find((address) => address.id === delivery?.shippingOrderAddressId) ??
    null;
  const price = raw.price ?? {};
  const method = transaction?.paymentMethod;
  const gross = (price.taxStatus ?? 'gross') !== 'net';
  return {
    id: raw.id,
    orderNumber: raw.orderNumber ?? '',
    orderDate: raw.orderDateTime ?? '',
    state: mapState(raw.stateMachineState) ?? { technicalName: 'open', name: 'open' },
    paymentStatus: paymentStatusOf(transactionState?.technicalName),
    transactionState,
    isPaymentMethodChangeable:
      paymentChangeable ??
      (isChangeableTransactionState(transactionState?.technicalName) && method?.afterOrderEnabled !== false),
    paymentMethod: method ? mapPaymentMethod(method) : null,
    shippingMethod: delivery?.shippingMethod
      ? mapShippingMethod(delivery.shippingMethod, {
          currencyId: raw.currencyId ?? SYSTEM_CURRENCY_ID,
          isoCode: currency,
          factor: raw.currencyFactor ?? 1,
          decimals: 2,
          gross,
        })
      : null,
    deliveryState: mapState(delivery?.stateMachineState),
    billingAddress: mapOrderAddress(billing),
    shippingAddress: mapOrderAddress(shipping ?? billing),
    lineItems: [...(raw.lineItems ?? [])]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((item) => mapOrderLineItem(item, currency)),
    shippingCosts: money(raw.shippingTotal ?? raw.shippingCosts?.totalPrice ?? 0, currency),
    taxes: mapTaxes(price.calculatedTaxes, currency),
    totals: {
      goods: money(goodsOf(raw), currency),
      positions: money(price.positionPrice ?? 0, currency),
      net: money(price.netPrice ?? 0, currency),
      total: money(raw.amountTotal ?? price.totalPrice ?? 0, currency),
      taxStatus: price.taxStatus ?? 'gross',
    },
    customerEmail: text(raw.orderCustomer?.email),
    customerComment: text(raw.customerComment),
    invoice: invoiceOf(raw),
  };
}

/** The gateway's path that downloads an order's document (http/order-documents.ts). */
export const orderDocumentPath = (orderId: string, documentId: string) => `/order-documents/${orderId}/${documentId}`;

/** The order's newest invoice document (Shopware's document type 'invoice'). */
function invoiceOf(raw: RawOrder): OrderInvoice | null {
  const invoices = (raw.documents ?? []).filter((document) => document.documentType?.technicalName === 'invoice');
  const newest = invoices.at(-1);
  if (!newest) return null;
  return {
    id: newest.id,
    number: newest.documentNumber ?? newest.config?.documentNumber ?? '',
    downloadUrl: orderDocumentPath(raw.id, newest.id),
  };
}

/** Shopware's `paymentChangeable` map (`[]` when empty) as a lookup. */
export function paymentChangeableOf(
  answer: Record<string, boolean> | unknown[] | undefined,
  orderId: string,
): boolean | undefined {
  if (!answer || Array.isArray(answer)) return undefined;
  return typeof answer[orderId] === 'boolean' ? answer[orderId] : undefined;
}
