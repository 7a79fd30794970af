import { INVOICE_TYPE_ID } from './invoice.js';
import type { OrderDocumentRecord } from './order-record.js';
import type { CatalogueView } from '../catalogue/catalogue-view.js';
import { shopwareDateTime } from '../customer/customer-view.js';
import {
  LIVE_VERSION,
  presentDelivery,
  presentOrderAddress,
  presentOrderCustomer,
  presentOrderLineItem,
  presentTransaction,
} from './order-aggregate-views.js';
import type { OrderRecord } from './order-record.js';
import { orderStates, presentState } from './order-states.js';

/**
 * The Store API Order with every association it can carry, in one language: the fields of
 * OrderDefinition and its aggregates that are ApiAware (a line item's `price` and the order's
 * `stateId` are not; the `priceDefinition` is left out as the cart leaves it out). Which
 * associations an answer keeps is decided afterwards (order-associations.ts).
 */
export function presentOrder(order: OrderRecord, view: CatalogueView) {
  const stamps = { createdAt: shopwareDateTime(order.createdAt), updatedAt: shopwareDateTime(order.updatedAt) };
  const addresses = order.addresses.map((address) => presentOrderAddress(address, order, view));
  const addressOf = (id: string) => addresses.find((address) => address.id === id) ?? null;
  const deliveries = order.deliveries.map((delivery) =>
    presentDelivery(delivery, order, view, addressOf(delivery.shippingOrderAddressId)),
  );
  const transactions = order.transactions.map((transaction) => presentTransaction(transaction, order, view));
  const primaryDelivery = deliveries[0] ?? null;
  const primaryTransaction = transactions.at(-1) ?? null;
  return {
    id: order.id,
    versionId: LIVE_VERSION,
    orderNumber: order.orderNumber,
    billingAddressId: order.billingAddressId,
    billingAddressVersionId: LIVE_VERSION,
    currencyId: order.currencyId,
    languageId: order.languageId,
    salesChannelId: order.salesChannelId,
    orderDateTime: shopwareDateTime(order.orderDateTime),
    orderDate: order.orderDateTime.slice(0, 10),
    price: order.price,
    amountTotal: order.price.totalPrice,
    amountNet: order.price.netPrice,
    positionPrice: order.price.positionPrice,
    taxStatus: order.price.taxStatus,
    shippingCosts: order.shippingCosts,
    shippingTotal: order.shippingCosts.totalPrice,
    currencyFactor: order.currencyFactor,
    deepLinkCode: order.deepLinkCode,
    affiliateCode: order.affiliateCode,
    campaignCode: order.campaignCode,
    customerComment: order.customerComment,
    source: null,
    customFields: null,
    createdById: null,
    updatedById: null,
    primaryOrderDeliveryId: primaryDelivery?.id ?? null,
    primaryOrderDeliveryVersionId: primaryDelivery ? LIVE_VERSION : null,
    primaryOrderTransactionId: primaryTransaction?.id ?? null,
    primaryOrderTransactionVersionId: primaryTransaction ? LIVE_VERSION : null,
    ...stamps,
    stateMachineState: presentState(orderStates, order.state, view.locale),
    orderCustomer: presentOrderCustomer(order.orderCustomer, order, view),
    currency: view.currencies.find((currency) => currency.id === order.currencyId) ?? null,
    language: view.languages.find((language) => language.id === order.languageId) ?? null,
    addresses,
    billingAddress: addressOf(order.billingAddressId),
    deliveries,
    lineItems: order.lineItems.map((item) => presentOrderLineItem(item, order, view)),
    transactions,
    primaryOrderDelivery: primaryDelivery,
    primaryOrderTransaction: primaryTransaction,
    documents: (order.documents ?? []).map((document) => presentDocument(document, order)),
    tags: [],
    apiAlias: 'order',
  };
}

/** Shopware's document entity as the order's `documents` association answers it. */
function presentDocument(document: OrderDocumentRecord, order: OrderRecord) {
  return {
    id: document.id,
    orderId: order.id,
    orderVersionId: LIVE_VERSION,
    documentTypeId: INVOICE_TYPE_ID,
    documentType: { id: INVOICE_TYPE_ID, technicalName: document.type, name: 'Rechnung', apiAlias: 'document_type' },
    fileType: 'pdf',
    documentNumber: document.documentNumber,
    deepLinkCode: document.deepLinkCode,
    config: {
      name: 'invoice',
      title: 'Rechnung',
      documentNumber: document.documentNumber,
      documentDate: document.createdAt,
    },
    sent: true,
    static: false,
    createdAt: document.createdAt,
    apiAlias: 'document',
  };
}

export type OrderDoc = ReturnType<typeof presentOrder>;
