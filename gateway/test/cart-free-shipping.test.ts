import { ADD_TO_CART, GEWUERZTRAMINER, gql, newSession } from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const PROGRESS = `{ cart { shippingCosts { amount } freeShipping { threshold { amount currencyCode } remaining { amount } isReached } } }`;

describe("free shipping from the shop's shipping price rules", () => {
  test('the shipping methods name their free-shipping amount: standard from 120 €, express and pickup none', async () => {
    const { shippingMethods } = dataOf(
      await gql(shop, await newSession(shop), '{ shippingMethods { name freeShippingFrom { amount currencyCode } } }'),
    );
    expect(shippingMethods.map((method: any) => [method.name, method.freeShippingFrom])).toEqual([
      ['Standardversand (DHL)', { amount: 120, currencyCode: 'EUR' }],
      ['Expressversand', null],
      ['Abholung im Weingut', null],
    ]);
  });

  test('an empty cart has no progress', async () => {
    expect(dataOf(await gql(shop, await newSession(shop), PROGRESS)).cart.freeShipping).toBeNull();
  });

  test('25 € of wine: 95 € still missing, shipping charged; at 125 € reached and shipping free', async () => {
    const cookie = await newSession(shop);
    dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: GEWUERZTRAMINER, quantity: 2 }));
    expect(dataOf(await gql(shop, cookie, PROGRESS)).cart).toEqual({
      shippingCosts: { amount: 6.9 },
      freeShipping: { threshold: { amount: 120, currencyCode: 'EUR' }, remaining: { amount: 95 }, isReached: false },
    });
    dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: GEWUERZTRAMINER, quantity: 8 }));
    expect(dataOf(await gql(shop, cookie, PROGRESS)).cart).toEqual({
      shippingCosts: { amount: 0 },
      freeShipping: { threshold: { amount: 120, currencyCode: 'EUR' }, remaining: { amount: 0 }, isReached: true },
    });
  });

  test('with express shipping (never free) there is no progress', async () => {
    const cookie = await newSession(shop);
    dataOf(await gql(shop, cookie, ADD_TO_CART, { productId: GEWUERZTRAMINER, quantity: 2 }));
    const { shippingMethods } = dataOf(await gql(shop, cookie, '{ shippingMethods { id name } }'));
    const express = shippingMethods.find((method: any) => method.name === 'Expressversand').id;
    dataOf(
      await gql(shop, cookie, 'mutation Ship($id: ID!) { setShippingMethod(id: $id) { userErrors { message } } }', {
        id: express,
      }),
    );
    expect(dataOf(await gql(shop, cookie, PROGRESS)).cart).toEqual({
      shippingCosts: { amount: 14.9 },
      freeShipping: null,
    });
  });
});
