import { storeApiFixture } from '../../../test/fixtures/store-api.js';
import type { RawCart } from './cart-raw-types.js';
import { cartErrorsOf, cartMessageOf, levelOf, mapCart } from './cart.mapper.js';

const withPromotion = () => storeApiFixture<RawCart>('cart-wine-promotion');
const soldOut = () => storeApiFixture<RawCart>('cart-sold-out');

test('a cart with a wine and a promotion: lines, promotion, shipping, VAT, totals, the notice', () => {
  const cart = mapCart(withPromotion(), 'EUR', 'de-DE');
  expect(cart.lineItems).toHaveLength(1);
  expect(cart.lineItems[0]).toMatchObject({
    type: 'product',
    label: 'Gewürztraminer Spätlese lieblich 2023',
    quantity: 2,
    unitPrice: { amount: 12.5, currencyCode: 'EUR' },
    totalPrice: { amount: 25 },
    listPrice: null,
    quantityRules: { min: 1, max: 99, step: 1, allowedQuantities: null },
    isRemovable: true,
    isQuantityChangeable: true,
    deliveryTime: '2-4 Werktage',
    rawPrice: expect.objectContaining({
      referencePrice: expect.objectContaining({ price: 16.67, purchaseUnit: 0.75 }),
    }),
  });
  expect(cart.lineItems[0]!.productId).toBe(cart.lineItems[0]!.id);
  expect(cart.promotions).toEqual([
    {
      lineItemId: expect.any(String),
      code: 'WEINFREUNDE10',
      label: 'Weinfreunde-Rabatt 10 %',
      discount: { amount: 2.5, currencyCode: 'EUR' },
    },
  ]);
  expect(cart).toMatchObject({
    itemCount: 2,
    isEmpty: false,
    shippingCosts: { amount: 6.9 },
    delivery: {
      shippingMethodName: 'Standardversand (DHL)',
      costs: { amount: 6.9 },
      earliestDeliveryDate: expect.any(String),
    },
    taxes: [{ rate: 19, tax: { amount: 4.69 }, base: { amount: 29.4 } }],
    // The goods before the discount: 25 − 2.50 + 6.90 = 29.40, as a summary prints it.
    totals: {
      goods: { amount: 25 },
      positions: { amount: 22.5 },
      net: { amount: 24.71 },
      total: { amount: 29.4 },
      taxStatus: 'gross',
    },
    messages: [
      { key: 'promotion-discount-added', level: 'NOTICE', message: 'Der Aktionscode wurde erfolgreich hinzugefügt.' },
    ],
  });
});

test("cart errors come keyed by id or as []; known keys in the request's language, others in Shopware's words", () => {
  expect(cartErrorsOf({ errors: [] })).toEqual([]);
  expect(cartErrorsOf({ errors: null })).toEqual([]);
  const [error] = cartErrorsOf(soldOut());
  expect(cartMessageOf(error!, 'pl-PL')).toEqual({
    key: 'product-out-of-stock',
    level: 'ERROR',
    message: 'Produkt Spätburgunder Kastanienbusch Große Lage 2020 nie jest już dostępny.',
  });
  const unknown = {
    key: 'shipping-method-blocked-x',
    messageKey: 'shipping-method-blocked',
    level: 10,
    message: 'Shipping method Express not available',
  };
  expect(cartMessageOf(unknown, 'de-DE')).toEqual({
    key: 'shipping-method-blocked',
    level: 'WARNING',
    message: 'Shipping method Express not available',
  });
  expect(
    cartMessageOf({ messageKey: 'purchase-steps', level: 10, parameters: { name: 'Dornfelder', quantity: 6 } }, 'nl-NL')
      .message,
  ).toBe('De hoeveelheid van Dornfelder past niet bij de verkoopeenheden en is gewijzigd in 6.');
  expect([levelOf(0), levelOf(10), levelOf(20), levelOf(undefined)]).toEqual(['NOTICE', 'WARNING', 'ERROR', 'NOTICE']);
});

test('an empty cart', () => {
  expect(
    mapCart(
      { lineItems: [], errors: [], deliveries: [], price: { totalPrice: 0, netPrice: 0, positionPrice: 0 } },
      'EUR',
      'en-GB',
    ),
  ).toMatchObject({
    lineItems: [],
    promotions: [],
    itemCount: 0,
    isEmpty: true,
    delivery: null,
    shippingCosts: { amount: 0 },
    taxes: [],
    messages: [],
  });
});
