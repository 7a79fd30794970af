import { storeApiFixture } from '../../../test/fixtures/store-api.js';
import type { RawOrder, RawOrderListAnswer } from './order-raw-types.js';
import { currentTransactionOf, mapOrder, paymentChangeableOf } from './order.mapper.js';

const answer = () => storeApiFixture<RawOrderListAnswer>('order-list');
const placed = (): RawOrder => answer().orders.elements[0]!;

test('an order with every association becomes the summary of the success page and the account', () => {
  const raw = placed();
  const order = mapOrder(raw, 'EUR', paymentChangeableOf(answer().paymentChangeable, raw.id));
  expect(order).toMatchObject({
    id: raw.id,
    orderNumber: '10000',
    orderDate: raw.orderDateTime,
    state: { technicalName: 'open', name: 'Offen' },
    paymentStatus: 'CREATED',
    transactionState: { technicalName: 'open', name: 'Offen' },
    isPaymentMethodChangeable: true,
    paymentMethod: { name: 'Vorkasse', logo: null },
    shippingMethod: { name: 'Standardversand (DHL)', deliveryTime: '2-4 Werktage' },
    deliveryState: { technicalName: 'open' },
    billingAddress: {
      firstName: 'Anna',
      street: 'Weinstraße 12',
      zipcode: '76831',
      country: { iso: 'DE', name: 'Deutschland' },
      company: null,
    },
    shippingAddress: { street: 'Weinstraße 12' },
    shippingCosts: { amount: 6.9, currencyCode: 'EUR' },
    taxes: [{ rate: 19, tax: { amount: 4.69 }, base: { amount: 29.4 } }],
    totals: {
      goods: { amount: 25 },
      positions: { amount: 22.5 },
      total: { amount: 29.4 },
      net: { amount: 24.71 },
      taxStatus: 'gross',
    },
    customerEmail: 'a@example.de',
  });
  expect(
    order.lineItems.map((line) => [
      line.type,
      line.label,
      line.quantity,
      line.totalPrice.amount,
      line.promotionCode,
      line.productId !== null,
    ]),
  ).toEqual([
    ['product', 'Gewürztraminer Spätlese lieblich 2023', 2, 25, null, true],
    ['promotion', 'Weinfreunde-Rabatt 10 %', 1, -2.5, 'WEINFREUNDE10', false],
  ]);
  expect(order.lineItems[0]!.cover?.url).toMatch(/\.webp$/);
});

test('the current transaction is the primary one, else the newest; it decides the payment status', () => {
  const raw = placed();
  const [first] = raw.transactions!;
  const failed = {
    ...first!,
    id: 'failed',
    createdAt: '2025-01-01T00:00:00.000+00:00',
    stateMachineState: { technicalName: 'failed', name: 'Fehlgeschlagen' },
  };
  const paid = {
    ...first!,
    id: 'paid',
    createdAt: '2025-01-02T00:00:00.000+00:00',
    stateMachineState: { technicalName: 'paid', name: 'Bezahlt' },
  };
  expect(currentTransactionOf({ transactions: [paid, failed], primaryOrderTransactionId: null })?.id).toBe('paid');
  expect(currentTransactionOf({ transactions: [paid, failed], primaryOrderTransactionId: 'failed' })?.id).toBe(
    'failed',
  );
  expect(currentTransactionOf({ transactions: [] })).toBeNull();
  const order = mapOrder({ ...raw, transactions: [failed, paid], primaryOrderTransactionId: 'paid' }, 'EUR');
  expect(order).toMatchObject({
    paymentStatus: 'PAID',
    transactionState: { technicalName: 'paid', name: 'Bezahlt' },
    isPaymentMethodChangeable: false,
  });
  expect(mapOrder({ ...raw, transactions: [failed], primaryOrderTransactionId: 'failed' }, 'EUR')).toMatchObject({
    paymentStatus: 'NOT_PAID',
    isPaymentMethodChangeable: true,
  });
});

test("Shopware's paymentChangeable wins over the rule; its empty form is []", () => {
  const raw = placed();
  expect(mapOrder(raw, 'EUR', false).isPaymentMethodChangeable).toBe(false);
  expect(paymentChangeableOf([], raw.id)).toBeUndefined();
  expect(paymentChangeableOf({ [raw.id]: false }, raw.id)).toBe(false);
});

test('an order answered without associations still maps (fields it lacks are empty)', () => {
  const order = mapOrder({ id: 'x', orderNumber: '10001' }, 'EUR');
  expect(order).toMatchObject({
    lineItems: [],
    billingAddress: null,
    paymentMethod: null,
    shippingMethod: null,
    paymentStatus: 'CREATED',
    transactionState: null,
  });
});
