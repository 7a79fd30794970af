import { z } from 'zod';
import { id } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import { checkId, checkPaging } from '../catalog/catalog.args.js';
import { notFoundError } from '../catalog/catalog-errors.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { attemptChange } from '../shared/refusals.js';
import type { RawOrder, RawOrderListAnswer } from './order-raw-types.js';
import { orderByIdCriteria, orderPageCriteria } from './order-criteria.js';
import { mapOrder, paymentChangeableOf } from './order.mapper.js';
import { orderRefusals } from './order-refusals.js';
import type { Order, OrderPage, OrderPayload } from './order.type.js';

type Ctx = GatewayContext;

const orderIdRule = z.object({ orderId: id });
const paymentChangeRule = z.object({ orderId: id, paymentMethodId: id });

/** POST /order with one id: the session's own order (a customer's, or the guest session's), or null. */
export async function findOrder(context: Ctx, orderId: string): Promise<Order | null> {
  const answer = await context.storeApi.read<RawOrderListAnswer>('/order', orderByIdCriteria(orderId));
  const raw: RawOrder | undefined = answer.orders.elements.find((order) => order.id === orderId);
  return raw ? mapOrder(raw, currencyOf(context), paymentChangeableOf(answer.paymentChangeable, raw.id)) : null;
}

/** One order of the session; NOT_FOUND for an unknown id or another shopper's order. */
export async function loadOrder(context: Ctx, orderId: string): Promise<Order> {
  checkId('id', orderId, context.locale);
  const order = await findOrder(context, orderId);
  if (!order) throw notFoundError(context.locale);
  return order;
}

/** A page of the customer's orders, newest first, with the exact total. */
export async function loadOrders(context: Ctx, page: number, limit: number): Promise<OrderPage> {
  checkPaging(page, limit, context.locale);
  const answer = await context.storeApi.read<RawOrderListAnswer>('/order', orderPageCriteria(page, limit));
  const currency = currencyOf(context);
  return {
    orders: answer.orders.elements.map((raw) =>
      mapOrder(raw, currency, paymentChangeableOf(answer.paymentChangeable, raw.id)),
    ),
    total: answer.orders.total ?? answer.orders.elements.length,
    page,
    limit,
  };
}

/** The order after a change: read again, so that states and the payment flag are Shopware's. */
async function orderAfterChange(context: Ctx, orderId: string): Promise<OrderPayload> {
  return { order: await findOrder(context, orderId), userErrors: [] };
}

/** POST /order/state/cancel: Shopware gives the stock back; a shipped or completed order is refused. */
export async function cancelOrder(context: Ctx, orderId: string): Promise<OrderPayload> {
  const input = validateInput(orderIdRule, { orderId }, context.locale);
  if (!input.ok) return { order: null, userErrors: input.userErrors };
  const result = await attemptChange(context.locale, orderRefusals, () =>
    context.storeApi.write('POST', '/order/state/cancel', { orderId }),
  );
  if (!result.ok) return { order: null, userErrors: result.userErrors };
  context.loaders.productsById.clearAll(); // the stock came back
  return orderAfterChange(context, orderId);
}

/**
 * POST /order/payment: the current transaction is cancelled and a new open one with the method
 * added; handlePayment then pays it.
 */
export async function changeOrderPaymentMethod(
  context: Ctx,
  orderId: string,
  paymentMethodId: string,
): Promise<OrderPayload> {
  const input = validateInput(paymentChangeRule, { orderId, paymentMethodId }, context.locale);
  if (!input.ok) return { order: null, userErrors: input.userErrors };
  const result = await attemptChange(context.locale, orderRefusals, () =>
    context.storeApi.write('POST', '/order/payment', { orderId, paymentMethodId }),
  );
  if (!result.ok) return { order: null, userErrors: result.userErrors };
  return orderAfterChange(context, orderId);
}
