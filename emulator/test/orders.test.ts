import { randomBytes } from 'node:crypto';
import { productId } from './support/cart-client.js';
import { ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { loadOrder, loggedInShopper, paymentMethods, shopper, WINE } from './support/order-client.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await emulator.close();
});

const anonymous = () => shopper(emulator.http, randomBytes(16).toString('hex'));
const stockOf = async (key: string) => (await anonymous().product(key)).body.product.stock as number;

/** A customer with three orders (of 1, 2 and 3 bottles), newest last. */
async function customerWithOrders() {
  const customer = await loggedInShopper(emulator.http);
  const placed = [];
  for (const quantity of [1, 2, 3]) {
    await customer.addWine(WINE, quantity);
    placed.push(ok(await customer.order()));
  }
  return { customer, placed };
}

describe('POST /order', () => {
  test('without a customer or deep link: 403 CHECKOUT__ORDER_CUSTOMER_NOT_LOGGED_IN', async () => {
    shopwareError(await anonymous().orders(), 403, 'CHECKOUT__ORDER_CUSTOMER_NOT_LOGGED_IN');
  });

  test('lists only the customer’s orders, newest first, paged, with the exact total when asked', async () => {
    const { customer, placed } = await customerWithOrders();
    await loggedInShopper(emulator.http).then(async (other) => {
      await other.addWine();
      ok(await other.order());
    });
    const numbers = placed.map((order) => order.orderNumber).reverse();
    const all = ok(await customer.orders()).orders;
    expect(all).toMatchObject({ entity: 'order', total: 3, page: 1, limit: 100, apiAlias: 'dal_entity_search_result' });
    expect(all.elements.map((order: any) => order.orderNumber)).toEqual(numbers);

    const first = ok(await customer.orders({ limit: 2, page: 1, 'total-count-mode': 'exact' })).orders;
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.elements.map((order: any) => order.orderNumber)).toEqual(numbers.slice(0, 2));
    const second = ok(await customer.orders({ limit: 2, page: 2, 'total-count-mode': 'exact' })).orders;
    expect(second.elements.map((order: any) => order.orderNumber)).toEqual(numbers.slice(2));
    expect(ok(await customer.orders({ limit: 2 })).orders.total).toBe(2);

    const ascending = ok(await customer.orders({ sort: [{ field: 'orderNumber', order: 'ASC' }] })).orders;
    expect(ascending.elements.map((order: any) => order.orderNumber)).toEqual([...numbers].reverse());
    const filtered = ok(
      await customer.orders({ filter: [{ type: 'equals', field: 'orderNumber', value: numbers[1] }] }),
    ).orders;
    expect(filtered.elements.map((order: any) => order.id)).toEqual([placed[1].id]);
    shopwareError(
      await customer.orders({ filter: [{ type: 'equals', field: 'nope', value: 1 }] }),
      400,
      'FRAMEWORK__UNMAPPED_FIELD',
    );
  });

  test('loads associations only when asked, honours includes, and counts by aggregation', async () => {
    const { customer, placed } = await customerWithOrders();
    const [plain] = ok(await customer.orders({ limit: 1 })).orders.elements;
    expect(plain).toMatchObject({
      stateMachineState: { technicalName: 'open' },
      billingAddress: { street: 'Weinstraße 12' },
      // The invoice the estate's flow creates with every order (OrderRoute always loads the documents).
      documents: [expect.objectContaining({ documentNumber: `RE-${plain.orderNumber}`, fileType: 'pdf' })],
    });
    expect(plain.orderCustomer.email).toBe(customer.email);
    for (const key of ['lineItems', 'deliveries', 'transactions', 'addresses', 'currency'])
      expect(plain).not.toHaveProperty(key);

    const body = ok(
      await customer.orders({
        limit: 1,
        associations: {
          lineItems: { associations: { cover: {} } },
          'deliveries.shippingMethod': {},
          'deliveries.positions': {},
          transactions: { associations: { stateMachineState: {} } },
        },
        aggregations: [{ name: 'orderCount', type: 'count', field: 'id' }],
      }),
    );
    const [full] = body.orders.elements;
    expect(full.lineItems[0]).toMatchObject({
      productId: productId(WINE),
      quantity: 3,
      cover: { url: expect.any(String) },
    });
    expect(full.deliveries[0].shippingMethod.technicalName).toBe('shipping_standard');
    expect(full.deliveries[0].positions[0].price).toMatchObject({
      quantity: 3,
      calculatedTaxes: [expect.any(Object)],
      regulationPrice: null,
    });
    expect(full.deliveries[0]).not.toHaveProperty('shippingOrderAddress');
    expect(full.transactions[0].stateMachineState.technicalName).toBe('open');
    expect(full.transactions[0]).not.toHaveProperty('paymentMethod');
    expect(body.orders.aggregations.orderCount).toMatchObject({ count: 3 });

    // Includes leave out fields the schema requires, as they do with Shopware: no schema check here.
    const included = (await customer.orders({ includes: { order: ['id', 'orderNumber'] } })).body.orders.elements;
    expect(included[0]).toEqual({ id: placed[2].id, orderNumber: placed[2].orderNumber, apiAlias: 'order' });
  });

  test('paymentChangeable only with checkPromotion: true, by transaction state', async () => {
    const { customer, placed } = await customerWithOrders();
    expect(ok(await customer.orders()).paymentChangeable).toEqual([]);
    const changeable = ok(await customer.orders({ checkPromotion: true })).paymentChangeable;
    expect(changeable).toEqual(Object.fromEntries(placed.map((order) => [order.id, true])));
  });

  test('a guest opens an order by deep link with its e-mail and zip code', async () => {
    const guest = await loggedInShopper(emulator.http, { guest: true, password: undefined });
    await guest.addWine();
    const order = ok(await guest.order());
    const deepLink = { filter: [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }] };
    const found = ok(await anonymous().orders({ ...deepLink, email: guest.email, zipcode: '76831' })).orders.elements;
    expect(found.map((entry: any) => entry.id)).toEqual([order.id]);
    shopwareError(
      await anonymous().orders({ ...deepLink, email: guest.email, zipcode: '10115' }),
      403,
      'CHECKOUT__GUEST_WRONG_CREDENTIALS',
    );
    shopwareError(await anonymous().orders(deepLink), 403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED');
    const unknown = {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: 'x'.repeat(32) }],
      email: guest.email,
      zipcode: '76831',
    };
    shopwareError(await anonymous().orders(unknown), 403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED');

    const { placed, customer } = await customerWithOrders();
    const registered = {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: placed[0].deepLinkCode }],
      email: customer.email,
      zipcode: '76831',
    };
    shopwareError(await anonymous().orders(registered), 403, 'CHECKOUT__ORDER_CUSTOMER_NOT_LOGGED_IN');
  });

  /** A guest's order and the deep link filter that names it. */
  async function guestOrder() {
    const guest = await loggedInShopper(emulator.http, { guest: true, password: undefined });
    await guest.addWine();
    const order = ok(await guest.order());
    return {
      guest,
      order,
      deepLink: { filter: [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }] },
    };
  }

  test('a guest’s e-mail and zip code are compared without regard to case; the guest’s own session needs neither', async () => {
    const { guest, order, deepLink } = await guestOrder();
    const found = ok(await anonymous().orders({ ...deepLink, email: guest.email.toUpperCase(), zipcode: '76831' }))
      .orders.elements;
    expect(found.map((entry: any) => entry.id)).toEqual([order.id]);
    expect(ok(await guest.orders(deepLink)).orders.elements.map((entry: any) => entry.id)).toEqual([order.id]);
  });

  test('guest attempts are limited per deep link code (guest_login: 10, then 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED), a success forgets them', async () => {
    const { guest, deepLink } = await guestOrder();
    const wrong = { ...deepLink, email: guest.email, zipcode: '10115' };
    const right = { ...deepLink, email: guest.email, zipcode: '76831' };
    for (let attempt = 0; attempt < 9; attempt++)
      shopwareError(await anonymous().orders(wrong), 403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS');
    ok(await anonymous().orders(right));
    for (let attempt = 0; attempt < 10; attempt++)
      shopwareError(await anonymous().orders(wrong), 403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS');
    const throttled = shopwareError(await anonymous().orders(right), 429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED');
    expect(throttled.meta.parameters.seconds).toBeGreaterThan(0);
    // Another order's code is counted on its own.
    const other = await guestOrder();
    ok(await anonymous().orders({ ...other.deepLink, email: other.guest.email, zipcode: '76831' }));
  });
});

describe('POST /order/state/cancel', () => {
  test('cancels the customer’s open order, gives the stock back, and is idempotent', async () => {
    const before = await stockOf(WINE);
    const { customer, placed } = await customerWithOrders();
    expect(await stockOf(WINE)).toBe(before - 6);
    const state = ok(await customer.cancel(placed[2].id));
    expect(state).toMatchObject({
      technicalName: 'cancelled',
      name: 'Abgebrochen',
      translated: { name: 'Abgebrochen' },
      apiAlias: 'state_machine_state',
    });
    expect(await stockOf(WINE)).toBe(before - 3);
    expect(ok(await customer.cancel(placed[2].id)).technicalName).toBe('cancelled');
    expect(await stockOf(WINE)).toBe(before - 3);
    const [listed] = ok(await customer.orders({ ids: [placed[2].id] })).orders.elements;
    expect(listed.stateMachineState.technicalName).toBe('cancelled');
  });

  test('refuses a missing id, another’s order, no customer, and a completed order', async () => {
    const { customer, placed } = await customerWithOrders();
    const missing = shopwareError(await customer.cancel(undefined), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER');
    expect(missing.meta.parameters).toEqual({ parameter: 'orderId' });
    const other = await loggedInShopper(emulator.http);
    shopwareError(await other.cancel(placed[0].id), 404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND');
    shopwareError(await anonymous().cancel(placed[0].id), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');

    emulator.db
      .prepare(`UPDATE "order" SET data = json_set(data, '$.state', 'completed') WHERE id = ?`)
      .run(placed[0].id);
    const illegal = shopwareError(await customer.cancel(placed[0].id), 400, 'SYSTEM__ILLEGAL_STATE_TRANSITION');
    expect(illegal.meta.parameters).toMatchObject({ transition: 'cancel', possibleTransitions: ['reopen'] });
  });
});

describe('POST /order/payment', () => {
  test('changes the method: the open transaction is cancelled and a new open one added', async () => {
    const { customer, placed } = await customerWithOrders();
    const orderId = placed[0].id;
    expect(ok(await customer.changePayment(orderId, paymentMethods.prepayment))).toEqual({
      success: true,
      apiAlias: 'array_struct',
    });
    expect((await loadOrder(customer, orderId)).order.transactions).toHaveLength(1);
    ok(await customer.changePayment(orderId, paymentMethods.invoice));
    const { order } = await loadOrder(customer, orderId);
    expect(
      order.transactions.map((transaction: any) => [
        transaction.paymentMethodId,
        transaction.stateMachineState.technicalName,
      ]),
    ).toEqual([
      [paymentMethods.prepayment, 'cancelled'],
      [paymentMethods.invoice, 'open'],
    ]);
    expect(order.primaryOrderTransactionId).toBe(order.transactions[1].id);
    expect(order.transactions[1].amount.totalPrice).toBe(order.amountTotal);
  });

  test('refuses invalid ids, another’s order and an unknown method', async () => {
    const { customer, placed } = await customerWithOrders();
    shopwareError(await customer.changePayment('nope', paymentMethods.invoice), 400, 'FRAMEWORK__INVALID_UUID');
    const other = await loggedInShopper(emulator.http);
    shopwareError(
      await other.changePayment(placed[0].id, paymentMethods.invoice),
      404,
      'CHECKOUT__ORDER_ORDER_NOT_FOUND',
    );
    const unknown = 'f'.repeat(32);
    const error = shopwareError(
      await customer.changePayment(placed[0].id, unknown),
      404,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
    );
    expect(error.meta.parameters).toEqual({ id: unknown });
    shopwareError(
      await anonymous().changePayment(placed[0].id, paymentMethods.invoice),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
  });
});
