import type { FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import type { Criteria, Filter, Sorting } from '../criteria/criteria.js';
import type { EntityDefinition } from '../criteria/entity-definitions.js';
import { MAX_LIMIT, parseCriteria } from '../criteria/parse-criteria.js';
import { searchDocuments } from '../criteria/search-documents.js';
import { customerErrors } from '../customer/customer-errors.js';
import { RateLimitExceeded, RateLimiter } from '../http/rate-limiter.js';
import { payloadOf } from '../routes/route-helpers.js';
import { criteriaWith, withAssociations } from './order-associations.js';
import { orderErrors } from './order-errors.js';
import type { OrderRecord } from './order-record.js';
import { orderStoreOf } from './order-store.js';
import { isPaymentChangeableByTransactionState } from './order-transitions.js';
import { presentOrder, type OrderDoc } from './order-view.js';

const orderDefinition: EntityDefinition = {
  name: 'order',
  aliases: { stateId: 'stateMachineState.id' },
  optionalAssociations: [],
  searchFields: [
    { path: 'orderNumber', weight: 500 },
    { path: 'orderCustomer.lastName', weight: 100 },
    { path: 'lineItems.label', weight: 50 },
  ],
};

/** The fields a filter or sorting may name (the first segment of its path). */
const ORDER_FIELDS = Object.fromEntries(
  [
    'id',
    'versionId',
    'orderNumber',
    'billingAddressId',
    'currencyId',
    'languageId',
    'salesChannelId',
    'orderDateTime',
    'orderDate',
    'price',
    'amountTotal',
    'amountNet',
    'positionPrice',
    'taxStatus',
    'shippingCosts',
    'shippingTotal',
    'currencyFactor',
    'deepLinkCode',
    'affiliateCode',
    'campaignCode',
    'customerComment',
    'source',
    'customFields',
    'createdAt',
    'updatedAt',
    'stateId',
    'stateMachineState',
    'orderCustomer',
    'currency',
    'language',
    'addresses',
    'billingAddress',
    'deliveries',
    'lineItems',
    'transactions',
    'documents',
    'tags',
    'primaryOrderDeliveryId',
    'primaryOrderTransactionId',
    'primaryOrderDelivery',
    'primaryOrderTransaction',
  ].map((field) => [field, null]),
);

/** Without a sorting of its own, the newest order first (ties: the higher number). */
const NEWEST_FIRST: Sorting[] = [
  { field: 'orderDateTime', order: 'DESC', naturalSorting: false },
  { field: 'orderNumber', order: 'DESC', naturalSorting: true },
];

const fieldsOf = (filter: Filter): string[] =>
  'queries' in filter ? filter.queries.flatMap(fieldsOf) : [filter.field];
const isDeepLinkFilter = (filter: Filter) =>
  fieldsOf(filter).some((field) => field === 'deepLinkCode' || field === 'order.deepLinkCode');

/** OrderRoute::filterOldOrders(): a deep link opens orders created or changed in the last 30 days. */
const isRecent = (order: OrderRecord, now: Date) =>
  [order.createdAt, order.updatedAt].some(
    (date) => date !== null && new Date(date).getTime() > now.getTime() - 30 * 86_400_000,
  );

/**
 * OrderRoute::checkGuestAuth() (GuestAuthenticator::validate() in 6.7): the order's customer must
 * (still) be a guest, and the guest's e-mail and billing zip code must match the order, compared
 * without regard to case (mb_strtolower / mb_strtoupper).
 */
function checkGuestAuth(deps: EmulatorDeps, order: OrderRecord | undefined, data: Record<string, unknown>): void {
  if (!order) throw orderErrors.guestNotAuthenticated();
  if (deps.customers.get(order.orderCustomer.customerId)?.guest !== true) throw orderErrors.orderCustomerNotLoggedIn();
  const { email, zipcode } = data;
  if (!email || !zipcode) throw orderErrors.guestNotAuthenticated();
  const billing = order.addresses.find((address) => address.id === order.billingAddressId);
  if (
    !billing?.zipcode ||
    String(email).toLowerCase() !== order.orderCustomer.email.toLowerCase() ||
    String(zipcode).toUpperCase() !== billing.zipcode.toUpperCase()
  ) {
    throw orderErrors.wrongGuestCredentials();
  }
}

/**
 * The guest's attempt, limited as Shopware's RateLimiter::GUEST_LOGIN by the lower-cased deep link
 * code and the client's address (429 CHECKOUT__CUSTOMER_AUTH_THROTTLED), and forgotten once it succeeds.
 */
function authenticateGuest(
  deps: EmulatorDeps,
  request: FastifyRequest,
  code: string,
  order: OrderRecord | undefined,
  data: Record<string, unknown>,
): void {
  const limiter = new RateLimiter(deps.db, deps.clock);
  const key = `${code.toLowerCase()}-${request.ip}`;
  try {
    limiter.ensureAccepted('guest_login', key);
  } catch (error) {
    if (error instanceof RateLimitExceeded) throw customerErrors.customerAuthThrottled(error.waitTime);
    throw error;
  }
  checkGuestAuth(deps, order, data);
  limiter.reset('guest_login', key);
}

/**
 * Whether the payment method may still be changed: the current transaction allows it
 * (OrderService::isPaymentChangeableByTransactionState) and its method is allowed after the
 * order (afterOrderEnabled); promotions never restrict it here (no promotion has a payment rule).
 */
function paymentChangeable(deps: EmulatorDeps, order: OrderRecord): boolean {
  const method = deps.records.get('payment_method', order.transactions.at(-1)?.paymentMethodId ?? '');
  return isPaymentChangeableByTransactionState(order) && (method?.afterOrderEnabled ?? true);
}

/**
 * POST|GET /order (OrderRoute::load()): the logged-in customer's orders, or, without a customer,
 * the guest order named by an equals filter on deepLinkCode with the guest's email and zipcode.
 * `paymentChangeable` is filled, as Shopware does, only when the request has `checkPromotion: true`.
 */
export function listOrders(deps: EmulatorDeps, request: FastifyRequest) {
  const store = request.store;
  const payload = payloadOf(request);
  const criteria: Criteria = parseCriteria(payload, orderDefinition, ORDER_FIELDS);
  const deepLink = criteria.filters.find(isDeepLinkFilter);
  const orders = orderStoreOf(deps.db);

  let records: OrderRecord[];
  if (store.customer) records = orders.ofCustomer(store.customer.id);
  else if (!deepLink) throw orderErrors.orderCustomerNotLoggedIn();
  else if (deepLink.type !== 'equals' || typeof deepLink.value !== 'string') throw orderErrors.guestNotAuthenticated();
  else records = orders.byDeepLinkCode(deepLink.value);
  records = records.filter((order) => order.salesChannelId === store.salesChannel.id);

  const docs = new Map<OrderDoc, OrderRecord>(records.map((record) => [presentOrder(record, store.view), record]));
  const result = searchDocuments([...docs.keys()], criteria, orderDefinition, {
    defaultLimit: MAX_LIMIT,
    sorts: criteria.sorts.length > 0 ? [] : NEWEST_FIRST,
  });
  let found = result.matched.map((doc) => docs.get(doc)!);
  if (deepLink) found = found.filter((order) => isRecent(order, deps.clock()));
  if (!store.customer && deepLink?.type === 'equals')
    authenticateGuest(deps, request, String(deepLink.value), found[0], payload);

  const loading = criteriaWith(['billingAddress'], criteria);
  const changeable =
    payload['checkPromotion'] === true
      ? Object.fromEntries(found.map((order) => [order.id, paymentChangeable(deps, order)]))
      : {};
  return {
    orders: {
      entity: 'order',
      total: result.total,
      aggregations: result.aggregations,
      page: result.page,
      limit: result.limit ?? result.elements.length,
      elements: result.matched.map((doc) => withAssociations(doc, loading)),
      apiAlias: 'dal_entity_search_result',
    },
    // PHP encodes the empty map as [].
    paymentChangeable: Object.keys(changeable).length > 0 ? changeable : [],
    apiAlias: 'order-route-response-struct',
  };
}
