import { packageOnSpecial, rieslingWithTiers, soldOutSekt, voucherVariant } from '../../test/fixtures/store-api.js';
import { productPriceOf, referencePriceOf } from './product-price.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe('regular and special price', () => {
  test('a list price above the price makes the price a special price', () => {
    const price = productPriceOf(packageOnSpecial(), 'PACKAGE', 'EUR');
    expect(price.unitPrice).toEqual(eur(69));
    expect(price.regularPrice).toEqual(eur(84));
    expect(price.specialPrice).toEqual(eur(69));
  });

  test('without a list price the unit price is the regular price and there is no special price', () => {
    const price = productPriceOf(soldOutSekt(), 'WINE', 'EUR');
    expect(price.regularPrice).toEqual(eur(29));
    expect(price.specialPrice).toBeNull();
  });

  test('a list price equal to the price is no special', () => {
    const product = packageOnSpecial();
    product.calculatedPrice.listPrice = { price: 69, discount: 0, percentage: 0, apiAlias: 'cart_list_price' };
    const price = productPriceOf(product, 'PACKAGE', 'EUR');
    expect(price.regularPrice).toEqual(eur(69));
    expect(price.specialPrice).toBeNull();
  });

  test('a list price below the price is no special either', () => {
    const product = packageOnSpecial();
    product.calculatedPrice.listPrice = { price: 50, apiAlias: 'cart_list_price' };
    expect(productPriceOf(product, 'PACKAGE', 'EUR').specialPrice).toBeNull();
  });

  test('a zero special price is not shown: the list price stays the regular price', () => {
    const product = packageOnSpecial();
    product.calculatedPrice.unitPrice = 0;
    const price = productPriceOf(product, 'PACKAGE', 'EUR');
    expect(price.regularPrice).toEqual(eur(84));
    expect(price.specialPrice).toBeNull();
    expect(price.unitPrice).toEqual(eur(0));
  });
});

describe('tier prices', () => {
  test('the tiers run from 1, each starting above the last quantity of the one before; the last is open', () => {
    expect(productPriceOf(rieslingWithTiers(), 'WINE', 'EUR').tierPrices).toEqual([
      { fromQuantity: 1, toQuantity: 5, unitPrice: eur(9.5) },
      { fromQuantity: 6, toQuantity: 11, unitPrice: eur(8.9) },
      { fromQuantity: 12, toQuantity: null, unitPrice: eur(8.5) },
    ]);
  });

  test("with tiers the first tier's unit price is the regular price and there is no special price, even with a list price", () => {
    const product = rieslingWithTiers();
    product.calculatedPrice.unitPrice = 7;
    product.calculatedPrices[0]!.listPrice = { price: 12, apiAlias: 'cart_list_price' };
    const price = productPriceOf(product, 'WINE', 'EUR');
    expect(price.regularPrice).toEqual(eur(9.5));
    expect(price.unitPrice).toEqual(eur(9.5));
    expect(price.specialPrice).toBeNull();
  });

  test("with tiers the price reads 'from' the cheapest tier (what the price sortings use), with no price range", () => {
    const price = productPriceOf(rieslingWithTiers(), 'WINE', 'EUR');
    expect(price.fromPrice).toEqual(eur(8.5));
    expect(price.hasPriceRange).toBe(false);
  });

  test('a single advanced price is no scale: no tiers, and its list price may be a special', () => {
    const product = packageOnSpecial();
    product.calculatedPrices = [{ ...product.calculatedPrice, quantity: 1 }];
    const price = productPriceOf(product, 'PACKAGE', 'EUR');
    expect(price.tierPrices).toEqual([]);
    expect(price.specialPrice).toEqual(eur(69));
    expect(price.fromPrice).toBeNull();
  });
});

describe('reference price', () => {
  test('a wine: filling quantity in litres and the price per litre of the first tier', () => {
    expect(productPriceOf(rieslingWithTiers(), 'WINE', 'EUR').referencePrice).toEqual({
      fillingQuantity: 0.75,
      unitCode: 'l',
      unitName: 'Liter',
      referenceQuantity: 1,
      basePrice: eur(12.67),
    });
  });

  test('a package: its total contents and the price per litre', () => {
    expect(productPriceOf(packageOnSpecial(), 'PACKAGE', 'EUR').referencePrice).toEqual({
      fillingQuantity: 4.5,
      unitCode: 'l',
      unitName: 'Liter',
      referenceQuantity: 1,
      basePrice: eur(15.33),
    });
  });

  test('without a reference price: "1 {unit}" and no base price', () => {
    const product = soldOutSekt();
    product.calculatedPrice.referencePrice = null;
    expect(productPriceOf(product, 'WINE', 'EUR').referencePrice).toEqual({
      fillingQuantity: 1,
      unitCode: 'l',
      unitName: 'Liter',
      referenceQuantity: 1,
      basePrice: null,
    });
  });

  test('without a reference price and without a unit (the voucher): 1 and no unit', () => {
    expect(productPriceOf(voucherVariant(), 'WINE', 'EUR').referencePrice).toEqual({
      fillingQuantity: 1,
      unitCode: null,
      unitName: null,
      referenceQuantity: 1,
      basePrice: null,
    });
  });

  test('only wines and packages have one', () => {
    const product = soldOutSekt();
    expect(referencePriceOf(product.calculatedPrice, product.unit, null, 'EUR')).toBeNull();
  });
});

test('money carries the currency it is given', () => {
  expect(productPriceOf(soldOutSekt(), 'WINE', 'CHF').unitPrice).toEqual({ amount: 29, currencyCode: 'CHF' });
});
