import { dataOf, graphql, startGateway, type RunningGateway } from './support/gateway-harness.js';
import {
  corpusAnswer,
  REPLAY_SESSION_COOKIE,
  shaped,
  startStoreApiReplay,
  type StoreApiReplay,
  CUSTOMER_CONTEXT,
} from './support/store-api-replay.js';
import { webOperation } from './support/web-operations.js';

/**
 * A real Shopware customer's account (test/corpus/order, recorded by Shopware Frontends from a demo
 * shop) replayed through the gateway: the order history and an order's detail as the account pages
 * show them, and the session of the customer who placed the order (a labelled GET /context fixture
 * built from the recorded order's customer and recorded methods, as no public source records one).
 */

const ORDER_ID = '018c6832f1a1731db276839b3f251fc2';
const cookie = REPLAY_SESSION_COOKIE;

let replay: StoreApiReplay;
let gateway: RunningGateway;

beforeAll(async () => {
  replay = await startStoreApiReplay([
    CUSTOMER_CONTEXT,
    // POST /order: the recorded page of the customer's orders answers both the list and the order by id (it is the only order).
    { method: 'POST', path: /^\/order$/, answer: (request) => shaped(request, corpusAnswer('order/order-list')) },
    {
      method: 'GET',
      path: /^\/checkout\/cart$/,
      answer: (request) => shaped(request, corpusAnswer('cart/cart-automatic-promotion')),
    },
    // The customer has no wishlist yet: Shopware's CHECKOUT__WISHLIST_NOT_FOUND (not recorded; its shape is CustomerException's).
    {
      method: 'POST',
      path: /^\/customer\/wishlist$/,
      answer: () => ({
        status: 404,
        body: {
          errors: [
            {
              status: '404',
              code: 'CHECKOUT__WISHLIST_NOT_FOUND',
              title: 'Not Found',
              detail: 'Wishlist for this customer was not found.',
              meta: { parameters: [] },
            },
          ],
        },
      }),
    },
    // The order line's product (POST /product by ids): not recorded, so an empty search result (the product is no longer sold).
    {
      method: 'POST',
      path: /^\/product$/,
      answer: (request) =>
        shaped(request, {
          elements: [],
          total: 0,
          aggregations: [],
          page: 1,
          limit: 100,
          entity: 'product',
          apiAlias: 'dal_entity_search_result',
        }),
    },
  ]);
  gateway = await startGateway({ SHOPWARE_ENDPOINT: replay.url });
});
afterAll(async () => {
  await gateway.close();
  await replay.close();
});

const money = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe("a real Shopware customer's orders", () => {
  it('lists the order with its number, date, state name and total', async () => {
    const { orders } = dataOf(await graphql(gateway, webOperation('AccountOrders'), { limit: 15, page: 1 }, cookie));
    expect(orders).toMatchObject({ total: 1, page: 1, limit: 15 });
    expect(orders.orders).toEqual([
      {
        id: ORDER_ID,
        orderNumber: '28118',
        orderDate: '2023-12-14T12:00:18.330+00:00',
        state: { technicalName: 'open', name: 'Open' },
        // The recording's transactions came without their state (not asked for): nothing is paid.
        paymentStatus: 'CREATED',
        totals: { total: money(100) },
      },
    ]);
  });

  it("shows the order's detail: line, prices, taxes, the newest of eleven transactions' method and the billing address", async () => {
    const { order } = dataOf(await graphql(gateway, webOperation('OrderSummary'), { id: ORDER_ID }, cookie));
    expect(order.orderNumber).toBe('28118');
    expect(order.customerEmail).toBe('m.danilowicz@shopware.com');
    expect(order.customerComment).toBeNull();
    expect(order.state).toEqual({ name: 'Open', technicalName: 'open' });
    expect(order.transactionState).toBeNull();
    expect(order.deliveryState).toBeNull();
    // The last of the payment method changes (Invoice, 2024-05-16 17:51), not the first (Cash on delivery).
    expect(order.paymentMethod).toEqual({
      id: '754b5604da514b6d9845385aafd1ed19',
      name: 'Invoice',
      description:
        'Payment by invoice. Shopware provides automatic invoicing for all customers on orders after the first. This is to avoid defaults on payment.',
      isBankTransfer: false,
    });
    expect(order.isPaymentMethodChangeable).toBe(true);
    // No delivery was recorded (deliveries: []): no shipping method.
    expect(order.shippingMethod).toBeNull();
    expect(order.lineItems).toHaveLength(1);
    const [line] = order.lineItems;
    expect(line).toMatchObject({
      label: 'Frontends Ticket',
      type: 'product',
      quantity: 1,
      promotionCode: null,
      unitPrice: money(100),
      totalPrice: money(100),
      product: null,
    });
    expect(line.cover?.url).toMatch(/^https?:\/\//);
    expect(order.shippingCosts).toEqual(money(0));
    expect(order.taxes).toEqual([{ rate: 23, tax: money(18.7) }]);
    expect(order.totals).toEqual({ goods: money(100), positions: money(100), total: money(100) });
    expect(order.billingAddress).toMatchObject({
      firstName: '111',
      lastName: '111',
      street: 'sdsd',
      zipcode: '12-323',
      city: 'dsds',
      company: null,
      country: null,
      salutation: null,
    });
    expect(order.shippingAddress).toEqual(order.billingAddress);
  });
});

describe('the session of a real Shopware customer', () => {
  it('shows the logged-in customer, the language, the currency and the cart badge', async () => {
    const { session } = dataOf(await graphql(gateway, webOperation('Session'), {}, cookie));
    expect(session).toEqual({
      isLoggedIn: true,
      isGuest: false,
      cartItemCount: 1,
      wishlistCount: 0,
      customer: { id: '018c6832f1b6721e9f22ac71dda92b99', firstName: '54maciej', lastName: 'maciej9', isGuest: false },
      language: { id: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', locale: 'en-GB' },
      currency: { isoCode: 'EUR', symbol: '€' },
    });
  });
});

afterAll(() => {
  // Every call the gateway made had a recorded (or labelled) answer.
  expect(replay.unanswered).toEqual([]);
});
