import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { dalUuid } from '../http/dal-uuid.js';
import { requireCustomer } from '../http/guards.js';
import { readRoute } from '../routes/route-helpers.js';
import { criteriaWith, withAssociations } from './order-associations.js';
import { orderErrors } from './order-errors.js';
import { listOrders } from './order-list.js';
import { orderStates, presentState } from './order-states.js';
import { orderStoreOf } from './order-store.js';
import { transitionOrder } from './order-transitions.js';
import { presentOrder } from './order-view.js';
import { placeOrder } from './place-order.js';
import { setPaymentMethod } from './set-payment-method.js';
import { stockTransaction } from './stock-transaction.js';

type Data = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Data =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Data) : {};
/** `$request->get()`: attributes, then the query, then the body. */
const requestValue = (request: FastifyRequest, key: string): unknown =>
  ((request.query ?? {}) as Data)[key] ?? bodyOf(request)[key];

/** The associations CartOrderRoute loads for its answer. */
const PLACED_ORDER_ASSOCIATIONS = [
  'orderCustomer.salutation',
  'deliveries.shippingMethod',
  'deliveries.shippingOrderAddress.country',
  'deliveries.shippingOrderAddress.countryState',
  'transactions.paymentMethod',
  'lineItems.cover',
  'lineItems.downloads.media',
  'currency',
  'addresses.country',
  'addresses.countryState',
  'stateMachineState',
  'deliveries.stateMachineState',
  'transactions.stateMachineState',
];

/**
 * The order routes: POST /checkout/order (CartOrderRoute), POST|GET /order (OrderRoute),
 * POST /order/state/cancel (CancelOrderRoute), POST /order/payment (SetPaymentOrderRoute).
 */
export function registerOrderRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  api.post('/checkout/order', async (request) => {
    const customer = requireCustomer(request.store, { allowGuest: true });
    const order = placeOrder(deps, request.store, customer, bodyOf(request));
    return withAssociations(presentOrder(order, request.store.view), criteriaWith(PLACED_ORDER_ASSOCIATIONS));
  });

  readRoute(api, '/order', (request) => listOrders(deps, request));

  /**
   * The order's 'cancel' transition. Already cancelled: Shopware's registry finds the transition
   * unnecessary and answers the cancelled state again; from 'completed' it is
   * SYSTEM__ILLEGAL_STATE_TRANSITION. Cancelling gives the stock back (OrderStockSubscriber).
   */
  api.post('/order/state/cancel', async (request) => {
    const customer = requireCustomer(request.store, { allowGuest: true });
    const rawId = requestValue(request, 'orderId');
    if (rawId === undefined || rawId === null) throw orderErrors.invalidRequestParameter('orderId');
    const orderId = dalUuid(rawId);
    const orders = orderStoreOf(deps.db);
    const cancelled = stockTransaction(deps, (changeStock) => {
      const order = orders.getOfCustomer(orderId, customer.id);
      if (!order) throw orderErrors.orderNotFound(orderId);
      const result = transitionOrder(order, 'cancel', deps.clock());
      if (result.changed) {
        orders.update(result.order);
        changeStock(
          order.lineItems.flatMap((item) =>
            item.productId ? [{ productId: item.productId, delta: item.quantity }] : [],
          ),
        );
      }
      return result.order;
    });
    return presentState(orderStates, cancelled.state, request.store.view.locale);
  });

  api.post('/order/payment', async (request) => {
    const customer = requireCustomer(request.store, { allowGuest: true });
    setPaymentMethod(deps, request.store, customer, bodyOf(request));
    return { success: true, apiAlias: 'array_struct' };
  });
}
