import { stableId } from '../../src/catalogue/ids.js';
import { cartClient, productId } from './cart-client.js';
import { registeredCustomer } from './customer-fixtures.js';
import { ACCESS_KEY, get, post, type RunningEmulator } from './emulator-harness.js';
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

/**
 * Errors of the official document where Shopware answers otherwise, tolerated in order answers:
 * - a CalculatedPrice inside an order (`Order.shippingCosts`, `OrderDelivery.shippingCosts`,
 *   `OrderTransaction.amount`, `OrderDeliveryPosition.price`) is typed with `calculatedTaxes`,
 *   `taxRules` as objects and `referencePrice`, `listPrice`, `regulationPrice` as non-null
 *   objects; Shopware sends the collections as arrays (Collection::jsonSerialize() is
 *   array_values()) and the absent prices as null (CalculatedPriceField, CalculatedPrice);
 * - `OrderLineItem.payload` is typed with date-time `createdAt`/`releaseDate` and options as
 *   PropertyGroupOption entities; the payload is ProductCartProcessor's (dates in
 *   'Y-m-d H:i:s.v', options as {group, option, translated}), as in the cart (cart-client.ts);
 * - `OrderRouteResponse.paymentChangeable` is typed object; Shopware sends PHP's empty array `[]`
 *   when it was not asked for (OrderRouteResponse::$paymentChangeable = []);
 * - `POST /handle-payment` 200 requires a string `redirectUrl`; Shopware sends `null` when there
 *   is nothing to redirect to (HandlePaymentMethodRouteResponse), which the emulator's JSON
 *   leaves out (http/serialize.ts).
 */
const TOLERATED = [
  /\/(shippingCosts|amount|price)\/(calculatedTaxes|taxRules|referencePrice|listPrice|regulationPrice) must be object/,
  /\/lineItems\/\d+\/payload(\/| )/,
  /^\/paymentChangeable must be object/,
  /^\(root\) must have required property 'redirectUrl'/,
];

export function orderOk(res: Response, validateAs?: { method: string; path: string }): any {
  if (res.status !== 200) throw new Error(`Expected 200, got ${res.status}: ${res.text.slice(0, 500)}`);
  const { method, path } = validateAs ?? (res as unknown as { req: { method: string; path: string } }).req;
  const result = validateStoreApiResponse({ method, path, status: 200, body: res.body });
  if (result.errors.length > 0 && !result.schemaPointer) throw new Error(result.errors.join('\n'));
  const unexpected = result.errors.filter((error) => !TOLERATED.some((pattern) => pattern.test(error)));
  expect(unexpected).toEqual([]);
  if (/redirectUrl/.test(result.errors.join())) expect(res.body).toEqual({ apiAlias: 'array_struct' });
  if (result.errors.some((error) => error.startsWith('/paymentChangeable'))) expect(res.body.paymentChangeable).toEqual([]);
  return res.body;
}

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
    changePayment: (orderId: string, paymentMethodId: string) => post(http, '/order/payment', { orderId, paymentMethodId }, headers),
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
export async function placedOrder(http: Agent, options: { paymentMethodId?: string; key?: string; quantity?: number } = {}) {
  const customer = await loggedInShopper(http);
  if (options.paymentMethodId) await customer.usePayment(options.paymentMethodId);
  await customer.addWine(options.key, options.quantity);
  const order = orderOk(await customer.order());
  return { customer, order };
}

/** The order as POST /order answers it with the associations shopware/frontends asks for. */
export async function loadOrder(customer: ReturnType<typeof shopper>, orderId: string) {
  const res = await customer.orders({
    ids: [orderId],
    checkPromotion: true,
    associations: { lineItems: {}, transactions: { associations: { paymentMethod: {}, stateMachineState: {} } }, deliveries: {} },
  });
  const body = orderOk(res);
  return { order: body.orders.elements[0], paymentChangeable: body.paymentChangeable as Record<string, boolean> | [] };
}

/**
 * A Shopware error answered by the provider's actions (outside /store-api, so no operation of
 * the document): checked against the `failure` schema of POST /handle-payment's 400 answer.
 */
export function providerError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.errors?.[0]?.code).toBe(code);
  expect(validateStoreApiResponse({ method: 'POST', path: '/handle-payment', status: 400, body: res.body }).errors).toEqual([]);
  return res.body.errors[0];
}

export const followRedirect = (http: Agent, url: string) => http.get(new URL(url).pathname);
export const providerAction = (http: Agent, redirectUrl: string, action: 'confirm' | 'abort') =>
  http.post(`${new URL(redirectUrl).pathname}/${action}`).type('form').send('');
export { ACCESS_KEY };
