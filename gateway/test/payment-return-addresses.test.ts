import { upstreamCallLog } from './support/catalog-fixtures.js';
import {
  ERROR_URL,
  FINISH_URL,
  gql,
  HANDLE_PAYMENT,
  newCustomer,
  paymentMethods,
  placedOrder,
} from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

/**
 * A payment provider sends the shopper to the order's return addresses (finishUrl, errorUrl): without
 * STOREFRONT_URL set they were taken from anywhere (issue 42), which made the shop an open redirect to
 * whoever placed an order. By default only the shop's own origin is one: STOREFRONT_URL's default, the
 * gateway's http://localhost:<PORT> (4000), and its loopback twin on the same port.
 */
let shop: RunningShop;
let guest: { cookie: string };
let orderId: string;
beforeAll(async () => {
  shop = await startShop();
  guest = await newCustomer(shop, { guest: true });
  orderId = (await placedOrder(shop, guest, { paymentMethodId: paymentMethods.weinpay })).id;
});
afterAll(() => shop?.close());

const pay = (urls: { finishUrl?: string; errorUrl?: string }) =>
  gql(shop, guest.cookie, HANDLE_PAYMENT, { orderId, ...urls });

test.each([
  'https://evil.example/x',
  'http://localhost.evil.example:4000/order-success',
  'http://localhost:4000@evil.example/order-success',
  'https://localhost:4000/order-success',
  'http://localhost:4001/order-success',
  '//evil.example/x',
  'javascript:alert(document.cookie)',
])('%s is refused as finishUrl and as errorUrl, before Shopware is asked', async (foreign) => {
  for (const urls of [
    { finishUrl: foreign, errorUrl: ERROR_URL },
    { finishUrl: FINISH_URL, errorUrl: foreign },
  ]) {
    const res = await pay(urls);
    const field = urls.finishUrl === foreign ? 'finishUrl' : 'errorUrl';
    expect(dataOf(res).handlePayment).toEqual({
      redirectUrl: null,
      paymentState: null,
      userErrors: [
        { field, code: 'URL_INVALID', message: 'Bitte geben Sie eine gültige Adresse des Shops an (http oder https).' },
      ],
    });
    expect(upstreamCallLog(res).filter((call) => call.includes('/handle-payment'))).toEqual([]);
  }
});

test('the shop’s own addresses are taken: the provider’s page is next', async () => {
  for (const origin of ['http://localhost:4000', 'http://127.0.0.1:4000']) {
    const res = await pay({
      finishUrl: `${origin}/order-success?orderId=${orderId}`,
      errorUrl: `${origin}/payment-failure`,
    });
    expect(dataOf(res).handlePayment).toMatchObject({
      redirectUrl: expect.stringMatching(/\/payment-provider\/[0-9a-f]{32}$/),
      paymentState: 'CREATED',
      userErrors: [],
    });
  }
});
