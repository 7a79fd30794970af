import { stableId } from '@weingut/emulator/catalogue/ids';
import { firstError, upstreamCallLog, upstreamCalls } from './support/catalog-fixtures.js';
import {
  ADD_TO_CART,
  atEmulator,
  CART,
  CLOSEOUT,
  EN,
  FINISH_URL,
  ERROR_URL,
  GERMANY,
  gql,
  HANDLE_PAYMENT,
  newCustomer,
  newSession,
  ORDER,
  paymentMethods,
  PLACE_ORDER,
  registerAtEmulator,
  SET_PAYMENT,
  shippingMethods,
  USER_ERRORS,
  WINE,
} from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // RATE_LIMITS off: the tests place one order after another from 127.0.0.1, which the order limits (order-limits.test.ts) slow down.
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' }, gatewayEnv: { RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const CHECKOUT = `shippingMethod { id name price { amount } } paymentMethod { id name }
  shippingMethods { id name } paymentMethods { id name }
  billingAddress { id street city isDefaultBilling } shippingAddress { id street city isDefaultShipping } cart { ${CART} }`;
const SET_SHIPPING = `mutation SetShipping($id: ID!) { setShippingMethod(id: $id) { checkout { ${CHECKOUT} } ${USER_ERRORS} } }`;
const SET_ADDRESSES = `mutation SetAddresses($billing: ID, $shipping: ID) {
  setCheckoutAddresses(billingAddressId: $billing, shippingAddressId: $shipping) { checkout { ${CHECKOUT} } ${USER_ERRORS} } }`;
const NOT_PLACEABLE =
  'Die Bestellung kann nicht aufgegeben werden. Bitte versuchen Sie es später erneut oder prüfen Sie den vorherigen Schritt.';

describe('checkout and the methods', () => {
  test("an anonymous visitor's checkout: the chosen and the available methods, no addresses, the cart", async () => {
    const cookie = await newSession(shop);
    dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: WINE, quantity: 2 }));
    const res = await gql(shop, cookie, `{ checkout { ${CHECKOUT} } }`);
    const { checkout } = dataOf(res);
    expect(checkout).toMatchObject({
      shippingMethod: { id: shippingMethods.standard, name: 'Standardversand (DHL)', price: { amount: 6.9 } },
      paymentMethod: { id: paymentMethods.prepayment, name: 'Vorkasse' },
      billingAddress: null,
      shippingAddress: null,
      cart: { itemCount: 2, shippingCosts: { amount: 6.9 } },
    });
    expect(checkout.shippingMethods.map((method: any) => method.id)).toEqual(Object.values(shippingMethods));
    expect(checkout.paymentMethods.map((method: any) => method.name)).toEqual([
      'Vorkasse',
      'Rechnung',
      'WeinPay',
      'Kreditkarte',
    ]);
    expect(upstreamCallLog(res).filter((call) => call === 'GET /context')).toHaveLength(1);
  });

  test('setShippingMethod reprices the cart; the session context is read again after each choice', async () => {
    const cookie = await newSession(shop);
    dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: WINE, quantity: 2 }));
    const res = await gql(
      shop,
      cookie,
      `mutation {
      express: setShippingMethod(id: "${shippingMethods.express}") { checkout { shippingMethod { id } cart { shippingCosts { amount } totals { total { amount } } } } }
      pickup: setShippingMethod(id: "${shippingMethods.pickup}") { checkout { shippingMethod { id } cart { shippingCosts { amount } } } } }`,
    );
    const { express, pickup } = dataOf(res);
    expect(express.checkout).toEqual({
      shippingMethod: { id: shippingMethods.express },
      cart: { shippingCosts: { amount: 14.9 }, totals: { total: { amount: 33.9 } } },
    });
    expect(pickup.checkout).toEqual({
      shippingMethod: { id: shippingMethods.pickup },
      cart: { shippingCosts: { amount: 0 } },
    });
    expect(upstreamCallLog(res).filter((call) => call === 'GET /context')).toHaveLength(2);
  });

  test('unknown and invalid method ids are refused on the field id', async () => {
    const cookie = await newSession(shop);
    const unknown = dataOf(await gql(shop, cookie, SET_SHIPPING, { id: 'f'.repeat(32) }, EN)).setShippingMethod;
    expect(unknown).toEqual({
      checkout: null,
      userErrors: [
        { field: 'id', code: 'METHOD_NOT_FOUND', message: 'This shipping or payment method does not exist.' },
      ],
    });
    const payment = dataOf(await gql(shop, cookie, SET_PAYMENT, { id: 'e'.repeat(32) })).setPaymentMethod;
    expect(payment.userErrors).toEqual([
      { field: 'id', code: 'METHOD_NOT_FOUND', message: 'Diese Versand- oder Zahlungsart gibt es nicht.' },
    ]);
    const invalid = await gql(shop, cookie, SET_PAYMENT, { id: 'vorkasse' });
    expect(dataOf(invalid).setPaymentMethod.userErrors).toEqual([
      { field: 'id', code: 'ID_INVALID', message: expect.any(String) },
    ]);
    expect(upstreamCalls(invalid)).toBe(0);
  });

  test('setPaymentMethod chooses the payment method', async () => {
    const cookie = await newSession(shop);
    const { setPaymentMethod } = dataOf(await gql(shop, cookie, SET_PAYMENT, { id: paymentMethods.invoice }, EN));
    expect(setPaymentMethod).toEqual({
      checkout: { paymentMethod: { id: paymentMethods.invoice, name: 'Rechnung' } },
      userErrors: [],
    });
  });
});

describe('setCheckoutAddresses', () => {
  test("chooses among the customer's own addresses; another's is CUSTOMER_ADDRESS_NOT_FOUND", async () => {
    const anna = await newCustomer(shop);
    const created = await atEmulator(shop, anna.cookie, 'post', '/account/address', {
      salutationId: stableId('salutation', 'mr'),
      firstName: 'Ben',
      lastName: 'Keller',
      street: 'Kirchstraße 3',
      zipcode: '76829',
      city: 'Landau',
      countryId: GERMANY,
    });
    expect(created.status).toBe(200);
    const { setCheckoutAddresses } = dataOf(await gql(shop, anna.cookie, SET_ADDRESSES, { shipping: created.body.id }));
    expect(setCheckoutAddresses.userErrors).toEqual([]);
    expect(setCheckoutAddresses.checkout).toMatchObject({
      billingAddress: { street: 'Weinstraße 12', isDefaultBilling: true },
      shippingAddress: { id: created.body.id, street: 'Kirchstraße 3', isDefaultShipping: false },
    });

    const ben = await newCustomer(shop, { guest: true });
    const foreign = dataOf(
      await gql(shop, ben.cookie, SET_ADDRESSES, { billing: created.body.id }),
    ).setCheckoutAddresses;
    expect(foreign).toEqual({
      checkout: null,
      userErrors: [
        { field: 'billingAddressId', code: 'CUSTOMER_ADDRESS_NOT_FOUND', message: 'Die Adresse wurde nicht gefunden.' },
      ],
    });
    const none = dataOf(await gql(shop, ben.cookie, SET_ADDRESSES, {})).setCheckoutAddresses;
    expect(none.userErrors).toEqual([
      { field: 'billingAddressId', code: 'REQUIRED', message: 'Dieses Feld ist ein Pflichtfeld.' },
    ]);
  });

  test('an anonymous visitor has no addresses to choose: UNAUTHENTICATED', async () => {
    const res = await gql(shop, await newSession(shop), SET_ADDRESSES, { billing: 'a'.repeat(32) });
    expect(firstError(res).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('placeOrder refuses', () => {
  test('an anonymous visitor: UNAUTHENTICATED, nothing is ordered', async () => {
    const cookie = await newSession(shop);
    dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: WINE, quantity: 1 }));
    const res = await gql(shop, cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } }, EN);
    expect(firstError(res)).toMatchObject({ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(upstreamCallLog(res)).toEqual(['GET /context']);
  });

  test('terms not accepted and age not confirmed: refused on their fields, before any order call', async () => {
    const guest = await newCustomer(shop, { guest: true });
    const res = await gql(shop, guest.cookie, PLACE_ORDER, {
      input: { termsAccepted: false, ageConfirmed: false, customerComment: 'x'.repeat(1001) },
    });
    expect(dataOf(res).placeOrder).toEqual({
      order: null,
      userErrors: [
        {
          field: 'termsAccepted',
          code: 'TERMS_NOT_ACCEPTED',
          message: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
        },
        { field: 'ageConfirmed', code: 'AGE_NOT_CONFIRMED', message: expect.stringContaining('volljährig') },
        { field: 'customerComment', code: 'TOO_LONG', message: expect.any(String) },
      ],
    });
    expect(upstreamCallLog(res)).toEqual(['GET /context']);
  });

  test('an empty cart: ORDER_NOT_PLACEABLE with the catalogue message', async () => {
    const guest = await newCustomer(shop, { guest: true });
    const { placeOrder } = dataOf(
      await gql(shop, guest.cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } }),
    );
    expect(placeOrder).toEqual({
      order: null,
      userErrors: [{ field: null, code: 'ORDER_NOT_PLACEABLE', message: NOT_PLACEABLE }],
    });
  });

  test('a cart another order made invalid (stock gone): ORDER_NOT_PLACEABLE, and the cart says why', async () => {
    const first = await newCustomer(shop);
    const second = await newCustomer(shop);
    dataOf(await gql(shop, first.cookie, ADD_TO_CART, { productId: CLOSEOUT, quantity: 70 }));
    dataOf(await gql(shop, second.cookie, ADD_TO_CART, { productId: CLOSEOUT, quantity: 10 }));
    expect(
      dataOf(await gql(shop, second.cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } }))
        .placeOrder.userErrors,
    ).toEqual([]);
    const refused = dataOf(
      await gql(shop, first.cookie, PLACE_ORDER, { input: { termsAccepted: true, ageConfirmed: true } }, EN),
    ).placeOrder;
    expect(refused.userErrors).toEqual([
      {
        field: null,
        code: 'ORDER_NOT_PLACEABLE',
        message: 'Order cannot be placed. Try again later or check the previous step.',
      },
    ]);
    const { cart } = dataOf(
      await gql(shop, first.cookie, `{ cart { lineItems { quantity } messages { key level } } }`),
    );
    expect(cart).toEqual({
      lineItems: [{ quantity: 65 }],
      messages: [{ key: 'product-stock-reached', level: 'WARNING' }],
    });
  });
});

test('a guest checkout with cookies only: guest, wine, methods, order with terms, payment, success data', async () => {
  const cookie = await newSession(shop);
  const guest = await registerAtEmulator(shop, cookie, { guest: true, firstName: 'Greta' });
  const { session } = dataOf(await gql(shop, guest.cookie, '{ session { isGuest customer { email } cartItemCount } }'));
  expect(session).toEqual({ isGuest: true, customer: { email: guest.email }, cartItemCount: 0 });
  dataOf(await gql(shop, guest.cookie, ADD_TO_CART, { productId: WINE, quantity: 3 }));
  dataOf(await gql(shop, guest.cookie, SET_SHIPPING, { id: shippingMethods.express }));
  dataOf(await gql(shop, guest.cookie, SET_PAYMENT, { id: paymentMethods.invoice }));

  const { placeOrder } = dataOf(
    await gql(shop, guest.cookie, PLACE_ORDER, {
      input: { termsAccepted: true, ageConfirmed: true, customerComment: 'Bitte klingeln.' },
    }),
  );
  expect(placeOrder.userErrors).toEqual([]);
  const { order } = placeOrder;
  expect(order).toMatchObject({
    orderNumber: expect.stringMatching(/^\d+$/),
    state: { technicalName: 'open', name: 'Offen' },
    paymentStatus: 'CREATED',
    transactionState: { technicalName: 'open' },
    isPaymentMethodChangeable: true,
    paymentMethod: { id: paymentMethods.invoice, name: 'Rechnung' },
    shippingMethod: { id: shippingMethods.express, name: 'Expressversand' },
    customerEmail: guest.email,
    customerComment: 'Bitte klingeln.',
    billingAddress: {
      firstName: 'Greta',
      street: 'Weinstraße 12',
      zipcode: '76831',
      city: 'Birkweiler',
      country: { iso: 'DE', name: 'Deutschland' },
    },
    shippingAddress: { street: 'Weinstraße 12' },
    lineItems: [
      {
        type: 'product',
        label: 'Riesling feinherb 2024',
        quantity: 3,
        unitPrice: { amount: 9.5 },
        totalPrice: { amount: 28.5 },
        promotionCode: null,
        product: { id: WINE, path: expect.any(String) },
      },
    ],
    shippingCosts: { amount: 14.9 },
    totals: { positions: { amount: 28.5 }, total: { amount: 43.4 } },
  });

  const paid = dataOf(
    await gql(shop, guest.cookie, HANDLE_PAYMENT, { orderId: order.id, finishUrl: FINISH_URL, errorUrl: ERROR_URL }),
  ).handlePayment;
  expect(paid).toEqual({ redirectUrl: null, paymentState: 'CREATED', userErrors: [] });
  const success = dataOf(
    await gql(shop, guest.cookie, `query ($id: ID!) { order(id: $id) { ${ORDER} } session { cartItemCount } }`, {
      id: order.id,
    }),
  );
  expect(success.order).toMatchObject({
    id: order.id,
    orderNumber: order.orderNumber,
    paymentStatus: 'CREATED',
    totals: { total: { amount: 43.4 } },
  });
  expect(success.session.cartItemCount).toBe(0);
});
