import { lastMail } from './support/account-fixtures.js';
import { firstError, upstreamCallLog } from './support/catalog-fixtures.js';
import {
  EN,
  GEWUERZTRAMINER,
  gql,
  newCustomer,
  newSession,
  ORDER,
  paymentMethods,
  placedOrder,
  USER_ERRORS,
  WINE,
  type Shopper,
} from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const ORDERS = `query ($page: Int, $limit: Int) { orders(page: $page, limit: $limit) { total page limit orders { id orderNumber orderDate totals { total { amount } } state { technicalName } paymentStatus } } }`;
const ORDER_QUERY = `query ($id: ID!) { order(id: $id) { ${ORDER} } }`;
const CANCEL = `mutation ($orderId: ID!) { cancelOrder(orderId: $orderId) { order { id state { technicalName name } } ${USER_ERRORS} } }`;
const CHANGE_PAYMENT = `mutation ($orderId: ID!, $paymentMethodId: ID!) {
  changeOrderPaymentMethod(orderId: $orderId, paymentMethodId: $paymentMethodId) { order { id paymentMethod { id } } ${USER_ERRORS} } }`;

/** A customer with three orders of 1, 2 and 3 bottles, oldest first. */
async function customerWithOrders() {
  const customer = await newCustomer(shop);
  const placed = [];
  for (const quantity of [1, 2, 3]) placed.push(await placedOrder(shop, customer, { quantity }));
  return { customer, placed };
}
let anna: { customer: Shopper; placed: Awaited<ReturnType<typeof placedOrder>>[] };
beforeAll(async () => {
  anna = await customerWithOrders();
});

describe('orders', () => {
  test("the customer's orders, newest first, paged, with the total; only their own", async () => {
    await placedOrder(shop, await newCustomer(shop));
    const numbers = anna.placed.map((order) => order.orderNumber).reverse();
    const first = dataOf(await gql(shop, anna.customer.cookie, ORDERS, { limit: 2 })).orders;
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.orders.map((order: any) => order.orderNumber)).toEqual(numbers.slice(0, 2));
    expect(first.orders[0]).toMatchObject({
      totals: { total: { amount: 9.5 * 3 + 6.9 } },
      state: { technicalName: 'open' },
      paymentStatus: 'CREATED',
    });
    const second = dataOf(await gql(shop, anna.customer.cookie, ORDERS, { page: 2, limit: 2 })).orders;
    expect(second.orders.map((order: any) => order.orderNumber)).toEqual(numbers.slice(2));
    const all = dataOf(await gql(shop, anna.customer.cookie, ORDERS, {})).orders;
    expect(all).toMatchObject({ total: 3, limit: 10 });
  });

  test.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ page: 0 }, 'page'],
  ])('paging %p is refused as BAD_USER_INPUT', async (variables, argument) => {
    const res = await gql(shop, anna.customer.cookie, ORDERS, variables);
    expect(firstError(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  });

  test('a guest or an anonymous visitor has no order history: UNAUTHENTICATED', async () => {
    const guest = await newCustomer(shop, { guest: true });
    for (const cookie of [guest.cookie, await newSession(shop)]) {
      const res = await gql(shop, cookie, ORDERS, {}, EN);
      expect(firstError(res)).toMatchObject({ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('order', () => {
  test('the detail: states, payment, methods, addresses, lines with their products', async () => {
    const customer = await newCustomer(shop);
    await placedOrder(shop, customer, { productId: GEWUERZTRAMINER, quantity: 2 });
    const res = await gql(shop, customer.cookie, `query { orders { orders { id } } }`);
    const id = dataOf(res).orders.orders[0].id;
    const detail = await gql(shop, customer.cookie, ORDER_QUERY, { id });
    expect(dataOf(detail).order).toMatchObject({
      id,
      orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      state: { technicalName: 'open', name: 'Offen' },
      transactionState: { technicalName: 'open', name: 'Offen' },
      paymentStatus: 'CREATED',
      isPaymentMethodChangeable: true,
      paymentMethod: { id: paymentMethods.prepayment, name: 'Vorkasse' },
      shippingMethod: { name: 'Standardversand (DHL)' },
      billingAddress: { firstName: 'Anna', lastName: 'Keller', street: 'Weinstraße 12', country: { iso: 'DE' } },
      lineItems: [
        {
          label: 'Gewürztraminer Spätlese lieblich 2023',
          quantity: 2,
          totalPrice: { amount: 25 },
          product: { id: GEWUERZTRAMINER },
        },
      ],
      taxes: [{ rate: 19 }],
      totals: { positions: { amount: 25 }, total: { amount: 31.9 } },
    });
    // The order and the products of its lines (batched): two calls after the session check.
    expect(upstreamCallLog(detail)).toEqual(['GET /context', 'POST /order', 'POST /product']);
    const viaInterface = await gql(
      shop,
      customer.cookie,
      'query ($id: ID!) { order(id: $id) { shippingAddress { __typename ...on PostalAddress { street } } } }',
      { id },
    );
    expect(dataOf(viaInterface).order.shippingAddress).toEqual({ __typename: 'OrderAddress', street: 'Weinstraße 12' });
  });

  test("another customer's order is NOT_FOUND, an invalid id BAD_USER_INPUT", async () => {
    const other = await newCustomer(shop);
    const foreign = await gql(shop, other.cookie, ORDER_QUERY, { id: anna.placed[0]!.id }, EN);
    expect(firstError(foreign)).toMatchObject({
      message: "We can't find what you are looking for.",
      extensions: { code: 'NOT_FOUND' },
    });
    expect(firstError(await gql(shop, other.cookie, ORDER_QUERY, { id: '10000' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'id',
    });
  });

  test('a promotion shows as a line with its code', async () => {
    const customer = await newCustomer(shop);
    dataOf(
      await gql(shop, customer.cookie, `mutation { addToCart(productId: "${WINE}", quantity: 2) { ${USER_ERRORS} } }`),
    );
    dataOf(await gql(shop, customer.cookie, `mutation { addPromotionCode(code: "PFALZ5") { ${USER_ERRORS} } }`));
    const order = await placedOrder(shop, customer, { quantity: 1 });
    expect(order.lineItems.map((line: any) => [line.type, line.promotionCode, line.totalPrice.amount])).toEqual([
      ['product', null, 28.5],
      ['promotion', 'PFALZ5', -5],
    ]);
  });
});

describe('cancelOrder', () => {
  test('cancels an open order; cancelling again keeps it cancelled', async () => {
    const { cancelOrder } = dataOf(await gql(shop, anna.customer.cookie, CANCEL, { orderId: anna.placed[2]!.id }));
    expect(cancelOrder).toEqual({
      order: { id: anna.placed[2]!.id, state: { technicalName: 'cancelled', name: 'Abgebrochen' } },
      userErrors: [],
    });
    expect(
      dataOf(await gql(shop, anna.customer.cookie, CANCEL, { orderId: anna.placed[2]!.id })).cancelOrder.userErrors,
    ).toEqual([]);
  });

  test("refuses another's order, a completed order, an invalid id, and guests", async () => {
    const other = await newCustomer(shop);
    expect(dataOf(await gql(shop, other.cookie, CANCEL, { orderId: anna.placed[0]!.id })).cancelOrder).toEqual({
      order: null,
      userErrors: [{ field: 'orderId', code: 'ORDER_NOT_FOUND', message: 'Die Bestellung wurde nicht gefunden.' }],
    });
    shop.emulatorDb
      .prepare(`UPDATE "order" SET data = json_set(data, '$.state', 'completed') WHERE id = ?`)
      .run(anna.placed[1]!.id);
    expect(
      dataOf(await gql(shop, anna.customer.cookie, CANCEL, { orderId: anna.placed[1]!.id }, EN)).cancelOrder.userErrors,
    ).toEqual([{ field: 'orderId', code: 'ORDER_NOT_CANCELLABLE', message: 'This order can no longer be cancelled.' }]);
    expect(dataOf(await gql(shop, anna.customer.cookie, CANCEL, { orderId: 'x' })).cancelOrder.userErrors).toEqual([
      { field: 'orderId', code: 'ID_INVALID', message: expect.any(String) },
    ]);
    const guest = await newCustomer(shop, { guest: true });
    expect(firstError(await gql(shop, guest.cookie, CANCEL, { orderId: anna.placed[0]!.id })).extensions).toMatchObject(
      { code: 'UNAUTHENTICATED' },
    );
  });
});

describe('changeOrderPaymentMethod', () => {
  test('changes the method of an open order', async () => {
    const { changeOrderPaymentMethod } = dataOf(
      await gql(shop, anna.customer.cookie, CHANGE_PAYMENT, {
        orderId: anna.placed[0]!.id,
        paymentMethodId: paymentMethods.invoice,
      }),
    );
    expect(changeOrderPaymentMethod).toEqual({
      order: { id: anna.placed[0]!.id, paymentMethod: { id: paymentMethods.invoice } },
      userErrors: [],
    });
  });

  test("refuses an unknown method, another's order and invalid ids", async () => {
    const orderId = anna.placed[0]!.id;
    const unknown = dataOf(
      await gql(shop, anna.customer.cookie, CHANGE_PAYMENT, { orderId, paymentMethodId: 'f'.repeat(32) }, EN),
    ).changeOrderPaymentMethod;
    expect(unknown.userErrors).toEqual([
      {
        field: 'paymentMethodId',
        code: 'PAYMENT_METHOD_NOT_AVAILABLE',
        message: 'This payment method is not available.',
      },
    ]);
    const other = await newCustomer(shop);
    const foreign = dataOf(
      await gql(shop, other.cookie, CHANGE_PAYMENT, { orderId, paymentMethodId: paymentMethods.invoice }),
    ).changeOrderPaymentMethod;
    expect(foreign.userErrors).toEqual([
      { field: 'orderId', code: 'ORDER_NOT_FOUND', message: 'Die Bestellung wurde nicht gefunden.' },
    ]);
    const invalid = dataOf(
      await gql(shop, other.cookie, CHANGE_PAYMENT, { orderId: 'x', paymentMethodId: 'y' }),
    ).changeOrderPaymentMethod;
    expect(invalid.userErrors.map((error: any) => [error.field, error.code])).toEqual([
      ['orderId', 'ID_INVALID'],
      ['paymentMethodId', 'ID_INVALID'],
    ]);
  });
});

describe('openOrderByDeepLink (the link of the order mails: /account/order/{deepLinkCode})', () => {
  const OPEN = `mutation ($deepLinkCode: String!, $email: String, $zipcode: String) {
    openOrderByDeepLink(deepLinkCode: $deepLinkCode, email: $email, zipcode: $zipcode) { order { ${ORDER} } ${USER_ERRORS} } }`;
  const open = async (cookie: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    dataOf(await gql(shop, cookie, OPEN, variables, headers)).openOrderByDeepLink as {
      order: any;
      userErrors: { field: string | null; code: string; message: string }[];
    };
  const codes = (payload: { userErrors: { field: string | null; code: string }[] }) =>
    payload.userErrors.map((error) => `${error.field ?? ''}:${error.code}`);

  /** The deep link code of the shopper's newest order, from the link of its confirmation mail. */
  async function mailedCode(email: string): Promise<string> {
    const link = new URL((await lastMail(shop, email, 'order_confirmation')).links.order!);
    expect(link.pathname).toMatch(/^\/account\/order\/[\w-]+$/);
    return link.pathname.split('/').pop()!;
  }

  let guest: Shopper;
  let guestOrder: { id: string; orderNumber: string };
  let guestCode: string;
  beforeAll(async () => {
    guest = await newCustomer(shop, { guest: true });
    guestOrder = await placedOrder(shop, guest, { quantity: 2 });
    guestCode = await mailedCode(guest.email);
  });

  test("a visitor without a session opens a guest's order with its e-mail (any case) and the billing postal code", async () => {
    const payload = await open(await newSession(shop), {
      deepLinkCode: guestCode,
      email: guest.email.toUpperCase(),
      zipcode: ' 76831 ',
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.order).toMatchObject({
      id: guestOrder.id,
      orderNumber: guestOrder.orderNumber,
      customerEmail: guest.email,
      billingAddress: { zipcode: '76831', city: 'Birkweiler' },
      lineItems: [{ quantity: 2, totalPrice: { amount: 19 } }],
    });
  });

  test('the guest session that placed the order needs only the code', async () => {
    const payload = await open(guest.cookie, { deepLinkCode: guestCode });
    expect(payload).toMatchObject({ order: { id: guestOrder.id }, userErrors: [] });
  });

  test('a wrong postal code, a wrong e-mail and an unknown code get the same answer, which names no field', async () => {
    const cookie = await newSession(shop);
    const answers = [
      await open(cookie, { deepLinkCode: guestCode, email: guest.email, zipcode: '10115' }, EN),
      await open(cookie, { deepLinkCode: guestCode, email: 'someone.else@example.de', zipcode: '76831' }, EN),
      await open(cookie, { deepLinkCode: 'x'.repeat(32), email: guest.email, zipcode: '76831' }, EN),
    ];
    for (const answer of answers) {
      expect(answer.order).toBeNull();
      expect(answer.userErrors).toEqual([
        {
          field: null,
          code: 'ORDER_ACCESS_DENIED',
          message:
            'We could not find an order with these details. Please check the e-mail address and the postal code of the billing address.',
        },
      ]);
    }
  });

  test('missing or malformed input is refused naming the field, before the Store API is asked for an order', async () => {
    const cookie = await newSession(shop);
    expect(codes(await open(cookie, { deepLinkCode: guestCode }))).toEqual(['email:REQUIRED', 'zipcode:REQUIRED']);
    expect(codes(await open(cookie, { deepLinkCode: guestCode, email: 'kein-at-zeichen', zipcode: '' }))).toEqual([
      'email:EMAIL_INVALID',
      'zipcode:REQUIRED',
    ]);
    expect(codes(await open(cookie, { deepLinkCode: '  ', email: guest.email, zipcode: '76831' }))).toEqual([
      'deepLinkCode:REQUIRED',
    ]);
    const res = await gql(shop, cookie, OPEN, { deepLinkCode: guestCode, email: guest.email });
    expect(codes(dataOf(res).openOrderByDeepLink)).toEqual(['zipcode:REQUIRED']);
    expect(upstreamCallLog(res).filter((call) => call.includes('/order'))).toEqual([]);
  });

  test("a customer opens their own order with the code alone; another customer's code is not in the account", async () => {
    const customer = anna.customer;
    const code = await mailedCode(customer.email);
    const own = await open(customer.cookie, { deepLinkCode: code });
    expect(own).toMatchObject({ order: { id: anna.placed[2]!.id }, userErrors: [] });
    const other = await newCustomer(shop);
    const refused = await open(other.cookie, { deepLinkCode: code }, EN);
    expect(refused).toEqual({
      order: null,
      userErrors: [
        { field: 'deepLinkCode', code: 'ORDER_NOT_FOUND', message: 'This order is not in your customer account.' },
      ],
    });
  });

  test("a visitor with the right data for a customer's order is asked to log in", async () => {
    const code = await mailedCode(anna.customer.email);
    const payload = await open(
      await newSession(shop),
      { deepLinkCode: code, email: anna.customer.email, zipcode: '76831' },
      EN,
    );
    expect(payload).toEqual({
      order: null,
      userErrors: [
        {
          field: null,
          code: 'LOGIN_REQUIRED',
          message: 'This order belongs to a customer account. Please log in to see it.',
        },
      ],
    });
  });
});
