import { stableId } from '../../src/catalogue/ids.js';
import { cartClient, productId } from './cart-client.js';
import { registeredCustomer } from './customer-fixtures.js';
import { ACCESS_KEY, get, ok, post, type RunningEmulator } from './emulator-harness.js';
import { validateStoreApiResponse } from './store-api-schema.js';

type Agent = RunningEmulator['http'];
type Response = Awaited<ReturnType<typeof post>>;

export const paymentMethods = {
  prepayment: stableId('payment_method', 'prepayment'),
  invoice: stableId('payment_method', 'invoice'),
  weinpay: stableId('payment_method', 'paypal'),
  card: stableId('payment_method', 'card'),
};
export const WINE = 'riesling-feinherb-2024';
export const FINISH_URL = 'http://localhost:4000/order-success';
export const ERROR_URL = 'http://localhost:4000/payment-failure';

/** Store API calls of one shopper (context token) for checkout, payment and orders. */
export function shopper(http: Agent, token: string) {
  const headers = { 'sw-context-token': token };
  const cart = cartClient(http, token);
  return {
    token,
    cart,
    addWine: (key = WINE, quantity = 1) => cart.addProduct(key, quantity),
    usePayment: (paymentMethodId: string) => cart.switchContext({ paymentMethodId }),
    order: (body: object = {}) => post(http, '/checkout/order', body, headers),
    handlePayment: (body: object) => post(http, '/handle-payment', body, headers),
    orders: (criteria: object = {}) => post(http, '/order', criteria, headers),
    cancel: (orderId: unknown) => post(http, '/order/state/cancel', { orderId }, headers),
    changePayment: (orderId: string, paymentMethodId: string) =>
      post(http, '/order/payment', { orderId, paymentMethodId }, headers),
    product: (key: string) => post(http, `/product/${productId(key)}`, {}, headers),
    context: () => get(http, '/context', headers),
  };
}

/** A registered (or, with `guest: true`, guest) customer who is logged in. */
export async function loggedInShopper(http: Agent, overrides: Record<string, unknown> = {}) {
  const { token, email, customer } = await registeredCustomer(http, overrides);
  return { ...shopper(http, token), email, customer };
}

/** One order with the given wine, placed by a new customer; answers the shopper and the order. */
export async function placedOrder(
  http: Agent,
  options: { paymentMethodId?: string; key?: string; quantity?: number } = {},
) {
  const customer = await loggedInShopper(http);
  if (options.paymentMethodId) await customer.usePayment(options.paymentMethodId);
  await customer.addWine(options.key, options.quantity);
  const order = ok(await customer.order());
  return { customer, order };
}

/** The order as POST /order answers it with the associations shopware/frontends asks for. */
export async function loadOrder(customer: ReturnType<typeof shopper>, orderId: string) {
  const res = await customer.orders({
    ids: [orderId],
    checkPromotion: true,
    associations: {
      lineItems: {},
      transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
      deliveries: {},
    },
  });
  const body = ok(res);
  return { order: body.orders.elements[0], paymentChangeable: body.paymentChangeable as Record<string, boolean> | [] };
}

/**
 * A Shopware error answered by the provider's actions (outside /store-api, so no operation of
 * the document): checked against the `failure` schema of POST /handle-payment's 400 answer.
 */
export function providerError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors?.[0]?.code).toBe(code);
  expect(
    validateStoreApiResponse({ method: 'POST', path: '/handle-payment', status: 400, body: res.body }).errors,
  ).toEqual([]);
  return res.body.errors[0];
}

export const followRedirect = (http: Agent, url: string) => http.get(new URL(url).pathname);
export const providerAction = (http: Agent, redirectUrl: string, action: 'confirm' | 'abort') =>
  http
    .post(`${new URL(redirectUrl).pathname}/${action}`)
    .type('form')
    .send('');
export { ACCESS_KEY };
