import request from 'supertest';
import { stableId } from '@weingut/emulator/catalogue/ids';
import { DEFAULT_ACCESS_KEY } from '@weingut/emulator/config';
import { dataOf, graphql, sessionCookie, type RunningShop } from './gateway-harness.js';

/** Seeded products, methods and addresses of the emulator (md5 of "<entity>:<key>"). */
export const product = (key: string): string => stableId('product', key);
export const WINE = product('riesling-feinherb-2024'); // 9.50 €, 0.75 l
export const GEWUERZTRAMINER = product('gewuerztraminer-spaetlese-2023'); // 12.50 €, 16.67 €/l
export const SOLD_OUT = product('spaetburgunder-kastanienbusch-2020');
export const SOLD_OUT_NAME = 'Spätburgunder Kastanienbusch Große Lage 2020';
export const DORNFELDER = product('dornfelder-trocken-2023'); // minimum 6, steps of 6, up to 36
export const VOUCHER = product('wertgutschein'); // a main product: its amounts 25, 50, 100, 150 € are the variants
export const CLOSEOUT = product('st-laurent-birkweiler-2021'); // a closeout with stock 75
export const paymentMethods = {
  prepayment: stableId('payment_method', 'prepayment'),
  invoice: stableId('payment_method', 'invoice'),
  weinpay: stableId('payment_method', 'paypal'),
  card: stableId('payment_method', 'card'),
};
export const shippingMethods = {
  standard: stableId('shipping_method', 'standard'),
  express: stableId('shipping_method', 'express'),
  pickup: stableId('shipping_method', 'pickup'),
};
export const GERMANY = stableId('country', 'DE');
export const FINISH_URL = 'http://localhost:4000/order-success';
export const ERROR_URL = 'http://localhost:4000/payment-failure';
export const EN = { 'accept-language': 'en-GB' };
export const USER_ERRORS = 'userErrors { field code message }';

export const CART = `
  lineItems { id type productId label quantity unitPrice { amount currencyCode } totalPrice { amount } listPrice { amount }
    cover { url } quantityRules { min max step allowedQuantities } isRemovable isQuantityChangeable
    product { id name path type cover { url } } referencePrice { fillingQuantity unitCode basePrice { amount } } }
  promotions { lineItemId code label discount { amount } }
  itemCount isEmpty shippingCosts { amount } delivery { shippingMethodId shippingMethodName costs { amount } earliestDeliveryDate }
  taxes { rate tax { amount } base { amount } } totals { goods { amount } positions { amount } net { amount } total { amount } taxStatus }
  messages { key level message }`;
export const CART_PAYLOAD = `cart { ${CART} } notification { type message } ${USER_ERRORS}`;

export const ORDER = `
  id orderNumber orderDate state { technicalName name } paymentStatus transactionState { technicalName name } isPaymentMethodChangeable
  paymentMethod { id name } shippingMethod { id name } customerEmail customerComment
  billingAddress { firstName lastName street zipcode city country { iso name } } shippingAddress { street city }
  lineItems { type label quantity unitPrice { amount } totalPrice { amount } promotionCode product { id path } }
  shippingCosts { amount } taxes { rate tax { amount } } totals { positions { amount } total { amount } }`;

let counter = 0;
export const uniqueEmail = (label = 'kunde') => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.de`;

/** A GraphQL operation with a browser's session cookie (and more headers). */
export const gql = (
  shop: RunningShop,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => graphql(shop, query, variables, { cookie, ...headers });

/** A new browser session: the cookie the gateway sets on the first answer. */
export async function newSession(shop: RunningShop): Promise<string> {
  return sessionCookie(await graphql(shop, '{ session { isGuest } }'));
}

export interface Shopper {
  cookie: string;
  email: string;
  customerId: string;
}

/**
 * A customer (or, with `guest`, a guest) registered directly at the emulator with the session's
 * token, as the account area's register mutation would (the emulator must run without double
 * opt-in): Shopware logs the registration in with a new token, which becomes the cookie.
 */
export async function registerAtEmulator(
  shop: RunningShop,
  cookie: string,
  options: { guest?: boolean; firstName?: string; email?: string } = {},
): Promise<Shopper> {
  const email = options.email ?? uniqueEmail(options.guest ? 'gast' : 'kunde');
  const res = await request(shop.emulatorUrl)
    .post('/store-api/account/register')
    .set({ 'sw-access-key': DEFAULT_ACCESS_KEY, 'sw-context-token': cookie.replace(/^sw-context-token=/, '') })
    .send({
      salutationId: stableId('salutation', 'mrs'),
      firstName: options.firstName ?? 'Anna',
      lastName: 'Keller',
      email,
      ...(options.guest ? { guest: true } : { password: 'Riesling-2019' }),
      acceptedDataProtection: true,
      storefrontUrl: 'http://localhost:4000',
      billingAddress: { street: 'Weinstraße 12', zipcode: '76831', city: 'Birkweiler', countryId: GERMANY },
    });
  const token = res.headers['sw-context-token'];
  if (res.status !== 200 || typeof token !== 'string')
    throw new Error(`registration failed: ${res.status} ${res.text}`);
  return { cookie: `sw-context-token=${token}`, email, customerId: (res.body as { id: string }).id };
}

export const newCustomer = async (shop: RunningShop, options: { guest?: boolean; firstName?: string } = {}) =>
  registerAtEmulator(shop, await newSession(shop), options);

/** A Store API call of the shopper's session directly at the emulator (set-up only). */
export function atEmulator(shop: RunningShop, cookie: string, method: 'post' | 'patch', path: string, body: object) {
  const call = request(shop.emulatorUrl);
  return call[method](`/store-api${path}`)
    .set({ 'sw-access-key': DEFAULT_ACCESS_KEY, 'sw-context-token': cookie.replace(/^sw-context-token=/, '') })
    .send(body);
}

export const ADD_TO_CART = `mutation Add($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { ${CART_PAYLOAD} } }`;
export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER} } ${USER_ERRORS} } }`;
export const HANDLE_PAYMENT = `mutation Pay($orderId: ID!, $finishUrl: String, $errorUrl: String) {
  handlePayment(orderId: $orderId, finishUrl: $finishUrl, errorUrl: $errorUrl) { redirectUrl paymentState ${USER_ERRORS} } }`;
export const SET_PAYMENT = `mutation SetPayment($id: ID!) { setPaymentMethod(id: $id) { checkout { paymentMethod { id name } } ${USER_ERRORS} } }`;

/** The shopper puts a wine into the cart and, with the payment method given, places the order through the gateway. */
export async function placedOrder(
  shop: RunningShop,
  shopper: Pick<Shopper, 'cookie'>,
  options: { paymentMethodId?: string; productId?: string; quantity?: number } = {},
) {
  if (options.paymentMethodId) dataOf(await gql(shop, shopper.cookie, SET_PAYMENT, { id: options.paymentMethodId }));
  dataOf(
    await gql(shop, shopper.cookie, ADD_TO_CART, {
      productId: options.productId ?? WINE,
      quantity: options.quantity ?? 1,
    }),
  );
  const { placeOrder } = dataOf(
    await gql(shop, shopper.cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } }),
  );
  if (placeOrder.userErrors.length) throw new Error(`order refused: ${JSON.stringify(placeOrder.userErrors)}`);
  return placeOrder.order as { id: string; orderNumber: string; [field: string]: any };
}

/** The shopper's browser at the payment provider: opens the page of redirectUrl, posts the form of `action`, answers the redirect. */
export async function atPaymentProvider(shop: RunningShop, redirectUrl: string, action: 'confirm' | 'abort') {
  const page = await request(shop.emulatorUrl).get(new URL(redirectUrl).pathname);
  expect(page.status).toBe(200);
  const form = new RegExp(`<form method="post" action="(/payment-provider/[0-9a-f]{32}/${action})">`).exec(page.text);
  if (!form) throw new Error(`no ${action} form on the provider page: ${page.text.slice(0, 300)}`);
  const answer = await request(shop.emulatorUrl).post(form[1]!).type('form').send('');
  return { page, status: answer.status, location: answer.headers.location as string | undefined };
}
