import { upstreamCallLog, upstreamCalls } from './support/catalog-fixtures.js';
import {
  ADD_TO_CART,
  CART,
  CART_PAYLOAD,
  DORNFELDER,
  EN,
  GEWUERZTRAMINER,
  gql,
  newSession,
  product,
  SOLD_OUT,
  SOLD_OUT_NAME,
  VOUCHER,
  WINE,
} from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // CACHE off: these tests count the Store API calls an operation makes, which the catalogue cache
  // (its own tests: catalog-cache*.test.ts) would answer or add its scope read to.
  shop = await startShop({ gatewayEnv: { CACHE: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const CHANGE = `mutation Change($id: ID!, $quantity: Int!) { changeLineItemQuantity(lineItemId: $id, quantity: $quantity) { ${CART_PAYLOAD} } }`;
const REMOVE = `mutation Remove($id: ID!) { removeLineItem(lineItemId: $id) { ${CART_PAYLOAD} } }`;
const ADD_CODE = `mutation Code($code: String!) { addPromotionCode(code: $code) { ${CART_PAYLOAD} } }`;
const REMOVE_CODE = `mutation Uncode($code: String!) { removePromotionCode(code: $code) { ${CART_PAYLOAD} } }`;
const vat = (gross: number) => Math.round((gross - gross / 1.19) * 100) / 100;

/** A session with the given products in its cart; answers its cookie and the last add's payload. */
async function sessionWith(...items: [string, number][]) {
  const cookie = await newSession(shop);
  let payload: any = null;
  for (const [productId, quantity] of items)
    payload = dataOf(await gql(shop, cookie, ADD_TO_CART, { productId, quantity })).addToCart;
  return { cookie, payload };
}

describe('cart and addToCart', () => {
  test('a new session has an empty cart', async () => {
    const { cart } = dataOf(await gql(shop, await newSession(shop), `{ cart { ${CART} } }`));
    expect(cart).toMatchObject({
      lineItems: [],
      promotions: [],
      itemCount: 0,
      isEmpty: true,
      messages: [],
      totals: { total: { amount: 0 }, taxStatus: 'gross' },
    });
  });

  test('adds a wine: line, product, reference price, shipping, VAT, totals and the German notification', async () => {
    const cookie = await newSession(shop);
    const res = await gql(shop, cookie, ADD_TO_CART, { productId: GEWUERZTRAMINER, quantity: 2 });
    const { addToCart } = dataOf(res);
    expect(addToCart.notification).toEqual({
      type: 'SUCCESS',
      message: 'Gewürztraminer Spätlese lieblich 2023 wurde in den Warenkorb gelegt.',
    });
    expect(addToCart.userErrors).toEqual([]);
    const { cart } = addToCart;
    expect(cart.lineItems).toEqual([
      expect.objectContaining({
        id: GEWUERZTRAMINER,
        type: 'product',
        productId: GEWUERZTRAMINER,
        label: 'Gewürztraminer Spätlese lieblich 2023',
        quantity: 2,
        unitPrice: { amount: 12.5, currencyCode: 'EUR' },
        totalPrice: { amount: 25 },
        listPrice: null,
        quantityRules: { min: 1, max: 99, step: 1, allowedQuantities: null },
        isRemovable: true,
        isQuantityChangeable: true,
        product: expect.objectContaining({
          id: GEWUERZTRAMINER,
          name: 'Gewürztraminer Spätlese lieblich 2023',
          type: 'WINE',
          path: expect.stringMatching(/^\/.+/),
        }),
        referencePrice: { fillingQuantity: 0.75, unitCode: expect.any(String), basePrice: { amount: 16.67 } },
      }),
    ]);
    expect(cart.lineItems[0].cover.url).toMatch(/\.webp$/);
    expect(cart).toMatchObject({
      itemCount: 2,
      isEmpty: false,
      shippingCosts: { amount: 6.9 },
      delivery: { shippingMethodName: 'Standardversand (DHL)', costs: { amount: 6.9 } },
      taxes: [{ rate: 19, tax: { amount: Math.round((vat(25) + vat(6.9)) * 100) / 100 }, base: { amount: 31.9 } }],
      totals: { positions: { amount: 25 }, total: { amount: 31.9 } },
      messages: [],
    });
    // The add, then the products of all lines in one call.
    expect(upstreamCallLog(res)).toEqual(['POST /checkout/cart/line-item', 'POST /product']);
    const again = dataOf(await gql(shop, cookie, `{ cart { itemCount } }`));
    expect(again.cart.itemCount).toBe(2);
  });

  test.each([
    ['en-GB', 'Riesling feinherb 2024 has been added to cart.'],
    ['it-IT', 'Riesling feinherb 2024 è stato aggiunto al carrello.'],
    ['nl-NL', 'Riesling feinherb 2024 is aan de winkelwagen toegevoegd.'],
    ['pl-PL', 'Riesling feinherb 2024 został dodany do koszyka.'],
  ])('the notification in %s', async (language, message) => {
    const res = await gql(
      shop,
      await newSession(shop),
      ADD_TO_CART,
      { productId: WINE, quantity: 1 },
      { 'accept-language': language },
    );
    expect(dataOf(res).addToCart.notification).toEqual({ type: 'SUCCESS', message });
  });

  test.each([0, 100, -1])('quantity %p is refused on the field quantity before any upstream call', async (quantity) => {
    const res = await gql(shop, await newSession(shop), ADD_TO_CART, { productId: WINE, quantity });
    expect(dataOf(res).addToCart).toEqual({
      cart: null,
      notification: null,
      userErrors: [{ field: 'quantity', code: 'QUANTITY_OUT_OF_RANGE', message: expect.any(String) }],
    });
    expect(upstreamCalls(res)).toBe(0);
  });

  test('an id that is no Shopware id is refused on productId', async () => {
    const res = await gql(shop, await newSession(shop), ADD_TO_CART, { productId: 'riesling', quantity: 1 }, EN);
    expect(dataOf(res).addToCart.userErrors).toEqual([
      { field: 'productId', code: 'ID_INVALID', message: expect.any(String) },
    ]);
  });

  test('a sold-out product: the level-20 cart error is the notification, not "added to cart"', async () => {
    const cookie = await newSession(shop);
    const res = await gql(shop, cookie, ADD_TO_CART, { productId: SOLD_OUT, quantity: 1 });
    const { addToCart } = dataOf(res);
    expect(upstreamCallLog(res)).toEqual(['POST /checkout/cart/line-item']);
    const message = `Das Produkt ${SOLD_OUT_NAME} ist nicht mehr verfügbar.`;
    expect(addToCart.notification).toEqual({ type: 'ERROR', message });
    expect(addToCart.cart).toMatchObject({
      lineItems: [],
      messages: [{ key: 'product-out-of-stock', level: 'ERROR', message }],
    });
    const english = dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: SOLD_OUT, quantity: 1 }, EN)).addToCart;
    expect(english.notification).toEqual({
      type: 'ERROR',
      message: `The product ${SOLD_OUT_NAME} is no longer available.`,
    });
  });

  test('an unknown product: product-not-found', async () => {
    const { addToCart } = dataOf(
      await gql(shop, await newSession(shop), ADD_TO_CART, { productId: 'f'.repeat(32), quantity: 1 }),
    );
    expect(addToCart.notification).toEqual({ type: 'ERROR', message: 'Das Produkt wurde nicht gefunden.' });
    expect(addToCart.cart.messages).toEqual([
      { key: 'product-not-found', level: 'ERROR', message: 'Das Produkt wurde nicht gefunden.' },
    ]);
  });

  test('the main product of variants (the voucher) is refused, not "added to cart": its amount must be chosen', async () => {
    const cookie = await newSession(shop);
    const { addToCart } = dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: VOUCHER, quantity: 1 }, EN));
    expect(addToCart).toEqual({
      cart: null,
      notification: null,
      userErrors: [
        {
          field: 'productId',
          code: 'PRODUCT_VARIANT_NOT_FOUND',
          message: 'No product available for the selected options.',
        },
      ],
    });
    expect(dataOf(await gql(shop, cookie, `{ cart { isEmpty } }`)).cart.isEmpty).toBe(true);
    const amount = dataOf(
      await gql(shop, cookie, ADD_TO_CART, { productId: product('wertgutschein:50'), quantity: 1 }),
    ).addToCart;
    expect(amount.notification).toEqual({ type: 'SUCCESS', message: 'Wertgutschein wurde in den Warenkorb gelegt.' });
  });

  test('a minimum of 6 in steps of 6: raised with a warning, "added to cart" and the correction told', async () => {
    const { payload } = await sessionWith([DORNFELDER, 1]);
    expect(payload.notification).toEqual({
      type: 'INFO',
      message:
        'Dornfelder trocken 2023 wurde in den Warenkorb gelegt. Die Menge von Dornfelder trocken 2023 lag unter der Mindestbestellmenge und wurde auf 6 erhöht.',
    });
    expect(payload.cart.lineItems[0]).toMatchObject({
      quantity: 6,
      quantityRules: { min: 6, max: 36, step: 6, allowedQuantities: [6, 12, 18, 24, 30, 36] },
    });
    expect(payload.cart.messages).toEqual([
      {
        key: 'min-order-quantity',
        level: 'WARNING',
        message: 'Die Menge von Dornfelder trocken 2023 lag unter der Mindestbestellmenge und wurde auf 6 erhöht.',
      },
    ]);
  });
});

describe('changeLineItemQuantity and removeLineItem', () => {
  test('sets the quantity; corrections to the product rules come as an INFO notification', async () => {
    const { cookie } = await sessionWith([WINE, 1], [DORNFELDER, 6]);
    const changed = dataOf(await gql(shop, cookie, CHANGE, { id: WINE, quantity: 4 })).changeLineItemQuantity;
    expect(changed.notification).toBeNull();
    expect(changed.cart.lineItems.find((item: any) => item.id === WINE)).toMatchObject({
      quantity: 4,
      totalPrice: { amount: 38 },
    });
    const stepped = dataOf(await gql(shop, cookie, CHANGE, { id: DORNFELDER, quantity: 8 }, EN)).changeLineItemQuantity;
    expect(stepped.cart.lineItems.find((item: any) => item.id === DORNFELDER).quantity).toBe(6);
    expect(stepped.notification).toEqual({
      type: 'INFO',
      message:
        'Your input quantity does not match with the setup of the Dornfelder trocken 2023. The quantity was changed to 6.',
    });
    const res = await gql(shop, cookie, CHANGE, { id: DORNFELDER, quantity: 100 });
    expect(dataOf(res).changeLineItemQuantity).toEqual({
      cart: null,
      notification: null,
      userErrors: [{ field: 'quantity', code: 'QUANTITY_OUT_OF_RANGE', message: expect.any(String) }],
    });
    expect(upstreamCalls(res)).toBe(0);
  });

  test('the stock caps a quantity with product-stock-reached', async () => {
    const { cookie } = await sessionWith([DORNFELDER, 6]);
    const capped = dataOf(await gql(shop, cookie, CHANGE, { id: DORNFELDER, quantity: 99 })).changeLineItemQuantity;
    expect(capped.cart.lineItems[0].quantity).toBe(36);
    expect(capped.notification).toEqual({
      type: 'INFO',
      message: 'Das Produkt Dornfelder trocken 2023 ist nur noch 36 Mal verfügbar.',
    });
    expect(capped.cart.messages).toEqual([expect.objectContaining({ key: 'product-stock-reached', level: 'WARNING' })]);
  });

  test("adding past the stock says so (a WARNING), never 'added', and the cart keeps what it had", async () => {
    const { cookie } = await sessionWith([DORNFELDER, 36]);
    const more = dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: DORNFELDER, quantity: 2 })).addToCart;
    expect(more.cart.lineItems[0].quantity).toBe(36);
    expect(more.notification).toEqual({
      type: 'WARNING',
      message: 'Das Produkt Dornfelder trocken 2023 ist nur noch 36 Mal verfügbar.',
    });
    expect(more.cart.messages).toEqual([expect.objectContaining({ key: 'product-stock-reached', level: 'WARNING' })]);
  });

  test('an unknown line is LINE_ITEM_NOT_FOUND, a discount line LINE_ITEM_NOT_CHANGEABLE', async () => {
    const { cookie } = await sessionWith([WINE, 2]);
    const missing = dataOf(
      await gql(shop, cookie, CHANGE, { id: product('riesling-sekt-brut-2021'), quantity: 2 }),
    ).changeLineItemQuantity;
    expect(missing).toEqual({
      cart: null,
      notification: null,
      userErrors: [
        { field: 'lineItemId', code: 'LINE_ITEM_NOT_FOUND', message: 'Diese Position ist nicht (mehr) im Warenkorb.' },
      ],
    });
    const discount = dataOf(await gql(shop, cookie, ADD_CODE, { code: 'PFALZ5' })).addPromotionCode.cart.promotions[0];
    const fixed = dataOf(
      await gql(shop, cookie, CHANGE, { id: discount.lineItemId, quantity: 2 }, EN),
    ).changeLineItemQuantity;
    expect(fixed.userErrors).toEqual([
      {
        field: 'lineItemId',
        code: 'LINE_ITEM_NOT_CHANGEABLE',
        message: 'The quantity of this item cannot be changed.',
      },
    ]);
  });

  test('removes a line; an unknown or empty id is refused', async () => {
    const { cookie } = await sessionWith([WINE, 1], [GEWUERZTRAMINER, 1]);
    const removed = dataOf(await gql(shop, cookie, REMOVE, { id: WINE })).removeLineItem;
    expect(removed.cart.lineItems.map((item: any) => item.id)).toEqual([GEWUERZTRAMINER]);
    const again = dataOf(await gql(shop, cookie, REMOVE, { id: WINE }, EN)).removeLineItem;
    expect(again.userErrors).toEqual([
      { field: 'lineItemId', code: 'LINE_ITEM_NOT_FOUND', message: 'This item is not in the cart (any more).' },
    ]);
    const empty = await gql(shop, cookie, REMOVE, { id: ' ' });
    expect(dataOf(empty).removeLineItem.userErrors).toEqual([
      { field: 'lineItemId', code: 'REQUIRED', message: 'Dieses Feld ist ein Pflichtfeld.' },
    ]);
    expect(upstreamCalls(empty)).toBe(0);
  });
});

describe('the automatic promotion (no code)', () => {
  test('three tasting packages bring the Paketrabatt: shown by its name, without a code to remove, in the totals', async () => {
    const PAKET = product('probierpaket-kennenlernen'); // 59 €, shipped free
    const { cookie, payload } = await sessionWith([PAKET, 2]);
    expect(payload.cart.promotions).toEqual([]);
    const third = dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: PAKET, quantity: 1 })).addToCart;
    expect(third.userErrors).toEqual([]);
    expect(third.cart.promotions).toEqual([
      {
        lineItemId: expect.any(String),
        code: null,
        label: 'Paketrabatt: 5 % ab drei Probierpaketen',
        discount: { amount: 8.85 },
      },
    ]);
    expect(
      third.cart.lineItems.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity]),
    ).toEqual([[PAKET, 3]]);
    expect(third.cart.totals).toMatchObject({ positions: { amount: 168.15 }, total: { amount: 168.15 } });

    // Nothing to remove by code (an empty code is refused); the discount goes only with the third package.
    const refused = dataOf(await gql(shop, cookie, REMOVE_CODE, { code: '' })).removePromotionCode;
    expect(refused.userErrors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`)).toEqual([
      'code:REQUIRED',
    ]);
    expect(dataOf(await gql(shop, cookie, `{ cart { promotions { code label } } }`)).cart.promotions).toEqual([
      { code: null, label: 'Paketrabatt: 5 % ab drei Probierpaketen' },
    ]);
    const fewer = dataOf(
      await gql(shop, cookie, CHANGE, { id: third.cart.lineItems[0].id, quantity: 2 }),
    ).changeLineItemQuantity;
    expect(fewer.cart.promotions).toEqual([]);
    expect(fewer.cart.totals).toMatchObject({ total: { amount: 118 } });
  });
});

describe('promotion codes', () => {
  test('WEINFREUNDE10 takes 10 % off: "Promotion code added successfully"', async () => {
    const { cookie } = await sessionWith([GEWUERZTRAMINER, 2]);
    const german = dataOf(await gql(shop, cookie, ADD_CODE, { code: 'WEINFREUNDE10' })).addPromotionCode;
    expect(german.notification).toEqual({ type: 'SUCCESS', message: 'Der Aktionscode wurde erfolgreich hinzugefügt.' });
    expect(german.userErrors).toEqual([]);
    expect(german.cart.promotions).toEqual([
      {
        lineItemId: expect.any(String),
        code: 'WEINFREUNDE10',
        label: 'Weinfreunde-Rabatt 10 %',
        discount: { amount: 2.5 },
      },
    ]);
    expect(german.cart.totals).toMatchObject({
      goods: { amount: 25 },
      positions: { amount: 22.5 },
      total: { amount: 29.4 },
    });
    expect(german.cart.lineItems).toHaveLength(1);
    const english = dataOf(await gql(shop, cookie, ADD_CODE, { code: 'PFALZ5' }, EN)).addPromotionCode;
    expect(english.notification).toEqual({ type: 'SUCCESS', message: 'Promotion code added successfully' });
    expect(english.cart.promotions.map((promotion: any) => [promotion.code, promotion.discount.amount])).toEqual([
      ['WEINFREUNDE10', 2.5],
      ['PFALZ5', 5],
    ]);
  });

  test('an unknown code is PROMOTION_NOT_FOUND: "Promotion code does not exist"', async () => {
    const { cookie } = await sessionWith([WINE, 1]);
    const english = dataOf(await gql(shop, cookie, ADD_CODE, { code: 'GRATISWEIN' }, EN)).addPromotionCode;
    expect(english.userErrors).toEqual([
      { field: 'code', code: 'PROMOTION_NOT_FOUND', message: 'Promotion code does not exist' },
    ]);
    expect(english.notification).toEqual({ type: 'ERROR', message: 'Promotion code does not exist' });
    expect(english.cart.promotions).toEqual([]);
    const german = dataOf(await gql(shop, cookie, ADD_CODE, { code: 'GRATISWEIN' })).addPromotionCode;
    expect(german.userErrors[0]).toMatchObject({
      code: 'PROMOTION_NOT_FOUND',
      message: 'Der Aktionscode existiert nicht.',
    });
  });

  test("a code the cart cannot use gives Shopware's reason; an empty code is refused", async () => {
    const cookie = await newSession(shop);
    const excluded = dataOf(await gql(shop, cookie, ADD_CODE, { code: 'PFALZ5' })).addPromotionCode;
    expect(excluded.userErrors).toEqual([
      {
        field: 'code',
        code: 'PROMOTION_NOT_APPLIED',
        message: 'Promotions Pfalz-Gutschein 5 € were excluded for cart because the price of the cart is zero.',
      },
    ]);
    expect(excluded.notification.type).toBe('INFO');
    const empty = dataOf(await gql(shop, cookie, ADD_CODE, { code: '' })).addPromotionCode;
    expect(empty.userErrors).toEqual([
      { field: 'code', code: 'REQUIRED', message: 'Dieses Feld ist ein Pflichtfeld.' },
    ]);
  });

  test('removePromotionCode removes the discount; a code not in the cart changes nothing', async () => {
    const { cookie } = await sessionWith([GEWUERZTRAMINER, 2]);
    dataOf(await gql(shop, cookie, ADD_CODE, { code: 'PFALZ5' }));
    const removed = dataOf(await gql(shop, cookie, REMOVE_CODE, { code: 'pfalz5' })).removePromotionCode;
    expect(removed.cart.promotions).toEqual([]);
    expect(removed.cart.totals.total.amount).toBe(31.9);
    const res = await gql(shop, cookie, REMOVE_CODE, { code: 'PFALZ5' });
    expect(dataOf(res).removePromotionCode).toMatchObject({
      userErrors: [],
      cart: { promotions: [], totals: { total: { amount: 31.9 } } },
    });
    expect(upstreamCallLog(res)).toEqual(['GET /checkout/cart', 'POST /product']);
  });
});
