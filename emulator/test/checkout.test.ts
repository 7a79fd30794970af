import { randomBytes } from 'node:crypto';
import { productId } from './support/cart-client.js';
import { germanAddress, lastMail } from './support/customer-fixtures.js';
import { ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { loggedInShopper, paymentMethods, shopper, WINE } from './support/order-client.js';

let emulator: RunningEmulator;
// A fixed "now": the cart's delivery dates and the order's are computed at the same instant.
const NOW = new Date('2025-06-02T10:00:00.000Z');
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' }, clock: () => NOW });
});
afterAll(async () => {
  await emulator.close();
});

const SEKT = 'riesling-sekt-brut-2021';
const orderCount = () => (emulator.db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
const stockOf = async (key: string) => {
  const res = await shopper(emulator.http, randomBytes(16).toString('hex')).product(key);
  return res.body.product as { stock: number; availableStock: number };
};

describe('POST /checkout/order refuses', () => {
  test('a context without customer: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const visitor = shopper(emulator.http, randomBytes(16).toString('hex'));
    await visitor.addWine();
    shopwareError(await visitor.order(), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  test('an empty cart: 400 CHECKOUT__CART_EMPTY', async () => {
    const customer = await loggedInShopper(emulator.http);
    const error = shopwareError(await customer.order(), 400, 'CHECKOUT__CART_EMPTY');
    expect(error.detail).toBe('Cart is empty');
  });

  test('a hash of another cart state: 409 CHECKOUT__CART_HASH_MISMATCH; the current hash orders', async () => {
    const customer = await loggedInShopper(emulator.http);
    await customer.addWine();
    const before = (await customer.cart.load()).body.hash as string;
    await customer.addWine(SEKT);
    const error = shopwareError(await customer.order({ hash: before }), 409, 'CHECKOUT__CART_HASH_MISMATCH');
    expect(error.meta.parameters).toEqual({ token: customer.token });
    const current = (await customer.cart.load()).body.hash as string;
    expect(ok(await customer.order({ hash: current })).lineItems).toHaveLength(2);
  });

  test('a cart with an error that blocks the order: 500 CHECKOUT__CART_INVALID, nothing is stored', async () => {
    // A closeout (stock 75): the first shopper's 70 bottles no longer fit once another buys 10.
    const closeout = 'st-laurent-birkweiler-2021';
    const first = await loggedInShopper(emulator.http);
    await first.addWine(closeout, 70);
    const second = await loggedInShopper(emulator.http);
    await second.addWine(closeout, 10);
    ok(await second.order());
    const orders = orderCount();
    const error = shopwareError(await first.order(), 500, 'CHECKOUT__CART_INVALID');
    expect(error.detail).toBe(
      `The cart is invalid, got 1 error(s): product-stock-reached${productId(closeout)}: The product Birkweiler St. Laurent trocken 2021 is only available 65 times`,
    );
    expect(error.meta.parameters.errorCount).toBe(1);
    expect(orderCount()).toBe(orders);
    expect((await stockOf(closeout)).stock).toBe(65);
  });
});

describe('POST /checkout/order places the order', () => {
  test('with the cart’s exact totals, its items, addresses, delivery and an open transaction', async () => {
    const customer = await loggedInShopper(emulator.http);
    await customer.addWine(WINE, 2);
    await customer.addWine(SEKT, 1);
    const cart = (await customer.cart.load()).body;
    const order = ok(
      await customer.order({
        customerComment: '  Bitte klingeln. ',
        affiliateCode: 'weinfreunde',
        campaignCode: 'herbst',
      }),
    );

    expect(order.price).toEqual(cart.price);
    expect(order).toMatchObject({
      amountTotal: cart.price.totalPrice,
      amountNet: cart.price.netPrice,
      positionPrice: cart.price.positionPrice,
      shippingTotal: cart.deliveries[0].shippingCosts.totalPrice,
      taxStatus: 'gross',
      currencyFactor: 1,
      customerComment: 'Bitte klingeln.',
      affiliateCode: 'weinfreunde',
      campaignCode: 'herbst',
      stateMachineState: { technicalName: 'open', name: 'Offen', apiAlias: 'state_machine_state' },
      orderCustomer: {
        email: customer.email,
        firstName: 'Anna',
        lastName: 'Keller',
        customerNumber: expect.stringMatching(/^\d+$/),
      },
      apiAlias: 'order',
    });
    expect(order.price.totalPrice).toBe(9.5 * 2 + 15.9 + cart.deliveries[0].shippingCosts.totalPrice);
    expect(Number(order.orderNumber)).toBeGreaterThanOrEqual(10000);
    expect(order.deepLinkCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order).toMatchObject({ orderDateTime: '2025-06-02T10:00:00.000+00:00', orderDate: '2025-06-02' });

    expect(
      order.lineItems.map((item: any) => [item.label, item.quantity, item.unitPrice, item.totalPrice, item.type]),
    ).toEqual(
      cart.lineItems.map((item: any) => [
        item.label,
        item.quantity,
        item.price.unitPrice,
        item.price.totalPrice,
        'product',
      ]),
    );
    const [wine] = order.lineItems;
    expect(wine).toMatchObject({
      productId: productId(WINE),
      referencedId: productId(WINE),
      identifier: productId(WINE),
      position: 1,
    });
    expect(wine.payload.productNumber).toEqual(cart.lineItems[0].payload.productNumber);
    expect(wine.cover.url).toMatch(/\/media\/.+\.webp$/);

    expect(order.addresses).toHaveLength(1);
    expect(order.billingAddressId).toBe(order.addresses[0].id);
    expect(order.addresses[0]).toMatchObject({
      street: 'Weinstraße 12',
      zipcode: '76831',
      city: 'Birkweiler',
      country: { iso: 'DE' },
    });
    const [delivery] = order.deliveries;
    expect(delivery).toMatchObject({
      shippingOrderAddressId: order.billingAddressId,
      shippingCosts: cart.deliveries[0].shippingCosts,
      shippingDateEarliest: cart.deliveries[0].deliveryDate.earliest,
      shippingDateLatest: cart.deliveries[0].deliveryDate.latest,
      stateMachineState: { technicalName: 'open' },
      shippingMethod: { id: cart.deliveries[0].shippingMethod.id },
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({
        paymentMethodId: paymentMethods.prepayment,
        amount: expect.objectContaining({ totalPrice: cart.price.totalPrice }),
        stateMachineState: expect.objectContaining({ technicalName: 'open' }),
        paymentMethod: expect.objectContaining({ id: paymentMethods.prepayment }),
      }),
    ]);
  });

  test('numbers follow each other, stock goes down, sales up, and the cart is empty afterwards', async () => {
    const customer = await loggedInShopper(emulator.http);
    const before = await stockOf(WINE);
    const stored = () =>
      JSON.parse(
        (
          emulator.db.prepare("SELECT data FROM entity WHERE kind = 'product' AND id = ?").get(productId(WINE)) as {
            data: string;
          }
        ).data,
      );
    const salesBefore = stored().sales as number;
    await customer.addWine(WINE, 3);
    const first = ok(await customer.order());
    await customer.addWine(WINE, 1);
    const second = ok(await customer.order());
    expect(Number(second.orderNumber)).toBe(Number(first.orderNumber) + 1);
    expect((await stockOf(WINE)).stock).toBe(before.stock - 4);
    expect(stored()).toMatchObject({ stock: before.stock - 4, sales: salesBefore + 4 });
    const cart = (await customer.cart.load()).body;
    expect(cart.lineItems).toEqual([]);
    shopwareError(await customer.order(), 400, 'CHECKOUT__CART_EMPTY');
  });

  test('a promotion becomes a promotion line item; the totals still equal the cart’s', async () => {
    const customer = await loggedInShopper(emulator.http);
    await customer.addWine(WINE, 2);
    await customer.cart.addCode('PFALZ5');
    const cart = (await customer.cart.load()).body;
    const order = ok(await customer.order());
    expect(order.price).toEqual(cart.price);
    const discount = order.lineItems.find((item: any) => item.type === 'promotion');
    expect(discount).toMatchObject({
      referencedId: 'PFALZ5',
      totalPrice: -5,
      position: 2,
      payload: { code: 'PFALZ5', discountType: 'absolute' },
    });
    expect(discount.promotionId).toBe(discount.payload.promotionId);
    expect(order.lineItems[0]).not.toHaveProperty('promotionId');
  });

  test('a different shipping address becomes a second order address, billing stays the default', async () => {
    const shipping = germanAddress({
      street: 'Kirchstraße 3',
      zipcode: '76829',
      city: 'Landau',
      firstName: 'Ben',
      lastName: 'Keller',
    });
    const customer = await loggedInShopper(emulator.http, { shippingAddress: shipping });
    await customer.addWine();
    const order = ok(await customer.order());
    expect(order.addresses.map((address: any) => address.street).sort()).toEqual(['Kirchstraße 3', 'Weinstraße 12']);
    const billing = order.addresses.find((address: any) => address.id === order.billingAddressId);
    expect(billing.street).toBe('Weinstraße 12');
    expect(order.deliveries[0].shippingOrderAddress).toMatchObject({ street: 'Kirchstraße 3', firstName: 'Ben' });
  });

  test('sends the order confirmation to the outbox, with the order’s deep link', async () => {
    const customer = await loggedInShopper(emulator.http);
    await customer.addWine();
    const order = ok(await customer.order());
    const mail = await lastMail(emulator.http, customer.email, 'order_confirmation');
    expect(mail.subject).toBe(`Bestellbestätigung ${order.orderNumber}`);
    expect(mail.links.order).toBe(`http://localhost:4000/account/order/${order.deepLinkCode}`);
  });

  test('prepayment: the confirmation says where to transfer the money, how much and with which reference', async () => {
    const customer = await loggedInShopper(emulator.http);
    await customer.usePayment(paymentMethods.prepayment);
    await customer.addWine(WINE, 3);
    const order = ok(await customer.order());
    const mail = await lastMail(emulator.http, customer.email, 'order_confirmation');
    const total = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(order.price.totalPrice);
    expect(mail.body).toContain('Kontoinhaber: Weingut Keller-Brandt');
    expect(mail.body).toContain('IBAN: DE41 5486 2500 0001 2345 67');
    expect(mail.body).toContain('BIC: GENODE61SUW');
    expect(mail.body).toContain('Bank: VR Bank Südpfalz');
    expect(mail.body).toContain(`Betrag: ${total}`);
    expect(mail.body).toContain(`Verwendungszweck: ${order.orderNumber}`);
  });

  test('another payment method: no bank details, no transfer reference in the confirmation', async () => {
    const customer = await loggedInShopper(emulator.http);
    await customer.usePayment(paymentMethods.invoice);
    await customer.addWine();
    ok(await customer.order());
    const mail = await lastMail(emulator.http, customer.email, 'order_confirmation');
    expect(mail.body).toContain('Zahlbar innerhalb von 14 Tagen');
    expect(mail.body).not.toContain('IBAN');
    expect(mail.body).not.toContain('Verwendungszweck');
  });

  test('a guest orders and pays by prepayment: handle-payment answers no redirect, the transaction stays open', async () => {
    const guest = await loggedInShopper(emulator.http, { guest: true, password: undefined });
    expect(guest.customer).toMatchObject({ guest: true });
    await guest.addWine();
    const order = ok(await guest.order());
    expect(order.orderCustomer.email).toBe(guest.email);
    const paid = ok(await guest.handlePayment({ orderId: order.id, finishUrl: 'http://localhost:4000/order-success' }));
    expect(paid).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    const listed = ok(
      await guest.orders({ associations: { transactions: { associations: { stateMachineState: {} } } } }),
    ).orders.elements;
    expect(listed.map((entry: any) => [entry.id, entry.transactions[0].stateMachineState.technicalName])).toEqual([
      [order.id, 'open'],
    ]);
  });
});
