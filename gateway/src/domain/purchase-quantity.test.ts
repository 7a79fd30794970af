import { rieslingWithTiers, soldOutSekt } from '../../test/fixtures/store-api.js';
import { purchaseQuantityOf } from './purchase-quantity.js';

test('a bottle: 1 to 99 in steps of 1, free entry', () => {
  expect(purchaseQuantityOf(rieslingWithTiers())).toEqual({ min: 1, max: 99, step: 1, allowedQuantities: null });
});

test('sold in cartons of six: the allowed quantities for a dropdown', () => {
  expect(purchaseQuantityOf({ minPurchase: 6, purchaseSteps: 6, maxPurchase: 36, calculatedMaxPurchase: 36 })).toEqual({
    min: 6,
    max: 36,
    step: 6,
    allowedQuantities: [6, 12, 18, 24, 30, 36],
  });
});

test('the maximum stays within 99 and on the step grid', () => {
  expect(purchaseQuantityOf({ minPurchase: 2, purchaseSteps: 5, calculatedMaxPurchase: 500 })).toMatchObject({
    min: 2,
    max: 97,
  });
  expect(purchaseQuantityOf({ minPurchase: 200 })).toMatchObject({ min: 99, max: 99 });
});

test('a closeout without stock (calculatedMaxPurchase 0) allows no more than the minimum; missing fields give 1..99', () => {
  expect(purchaseQuantityOf(soldOutSekt())).toEqual({ min: 1, max: 1, step: 1, allowedQuantities: null });
  expect(purchaseQuantityOf({})).toEqual({ min: 1, max: 99, step: 1, allowedQuantities: null });
  expect(purchaseQuantityOf({ calculatedMaxPurchase: 3 })).toEqual({
    min: 1,
    max: 3,
    step: 1,
    allowedQuantities: null,
  });
  expect(purchaseQuantityOf({ minPurchase: 0, purchaseSteps: 0 })).toEqual({
    min: 1,
    max: 99,
    step: 1,
    allowedQuantities: null,
  });
});
