import { storeApiFixture } from '../../../test/fixtures/store-api.js';
import type { RawCart } from './cart-raw-types.js';
import { addToCartNotification, promotionOutcome, quantityChangeNotification } from './cart-notification.js';

const withPromotion = () => storeApiFixture<RawCart>('cart-wine-promotion');
const soldOut = () => storeApiFixture<RawCart>('cart-sold-out');
const PRODUCT = 'Gewürztraminer Spätlese lieblich 2023';

const PRODUCT_ID = 'b1000000000000000000000000000004';

test("add to cart: 'added to cart' unless the answer carries a level-20 error, whose message it then is", () => {
  expect(addToCartNotification(withPromotion(), PRODUCT_ID, PRODUCT, 'de-DE')).toEqual({
    type: 'SUCCESS',
    message: `${PRODUCT} wurde in den Warenkorb gelegt.`,
  });
  expect(addToCartNotification(soldOut(), PRODUCT_ID, 'Spätburgunder', 'en-GB')).toEqual({
    type: 'ERROR',
    message: 'The product Spätburgunder Kastanienbusch Große Lage 2020 is no longer available.',
  });
});

test("add to cart: a cart that cannot take the amount says so, never 'added'", () => {
  const limit = {
    level: 10,
    key: `product-stock-reached${PRODUCT_ID}`,
    messageKey: 'product-stock-reached',
    parameters: { name: PRODUCT, quantity: 99 },
  };
  expect(
    addToCartNotification({ ...withPromotion(), errors: { [limit.key]: limit } }, PRODUCT_ID, PRODUCT, 'de-DE'),
  ).toEqual({
    type: 'WARNING',
    message: `Das Produkt ${PRODUCT} ist nur noch 99 Mal verfügbar.`,
  });
  // Another product's correction is not this add's: the cart's messages carry it.
  const other = {
    ...limit,
    key: 'product-stock-reachedb1000000000000000000000000000099',
    parameters: { name: 'Riesling', quantity: 3 },
  };
  expect(
    addToCartNotification({ ...withPromotion(), errors: { [other.key]: other } }, PRODUCT_ID, PRODUCT, 'de-DE').type,
  ).toBe('SUCCESS');
});

test('add to cart: an amount raised to the minimum is added, and the correction is told', () => {
  const warned = {
    ...withPromotion(),
    errors: { w: { messageKey: 'min-order-quantity', level: 10, parameters: { name: PRODUCT, quantity: 6 } } },
  };
  expect(addToCartNotification(warned, PRODUCT_ID, PRODUCT, 'en-GB')).toEqual({
    type: 'INFO',
    message: `${PRODUCT} has been added to cart. The quantity of product ${PRODUCT} did not meet the minimum order quantity threshold. The quantity has automatically been increased to 6.`,
  });
});

test('a quantity change tells of corrections (INFO) and errors (ERROR) only', () => {
  expect(quantityChangeNotification({ errors: [] }, 'de-DE')).toBeNull();
  expect(
    quantityChangeNotification({ errors: { a: { messageKey: 'promotion-discount-added', level: 0 } } }, 'de-DE'),
  ).toBeNull();
  expect(
    quantityChangeNotification(
      { errors: { a: { messageKey: 'product-stock-reached', level: 10, parameters: { name: 'X', quantity: 3 } } } },
      'en-GB',
    ),
  ).toEqual({
    type: 'INFO',
    message: 'The product X is only available 3 times.',
  });
  expect(quantityChangeNotification(soldOut(), 'de-DE')?.type).toBe('ERROR');
});

test('promotion codes: added, not found, or the reason it does not apply', () => {
  expect(promotionOutcome(withPromotion(), 'weinfreunde10', 'it-IT')).toEqual({
    notification: { type: 'SUCCESS', message: 'Codice promozionale aggiunto correttamente.' },
    userErrors: [],
  });
  const notFound = {
    ...withPromotion(),
    errors: { 'promotion-not-found': { messageKey: 'promotion-not-found', level: 20, parameters: { code: 'X' } } },
  };
  expect(promotionOutcome(notFound, 'X', 'en-GB')).toEqual({
    notification: { type: 'ERROR', message: 'Promotion code does not exist' },
    userErrors: [{ field: 'code', code: 'PROMOTION_NOT_FOUND', message: 'Promotion code does not exist' }],
  });
  const notEligible = {
    lineItems: [],
    errors: { e: { messageKey: 'promotion-not-eligible', level: 0, message: 'Promotion X not eligible for cart!' } },
  };
  expect(promotionOutcome(notEligible, 'X', 'de-DE')).toEqual({
    notification: { type: 'INFO', message: 'Promotion X not eligible for cart!' },
    userErrors: [{ field: 'code', code: 'PROMOTION_NOT_APPLIED', message: 'Promotion X not eligible for cart!' }],
  });
  expect(promotionOutcome({ lineItems: [], errors: [] }, 'X', 'de-DE').userErrors).toEqual([
    { field: 'code', code: 'PROMOTION_NOT_APPLIED', message: 'Der Aktionscode konnte nicht angewendet werden.' },
  ]);
});
