import { firstError } from './support/catalog-fixtures.js';
import {
  atPaymentProvider,
  EN,
  ERROR_URL,
  FINISH_URL,
  gql,
  HANDLE_PAYMENT,
  newCustomer,
  newSession,
  ORDER,
  paymentMethods,
  placedOrder,
  USER_ERRORS,
} from './support/checkout-fixtures.js';
import { startFaultProxy, shopwareError, type FaultProxy } from '@weingut/testkit/fault-proxy';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let proxy: FaultProxy;
let shop: RunningShop;
beforeAll(async () => {
  // The gateway reaches the emulator through a proxy that can fail single routes (the status read).
  proxy = await startFaultProxy();
  shop = await startShop({
    emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
    // RATE_LIMITS off: the tests place one order after another from 127.0.0.1, which the order limits (order-limits.test.ts) slow down.
    gatewayEnv: { SHOPWARE_ENDPOINT: proxy.url, RATE_LIMITS: 'off' },
  });
  proxy.forwardTo(shop.emulatorUrl);
});
afterEach(() => proxy.heal());
afterAll(async () => {
  await shop.close();
  await proxy.close();
});

const ORDER_QUERY = `query ($id: ID!) { order(id: $id) { ${ORDER} } }`;
const CHANGE_PAYMENT = `mutation ($orderId: ID!, $paymentMethodId: ID!) {
  changeOrderPaymentMethod(orderId: $orderId, paymentMethodId: $paymentMethodId) { order { ${ORDER} } ${USER_ERRORS} } }`;
const pay = (
  cookie: string,
  orderId: string,
  urls: { finishUrl?: string; errorUrl?: string } = { finishUrl: FINISH_URL, errorUrl: ERROR_URL },
  headers = {},
) => gql(shop, cookie, HANDLE_PAYMENT, { orderId, ...urls }, headers);
const NOT_PAID = { field: null, code: 'ORDER_NOT_PAID', message: 'Die Bestellung wurde nicht bezahlt.' };

test('a redirecting method: follow redirectUrl, confirm at the provider, land on finishUrl, the order is paid', async () => {
  const customer = await newCustomer(shop);
  const order = await placedOrder(shop, customer, { paymentMethodId: paymentMethods.weinpay });
  const { handlePayment } = dataOf(await pay(customer.cookie, order.id));
  expect(handlePayment).toEqual({
    redirectUrl: expect.stringMatching(/\/payment-provider\/[0-9a-f]{32}$/),
    paymentState: 'CREATED',
    userErrors: [],
  });

  const provider = await atPaymentProvider(shop, handlePayment.redirectUrl, 'confirm');
  expect(provider.page.text).toContain(order.orderNumber);
  expect(provider).toMatchObject({ status: 302, location: FINISH_URL });

  const paid = dataOf(await gql(shop, customer.cookie, ORDER_QUERY, { id: order.id })).order;
  expect(paid).toMatchObject({
    paymentStatus: 'PAID',
    transactionState: { technicalName: 'paid' },
    isPaymentMethodChangeable: false,
    paymentMethod: { name: 'WeinPay' },
  });
  expect(dataOf(await pay(customer.cookie, order.id)).handlePayment).toEqual({
    redirectUrl: null,
    paymentState: 'PAID',
    userErrors: [],
  });
  const refused = dataOf(
    await gql(
      shop,
      customer.cookie,
      CHANGE_PAYMENT,
      { orderId: order.id, paymentMethodId: paymentMethods.invoice },
      EN,
    ),
  );
  expect(refused.changeOrderPaymentMethod).toEqual({
    order: null,
    userErrors: [
      {
        field: 'orderId',
        code: 'PAYMENT_METHOD_NOT_CHANGEABLE',
        message: 'The payment method of this order can no longer be changed.',
      },
    ],
  });
});

test('aborting at the provider returns to errorUrl; the order is not paid and its method may change', async () => {
  const guest = await newCustomer(shop, { guest: true });
  const order = await placedOrder(shop, guest, { paymentMethodId: paymentMethods.weinpay });
  const { redirectUrl } = dataOf(await pay(guest.cookie, order.id)).handlePayment;
  const provider = await atPaymentProvider(shop, redirectUrl, 'abort');
  expect(provider).toMatchObject({
    status: 302,
    location: `${ERROR_URL}?error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT`,
  });
  const aborted = dataOf(await gql(shop, guest.cookie, ORDER_QUERY, { id: order.id })).order;
  expect(aborted).toMatchObject({
    paymentStatus: 'NOT_PAID',
    transactionState: { technicalName: 'cancelled' },
    isPaymentMethodChangeable: true,
  });
});

test('the failing method is NOT_PAID; changeOrderPaymentMethod, then handlePayment succeeds', async () => {
  const guest = await newCustomer(shop, { guest: true });
  const order = await placedOrder(shop, guest, { paymentMethodId: paymentMethods.card });
  const failed = dataOf(await pay(guest.cookie, order.id)).handlePayment;
  expect(failed).toEqual({
    redirectUrl: `${ERROR_URL}?error-code=CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED`,
    paymentState: 'NOT_PAID',
    userErrors: [NOT_PAID],
  });
  const detail = dataOf(await gql(shop, guest.cookie, ORDER_QUERY, { id: order.id })).order;
  expect(detail).toMatchObject({
    paymentStatus: 'NOT_PAID',
    transactionState: { technicalName: 'failed' },
    isPaymentMethodChangeable: true,
    paymentMethod: { name: 'Kreditkarte' },
  });

  const changed = dataOf(
    await gql(shop, guest.cookie, CHANGE_PAYMENT, { orderId: order.id, paymentMethodId: paymentMethods.prepayment }),
  ).changeOrderPaymentMethod;
  expect(changed.userErrors).toEqual([]);
  expect(changed.order).toMatchObject({
    paymentStatus: 'CREATED',
    paymentMethod: { id: paymentMethods.prepayment, name: 'Vorkasse' },
    isPaymentMethodChangeable: true,
  });
  expect(dataOf(await pay(guest.cookie, order.id)).handlePayment).toEqual({
    redirectUrl: null,
    paymentState: 'CREATED',
    userErrors: [],
  });
});

test('the failing method without an errorUrl: ORDER_NOT_PAID in English, no redirect; paying again is still NOT_PAID', async () => {
  const customer = await newCustomer(shop);
  const order = await placedOrder(shop, customer, { paymentMethodId: paymentMethods.card });
  const failed = dataOf(await pay(customer.cookie, order.id, {}, EN)).handlePayment;
  expect(failed).toEqual({
    redirectUrl: null,
    paymentState: 'NOT_PAID',
    userErrors: [{ ...NOT_PAID, message: 'Order was not paid.' }],
  });
  expect(dataOf(await pay(customer.cookie, order.id)).handlePayment).toEqual({
    redirectUrl: null,
    paymentState: 'NOT_PAID',
    userErrors: [NOT_PAID],
  });
});

test('when the order cannot be read for its status: PAYMENT_STATUS_ERROR, not an exception', async () => {
  const customer = await newCustomer(shop);
  const order = await placedOrder(shop, customer);
  await proxy.fail(
    shopwareError(500, '0', 'Internal Server Error', 'failed'),
    Number.POSITIVE_INFINITY,
    /^POST \/store-api\/order$/,
  );
  const res = await pay(customer.cookie, order.id, {}, EN);
  expect(dataOf(res).handlePayment).toEqual({
    redirectUrl: null,
    paymentState: null,
    userErrors: [{ field: null, code: 'PAYMENT_STATUS_ERROR', message: 'Error while checking payment status.' }],
  });
  expect(proxy.received.filter((line) => line === 'POST /store-api/handle-payment').length).toBeGreaterThan(0);
});

describe('handlePayment refuses', () => {
  test("an unknown or another shopper's order: ORDER_NOT_FOUND", async () => {
    const { id } = await placedOrder(shop, await newCustomer(shop));
    const other = await newCustomer(shop);
    const foreign = dataOf(await pay(other.cookie, id)).handlePayment;
    expect(foreign).toEqual({
      redirectUrl: null,
      paymentState: null,
      userErrors: [{ field: 'orderId', code: 'ORDER_NOT_FOUND', message: 'Die Bestellung wurde nicht gefunden.' }],
    });
  });

  test('return addresses that are not absolute http(s) URLs, and invalid ids, before any payment', async () => {
    const customer = await newCustomer(shop);
    const res = await pay(
      customer.cookie,
      'nope',
      { finishUrl: 'javascript:alert(1)', errorUrl: '/payment-failure' },
      EN,
    );
    expect(dataOf(res).handlePayment.userErrors.map((error: any) => [error.field, error.code])).toEqual([
      ['orderId', 'ID_INVALID'],
      ['finishUrl', 'URL_INVALID'],
      ['errorUrl', 'URL_INVALID'],
    ]);
  });

  test('an anonymous visitor: UNAUTHENTICATED', async () => {
    const res = await pay(await newSession(shop), 'a'.repeat(32));
    expect(firstError(res).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('prepayment', () => {
  test('the prepayment method is a bank transfer and carries the bank details; the others are not', async () => {
    const { paymentMethods } = dataOf(
      await gql(shop, await newSession(shop), '{ paymentMethods { name description isBankTransfer } }'),
    );
    const prepayment = paymentMethods.find((method: any) => method.name === 'Vorkasse');
    expect(prepayment.isBankTransfer).toBe(true);
    expect(prepayment.description).toContain('IBAN: DE41 5486 2500 0001 2345 67');
    expect(paymentMethods.filter((method: any) => method.isBankTransfer)).toHaveLength(1);
  });
});
