import { randomBytes } from 'node:crypto';
import { cartClient, cartErrors } from './support/cart-client.js';
import { ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const shopper = () => cartClient(emulator.http, randomBytes(16).toString('hex'));
const vat = (gross: number) => Math.round((gross - gross / 1.19) * 100) / 100;
const GEWUERZTRAMINER = 'gewuerztraminer-spaetlese-2023'; // 12.50 €
const discountsOf = (cart: { lineItems: { type: string }[] }) =>
  cart.lineItems.filter((item) => item.type === 'promotion') as any[];

/** A shopper with two bottles at 12.50 € (25.00 €) in the cart. */
async function withTwoBottles() {
  const client = shopper();
  ok(await client.addProduct(GEWUERZTRAMINER, 2));
  return client;
}

describe('percentage code WEINFREUNDE10', () => {
  test('takes 10 % off the goods as a promotion line item and announces it once', async () => {
    const client = await withTwoBottles();
    const cart = ok(await client.addCode('WEINFREUNDE10'));
    const [discount] = discountsOf(cart);
    expect(discount).toMatchObject({
      type: 'promotion',
      referencedId: 'WEINFREUNDE10',
      label: 'Weinfreunde-Rabatt 10 %',
      quantity: 1,
      good: false,
      removable: true,
      stackable: false,
      payload: { code: 'WEINFREUNDE10', discountType: 'percentage', value: '10', discountScope: 'cart' },
    });
    expect(discount.price).toMatchObject({
      unitPrice: -2.5,
      totalPrice: -2.5,
      calculatedTaxes: [{ tax: -vat(2.5), taxRate: 19, price: -2.5 }],
    });
    const taxes = Math.round((vat(25) - vat(2.5) + vat(6.9)) * 100) / 100;
    expect(cart.price).toMatchObject({
      positionPrice: 22.5,
      totalPrice: 29.4,
      calculatedTaxes: [{ tax: taxes, taxRate: 19 }],
    });
    expect(cartErrors(cart)).toEqual([
      {
        key: `promotion-discount-added-${discount.id}`,
        level: 0,
        messageKey: 'promotion-discount-added',
        message: 'Discount Weinfreunde-Rabatt 10 % has been added',
        parameters: { name: 'Weinfreunde-Rabatt 10 %', discountLineItemId: discount.id },
        block: false,
        blockResubmit: false,
        code: 0,
      },
    ]);
    const again = ok(await client.load());
    expect(discountsOf(again)).toHaveLength(1);
    expect(again.errors).toEqual([]);
  });

  test('follows the quantity, and the code is found whatever its case', async () => {
    const client = await withTwoBottles();
    ok(await client.addCode('weinfreunde10'));
    const cart = ok(await client.update([{ id: ok(await client.load()).lineItems[0].id, quantity: 4 }]));
    expect(discountsOf(cart)[0]).toMatchObject({ referencedId: 'weinfreunde10', price: { totalPrice: -5 } });
    expect(cart.price.totalPrice).toBe(51.9);
  });

  test('the free-shipping threshold looks at the discounted goods', async () => {
    const client = shopper();
    const full = ok(await client.addProduct(GEWUERZTRAMINER, 10)); // 125 €
    expect(full.deliveries[0].shippingCosts.totalPrice).toBe(0);
    const discounted = ok(await client.addCode('WEINFREUNDE10')); // 112.50 €
    expect(discounted.deliveries[0].shippingCosts.totalPrice).toBe(6.9);
    expect(discounted.price.totalPrice).toBe(119.4);
  });
});

describe('absolute code PFALZ5', () => {
  test('takes 5 € off, and together with the percentage code both apply to the goods', async () => {
    const client = await withTwoBottles();
    const cart = ok(await client.addCode('PFALZ5'));
    expect(discountsOf(cart)[0]).toMatchObject({
      label: 'Pfalz-Gutschein 5 €',
      payload: { discountType: 'absolute', value: '5' },
      price: { totalPrice: -5 },
    });
    expect(cart.price).toMatchObject({ positionPrice: 20, totalPrice: 26.9 });
    const both = ok(await client.addCode('WEINFREUNDE10'));
    expect(discountsOf(both).map((item) => item.price.totalPrice)).toEqual([-5, -2.5]);
    expect(both.price).toMatchObject({ positionPrice: 17.5, totalPrice: 24.4 });
  });

  test('removing the discount line item removes the code', async () => {
    const client = await withTwoBottles();
    const [discount] = discountsOf(ok(await client.addCode('PFALZ5')));
    const cart = ok(await client.remove([discount.id]));
    expect(discountsOf(cart)).toEqual([]);
    expect(cart.price.totalPrice).toBe(31.9);
    expect(discountsOf(ok(await client.load()))).toEqual([]);
  });

  test('a discount line item cannot be changed', async () => {
    const client = await withTwoBottles();
    const [discount] = discountsOf(ok(await client.addCode('PFALZ5')));
    shopwareError(
      await client.update([{ id: discount.id, quantity: 2 }]),
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
    );
    shopwareError(
      await client.update([{ id: discount.id, label: 'Mehr Rabatt' }]),
      400,
      'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE',
    );
  });
});

describe('codes that do not apply', () => {
  test('an unknown code gives promotion-not-found (level 20) with parameters.code and is forgotten', async () => {
    const client = await withTwoBottles();
    const cart = ok(await client.addCode('GRATISWEIN'));
    expect(discountsOf(cart)).toEqual([]);
    expect(cart.errors).toEqual({
      'promotion-not-found': {
        promotionCode: 'GRATISWEIN',
        key: 'promotion-not-found',
        level: 20,
        messageKey: 'promotion-not-found',
        message: 'Promotion with code GRATISWEIN not found!',
        parameters: { code: 'GRATISWEIN' },
        block: false,
        blockResubmit: false,
        code: 0,
      },
    });
    expect(cart.price.totalPrice).toBe(31.9);
    expect(ok(await client.load()).errors).toEqual([]);
  });

  test('a code on an empty cart is noted as excluded and, the cart being empty, not kept', async () => {
    const client = shopper();
    const cart = ok(await client.addCode('PFALZ5'));
    expect(cart.lineItems).toEqual([]);
    expect(cartErrors(cart)).toEqual([
      expect.objectContaining({
        key: 'promotions-on-cart-price-zero-error',
        level: 0,
        parameters: { promotions: 'Pfalz-Gutschein 5 €' },
        message: 'Promotions Pfalz-Gutschein 5 € were excluded for cart because the price of the cart is zero.',
      }),
    ]);
    expect(discountsOf(ok(await client.addProduct(GEWUERZTRAMINER, 1)))).toEqual([]);
  });
});

describe('the automatic promotion (no code): Paketrabatt, 5 % off the goods from three tasting packages', () => {
  const PACKAGES = ['probierpaket-kennenlernen', 'probierpaket-weisswein', 'probierpaket-rotwein'];

  test('two packages get no discount; the third brings it, without a code, announced once', async () => {
    const client = shopper();
    ok(await client.addProduct(PACKAGES[0]!, 1));
    const two = ok(await client.addProduct(PACKAGES[1]!, 1));
    expect(discountsOf(two)).toEqual([]);

    const three = ok(await client.addProduct(PACKAGES[2]!, 1));
    const goods = three.lineItems
      .filter((item: { type: string }) => item.type === 'product')
      .reduce((sum: number, item: any) => sum + item.price.totalPrice, 0);
    const [discount] = discountsOf(three);
    expect(discount).toMatchObject({
      type: 'promotion',
      referencedId: '',
      label: 'Paketrabatt: 5 % ab drei Probierpaketen',
      good: false,
      payload: { code: '', discountType: 'percentage', value: '5', promotionCodeType: 'global', discountScope: 'cart' },
    });
    expect(discount.price.totalPrice).toBeCloseTo(-Math.round(goods * 5) / 100, 2);
    expect(three.price.positionPrice).toBeCloseTo(goods + discount.price.totalPrice, 2);
    expect(cartErrors(three).map((error: { messageKey: string }) => error.messageKey)).toEqual([
      'promotion-discount-added',
    ]);
    // Announced once: the next calculation keeps the discount without announcing it again.
    const again = ok(await client.load());
    expect(discountsOf(again).map((item) => item.id)).toEqual([discount.id]);
    expect(cartErrors(again)).toEqual([]);
  });

  test('three of one package count too; taking one away removes the discount again', async () => {
    const client = shopper();
    const three = ok(await client.addProduct(PACKAGES[0]!, 3));
    const [discount] = discountsOf(three);
    expect(discount.price.totalPrice).toBe(-8.85); // 5 % of 3 × 59 €
    const lineId = three.lineItems.find((item: { type: string }) => item.type === 'product').id;
    const two = ok(await client.update([{ id: lineId, quantity: 2 }]));
    expect(discountsOf(two)).toEqual([]);
  });

  test('bottles of wine do not count, however many', async () => {
    const client = shopper();
    expect(discountsOf(ok(await client.addProduct(GEWUERZTRAMINER, 12)))).toEqual([]);
  });
});
