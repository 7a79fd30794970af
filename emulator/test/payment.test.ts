import { randomBytes } from 'node:crypto';
import { ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import {
  ERROR_URL,
  FINISH_URL,
  followRedirect,
  loadOrder,
  paymentMethods,
  placedOrder,
  providerAction,
  providerError,
  shopper,
} from './support/order-client.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0', EMULATOR_PUBLIC_URL: 'http://emulator.test' } });
});
afterAll(async () => {
  await emulator.close();
});

const transactionStates = async (customer: ReturnType<typeof shopper>, orderId: string) => {
  const { order } = await loadOrder(customer, orderId);
  return order.transactions.map((transaction: any) => [
    transaction.paymentMethod.technicalName,
    transaction.stateMachineState.technicalName,
  ]);
};

describe('POST /handle-payment refuses', () => {
  test('a context without customer: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const { order } = await placedOrder(emulator.http);
    const visitor = shopper(emulator.http, randomBytes(16).toString('hex'));
    shopwareError(await visitor.handlePayment({ orderId: order.id }), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  test('invalid data with the violations of HandlePaymentMethodRoute', async () => {
    const { customer } = await placedOrder(emulator.http);
    const blank = shopwareError(await customer.handlePayment({}), 400, 'VIOLATION::IS_BLANK_ERROR');
    expect(blank.source).toEqual({ pointer: '/orderId' });
    const res = await customer.handlePayment({ orderId: 'abc', finishUrl: 5 });
    const error = shopwareError(res, 400, 'VIOLATION::INVALID_TYPE_ERROR');
    expect(error).toMatchObject({ source: { pointer: '/finishUrl' }, detail: 'This value should be of type string.' });
    shopwareError(await customer.handlePayment({ orderId: 'abc' }), 400, 'FRAMEWORK__INVALID_UUID');
  });

  test('another customer’s or an unknown order: 404 CHECKOUT__INVALID_ORDER_ID', async () => {
    const { order } = await placedOrder(emulator.http);
    const { customer: other } = await placedOrder(emulator.http);
    const error = shopwareError(await other.handlePayment({ orderId: order.id }), 404, 'CHECKOUT__INVALID_ORDER_ID');
    expect(error.detail).toBe(`The order with id ${order.id} is invalid or could not be found.`);
    shopwareError(await other.handlePayment({ orderId: 'f'.repeat(32) }), 404, 'CHECKOUT__INVALID_ORDER_ID');
  });
});

describe('a redirecting payment method (the emulator’s provider page)', () => {
  test('redirects to the provider; confirming pays the transaction and returns to finishUrl', async () => {
    const { customer, order } = await placedOrder(emulator.http, { paymentMethodId: paymentMethods.weinpay });
    const { redirectUrl } = ok(
      await customer.handlePayment({ orderId: order.id, finishUrl: FINISH_URL, errorUrl: ERROR_URL }),
    );
    expect(redirectUrl).toMatch(/^http:\/\/emulator\.test\/payment-provider\/[0-9a-f]{32}$/);

    const page = await followRedirect(emulator.http, redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(order.orderNumber);
    expect(page.text).toContain(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(order.amountTotal),
    );
    expect(page.text).toMatch(/<form method="post" action="\/payment-provider\/[0-9a-f]{32}\/confirm">/);
    expect(page.text).toContain('Zahlung bestätigen');
    expect(page.text).toContain('Zahlung abbrechen');

    const confirmed = await providerAction(emulator.http, redirectUrl, 'confirm');
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe(FINISH_URL);
    const { order: paid, paymentChangeable } = await loadOrder(customer, order.id);
    expect(paid.stateMachineState.technicalName).toBe('open');
    expect(paid.transactions.map((transaction: any) => transaction.stateMachineState.technicalName)).toEqual(['paid']);
    expect(paymentChangeable).toEqual({ [order.id]: false });

    // The session is used up: Shopware's invalidated token.
    providerError(
      await providerAction(emulator.http, redirectUrl, 'confirm'),
      400,
      'CHECKOUT__PAYMENT_TOKEN_INVALIDATED',
    );
    expect((await followRedirect(emulator.http, redirectUrl)).status).toBe(410);
    // Nothing is left to pay.
    expect(ok(await customer.handlePayment({ orderId: order.id }))).toEqual({
      redirectUrl: null,
      apiAlias: 'array_struct',
    });
    shopwareError(
      await customer.changePayment(order.id, paymentMethods.invoice),
      403,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
    );
  });

  test('aborting cancels the transaction and returns to errorUrl with Shopware’s error code', async () => {
    const { customer, order } = await placedOrder(emulator.http, { paymentMethodId: paymentMethods.weinpay });
    const errorUrl = `${ERROR_URL}?orderId=${order.id}`;
    const { redirectUrl } = ok(await customer.handlePayment({ orderId: order.id, finishUrl: FINISH_URL, errorUrl }));
    const aborted = await providerAction(emulator.http, redirectUrl, 'abort');
    expect(aborted.status).toBe(302);
    expect(aborted.headers.location).toBe(`${errorUrl}&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT`);
    expect(await transactionStates(customer, order.id)).toEqual([['payment_weinpay_redirect', 'cancelled']]);
    expect((await loadOrder(customer, order.id)).paymentChangeable).toEqual({ [order.id]: true });
  });

  test('without finish and error URLs the provider answers 204, as PaymentController does', async () => {
    const { customer, order } = await placedOrder(emulator.http, { paymentMethodId: paymentMethods.weinpay });
    const { redirectUrl } = ok(await customer.handlePayment({ orderId: order.id }));
    expect((await providerAction(emulator.http, redirectUrl, 'confirm')).status).toBe(204);
    expect(await transactionStates(customer, order.id)).toEqual([['payment_weinpay_redirect', 'paid']]);
  });

  test('an unknown provider session: 404 page, and its actions are an invalid payment token', async () => {
    const url = `http://emulator.test/payment-provider/${'a'.repeat(32)}`;
    expect((await followRedirect(emulator.http, url)).status).toBe(404);
    providerError(await providerAction(emulator.http, url, 'confirm'), 400, 'CHECKOUT__INVALID_PAYMENT_TOKEN');
  });
});

describe('a failing payment method, then paying again with another one', () => {
  test('with an errorUrl: the transaction fails and the answer redirects to errorUrl?error-code=…', async () => {
    const { customer, order } = await placedOrder(emulator.http, { paymentMethodId: paymentMethods.card });
    const body = ok(await customer.handlePayment({ orderId: order.id, finishUrl: FINISH_URL, errorUrl: ERROR_URL }));
    expect(body).toEqual({
      redirectUrl: `${ERROR_URL}?error-code=CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED`,
      apiAlias: 'array_struct',
    });
    expect(await transactionStates(customer, order.id)).toEqual([['payment_card_declined', 'failed']]);
  });

  test('without an errorUrl: 400 CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED; order/payment and handle-payment again succeed', async () => {
    const { customer, order } = await placedOrder(emulator.http, { paymentMethodId: paymentMethods.card });
    const error = shopwareError(
      await customer.handlePayment({ orderId: order.id }),
      400,
      'CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED',
    );
    expect(error.detail).toBe(
      'The synchronous payment process was interrupted due to the following error:\nDie Kreditkarte wurde abgelehnt.',
    );
    expect(error.meta.parameters.orderTransactionId).toBe(order.transactions[0].id);
    expect((await loadOrder(customer, order.id)).paymentChangeable).toEqual({ [order.id]: true });

    expect(ok(await customer.changePayment(order.id, paymentMethods.weinpay))).toEqual({
      success: true,
      apiAlias: 'array_struct',
    });
    expect(await transactionStates(customer, order.id)).toEqual([
      ['payment_card_declined', 'failed'],
      ['payment_weinpay_redirect', 'open'],
    ]);
    const { redirectUrl } = ok(
      await customer.handlePayment({ orderId: order.id, finishUrl: FINISH_URL, errorUrl: ERROR_URL }),
    );
    const confirmed = await providerAction(emulator.http, redirectUrl, 'confirm');
    expect(confirmed.headers.location).toBe(FINISH_URL);
    expect(await transactionStates(customer, order.id)).toEqual([
      ['payment_card_declined', 'failed'],
      ['payment_weinpay_redirect', 'paid'],
    ]);
  });

  test('a provider session of a transaction replaced meanwhile can no longer pay it', async () => {
    const { customer, order } = await placedOrder(emulator.http, { paymentMethodId: paymentMethods.weinpay });
    const { redirectUrl } = ok(await customer.handlePayment({ orderId: order.id, finishUrl: FINISH_URL }));
    ok(await customer.changePayment(order.id, paymentMethods.invoice));
    providerError(
      await providerAction(emulator.http, redirectUrl, 'confirm'),
      400,
      'CHECKOUT__PAYMENT_TOKEN_INVALIDATED',
    );
    expect(await transactionStates(customer, order.id)).toEqual([
      ['payment_weinpay_redirect', 'cancelled'],
      ['payment_invoice', 'open'],
    ]);
  });
});
