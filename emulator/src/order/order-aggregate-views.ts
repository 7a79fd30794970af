import type { CatalogueView } from '../catalogue/catalogue-view.js';
import { postalFields } from '../customer/customer-records.js';
import { addressAssociations, shopwareDateTime } from '../customer/customer-view.js';
import type {
  OrderAddressRecord,
  OrderCustomerRecord,
  OrderDeliveryRecord,
  OrderLineItemRecord,
  OrderRecord,
  OrderTransactionRecord,
} from './order-record.js';
import { deliveryStates, presentState, stateId, transactionStates } from './order-states.js';

/** Defaults::LIVE_VERSION: every entity of the live order carries it as its version. */
export const LIVE_VERSION = '0fa91ce3e96a4bc2be4bd9ce752c3425';

/**
 * The Store API entities of an order's aggregates (order_address, order_customer,
 * order_line_item, order_delivery with its positions, order_transaction): their ApiAware fields
 * with every association they can carry.
 */
export function presentOrderAddress(address: OrderAddressRecord, order: OrderRecord, view: CatalogueView) {
  return {
    id: address.id,
    versionId: LIVE_VERSION,
    ...postalFields(address),
    customFields: null,
    createdAt: shopwareDateTime(order.createdAt),
    updatedAt: null,
    ...addressAssociations(address, view),
    apiAlias: 'order_address',
  };
}

export function presentOrderCustomer(customer: OrderCustomerRecord, order: OrderRecord, view: CatalogueView) {
  return {
    id: customer.id,
    versionId: LIVE_VERSION,
    email: customer.email,
    salutationId: customer.salutationId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    title: customer.title,
    vatIds: customer.vatIds,
    customerNumber: customer.customerNumber,
    customFields: null,
    createdAt: shopwareDateTime(order.createdAt),
    updatedAt: null,
    salutation: view.salutations.find((salutation) => salutation.id === customer.salutationId) ?? null,
    apiAlias: 'order_customer',
  };
}

export function presentOrderLineItem(item: OrderLineItemRecord, order: OrderRecord, view: CatalogueView) {
  return {
    id: item.id,
    versionId: LIVE_VERSION,
    orderId: order.id,
    orderVersionId: LIVE_VERSION,
    productId: item.productId,
    productVersionId: item.productId ? LIVE_VERSION : null,
    promotionId: item.promotionId,
    coverId: item.coverId,
    identifier: item.identifier,
    referencedId: item.referencedId,
    quantity: item.quantity,
    label: item.label,
    payload: item.payload,
    good: item.good,
    removable: item.removable,
    stackable: item.stackable,
    position: item.position,
    states: item.states,
    unitPrice: item.price.unitPrice,
    totalPrice: item.price.totalPrice,
    description: item.description,
    type: item.type,
    customFields: null,
    createdAt: shopwareDateTime(order.createdAt),
    updatedAt: null,
    cover: item.coverId ? (view.media.get(item.coverId) ?? null) : null,
    downloads: [],
    children: [],
    translated: {},
    apiAlias: 'order_line_item',
  };
}

export function presentDelivery(
  delivery: OrderDeliveryRecord,
  order: OrderRecord,
  view: CatalogueView,
  address: unknown,
) {
  const createdAt = shopwareDateTime(order.createdAt);
  return {
    id: delivery.id,
    versionId: LIVE_VERSION,
    orderId: order.id,
    orderVersionId: LIVE_VERSION,
    shippingOrderAddressId: delivery.shippingOrderAddressId,
    shippingOrderAddressVersionId: LIVE_VERSION,
    shippingMethodId: delivery.shippingMethodId,
    stateId: stateId(deliveryStates, delivery.state),
    trackingCodes: [],
    shippingDateEarliest: shopwareDateTime(delivery.shippingDateEarliest),
    shippingDateLatest: shopwareDateTime(delivery.shippingDateLatest),
    shippingCosts: delivery.shippingCosts,
    customFields: null,
    createdAt,
    updatedAt: null,
    stateMachineState: presentState(deliveryStates, delivery.state, view.locale),
    shippingOrderAddress: address,
    shippingMethod: view.shippingMethods.find((method) => method.id === delivery.shippingMethodId) ?? null,
    positions: delivery.positions.map((position) => ({
      id: position.id,
      versionId: LIVE_VERSION,
      orderDeliveryId: delivery.id,
      orderDeliveryVersionId: LIVE_VERSION,
      orderLineItemId: position.orderLineItemId,
      orderLineItemVersionId: LIVE_VERSION,
      price: position.price,
      unitPrice: position.price.unitPrice,
      totalPrice: position.price.totalPrice,
      quantity: position.price.quantity,
      customFields: null,
      createdAt,
      updatedAt: null,
      apiAlias: 'order_delivery_position',
    })),
    apiAlias: 'order_delivery',
  };
}

export function presentTransaction(transaction: OrderTransactionRecord, order: OrderRecord, view: CatalogueView) {
  return {
    id: transaction.id,
    versionId: LIVE_VERSION,
    orderId: order.id,
    orderVersionId: LIVE_VERSION,
    paymentMethodId: transaction.paymentMethodId,
    amount: transaction.amount,
    stateId: stateId(transactionStates, transaction.state),
    customFields: null,
    createdAt: shopwareDateTime(transaction.createdAt),
    updatedAt: shopwareDateTime(transaction.updatedAt),
    stateMachineState: presentState(transactionStates, transaction.state, view.locale),
    paymentMethod: view.paymentMethods.find((method) => method.id === transaction.paymentMethodId) ?? null,
    captures: [],
    apiAlias: 'order_transaction',
  };
}
