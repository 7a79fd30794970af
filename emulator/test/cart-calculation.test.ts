import { randomBytes } from 'node:crypto';
import { cartClient, cartErrors, productId } from './support/cart-client.js';
import { registeredCustomer } from './support/customer-fixtures.js';
import { get, ok, post, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
let shippingMethods: { id: string; technicalName: string; name: string }[];
beforeAll(async () => {
  // Registrations log in at once (no double opt-in), for the logged-in customer's delivery address.
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
  shippingMethods = ok(await post(emulator.http, '/shipping-method')).elements;
});
afterAll(async () => {
  await emulator.close();
});

const shopper = (token = randomBytes(16).toString('hex')) => cartClient(emulator.http, token);
/** The VAT contained in a gross amount at 19 %, rounded to cents. */
const vat = (gross: number) => Math.round((gross - gross / 1.19) * 100) / 100;
const cents = (value: number) => Math.round(value * 100) / 100;
const methodId = (technicalName: string) =>
  shippingMethods.find((method) => method.technicalName === technicalName)!.id;
const GEWUERZTRAMINER = 'gewuerztraminer-spaetlese-2023'; // 12.50 €

describe('prices, taxes and totals', () => {
  test('two bottles at 12.50 €: position 25.00, VAT 25.00 − 25.00/1.19, plus 6.90 € shipping', async () => {
    const client = shopper();
    const cart = ok(await client.addProduct(GEWUERZTRAMINER, 2));
    const [line] = cart.lineItems;
    expect(line.price).toMatchObject({ unitPrice: 12.5, quantity: 2, totalPrice: 25 });
    expect(line.price.calculatedTaxes).toEqual([
      { tax: vat(25), taxRate: 19, price: 25, apiAlias: 'cart_tax_calculated' },
    ]);
    const shipping = cart.deliveries[0].shippingCosts;
    expect(shipping).toMatchObject({
      unitPrice: 6.9,
      totalPrice: 6.9,
      calculatedTaxes: [{ tax: vat(6.9), taxRate: 19, price: 6.9 }],
    });
    const taxes = cents(vat(25) + vat(6.9));
    expect(cart.price).toMatchObject({
      positionPrice: 25,
      totalPrice: 31.9,
      rawTotal: 31.9,
      netPrice: cents(31.9 - taxes),
      taxStatus: 'gross',
      calculatedTaxes: [{ tax: taxes, taxRate: 19, price: 31.9, apiAlias: 'cart_tax_calculated' }],
      taxRules: [{ taxRate: 19, percentage: 100 }],
    });
    const context = ok(await get(emulator.http, '/context', { 'sw-context-token': cart.token }));
    expect(cart.transactions).toEqual([
      expect.objectContaining({
        paymentMethodId: context.paymentMethod.id,
        amount: expect.objectContaining({ totalPrice: 31.9 }),
      }),
    ]);
  });

  test('a wine line carries its reference price per litre, a special its list price', async () => {
    const cart = ok(
      await shopper().add([
        { type: 'product', id: productId(GEWUERZTRAMINER), quantity: 1 },
        { type: 'product', id: productId('riesling-birkweiler-2023'), quantity: 1 },
      ]),
    );
    expect(cart.lineItems[0].price.referencePrice).toMatchObject({
      price: 16.67,
      purchaseUnit: 0.75,
      referenceUnit: 1,
      unitName: 'Liter',
    });
    expect(cart.lineItems[1].price.listPrice).toMatchObject({ price: 16.9, discount: -2.4, percentage: 14.2 });
  });

  test('the tier price applies from its quantity on', async () => {
    const client = shopper();
    const id = productId('spaetburgunder-gutswein-2022');
    const unitAt = async (quantity: number) => ok(await client.update([{ id, quantity }])).lineItems[0].price;
    ok(await client.addProduct('spaetburgunder-gutswein-2022', 1));
    expect(await unitAt(5)).toMatchObject({ unitPrice: 10.9, totalPrice: 54.5 });
    expect(await unitAt(6)).toMatchObject({ unitPrice: 9.9, totalPrice: 59.4 });
    expect(await unitAt(12)).toMatchObject({ unitPrice: 9.5, totalPrice: 114 });
  });
});

describe('shipping costs', () => {
  test('below 120 € standard shipping costs 6.90 €, from 120 € on it is free', async () => {
    const client = shopper();
    const below = ok(await client.addProduct('riesling-rosenberg-2023', 4)); // 96 €
    expect(below.deliveries[0].shippingCosts.totalPrice).toBe(6.9);
    const at = ok(await client.update([{ id: productId('riesling-rosenberg-2023'), quantity: 5 }])); // 120 €
    expect(at.deliveries[0].shippingCosts).toMatchObject({
      totalPrice: 0,
      calculatedTaxes: [{ tax: 0, taxRate: 19, price: 0 }],
    });
    expect(at.price.totalPrice).toBe(120);
  });

  test('a shipping-free package ships free; beside it only what does not ship free counts toward the threshold', async () => {
    const client = shopper();
    const alone = ok(await client.addProduct('probierpaket-kennenlernen', 1));
    expect(alone.lineItems[0].deliveryInformation.freeDelivery).toBe(true);
    expect(alone.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(alone.price.totalPrice).toBe(59);
    const mixed = ok(await client.addProduct('probierpaket-weisswein', 1)); // 59 € free + 69 €: 69 € < 120 €
    expect(mixed.deliveries[0].shippingCosts.totalPrice).toBe(6.9);
    expect(mixed.price.totalPrice).toBe(cents(59 + 69 + 6.9));
  });

  test('switching the shipping method via PATCH /context changes the shipping costs', async () => {
    const client = shopper();
    ok(await client.addProduct(GEWUERZTRAMINER, 2));
    ok(await client.switchContext({ shippingMethodId: methodId('shipping_express') }));
    const express = ok(await client.load());
    expect(express.deliveries[0].shippingMethod).toMatchObject({
      id: methodId('shipping_express'),
      technicalName: 'shipping_express',
    });
    expect(express.deliveries[0].shippingCosts.totalPrice).toBe(14.9);
    expect(express.price.totalPrice).toBe(39.9);
    ok(await client.switchContext({ shippingMethodId: methodId('shipping_pickup') }));
    expect(ok(await client.load()).price.totalPrice).toBe(25);
  });

  test("one delivery with every position, dated by the delivery time, to the context's country or the customer's address", async () => {
    const guest = ok(await shopper().addProduct(GEWUERZTRAMINER, 1));
    const [delivery] = guest.deliveries;
    expect(delivery.positions.map((position: { identifier: string }) => position.identifier)).toEqual([
      productId(GEWUERZTRAMINER),
    ]);
    const days = (date: string) => Math.round((Date.parse(date) - Date.now()) / 86_400_000);
    expect([days(delivery.deliveryDate.earliest), days(delivery.deliveryDate.latest)]).toEqual([2, 4]);
    expect(delivery.location.country.iso).toBe('DE');
    expect(delivery.location.address).toBeUndefined();
    const { token } = await registeredCustomer(emulator.http);
    const customer = ok(await shopper(token).addProduct(GEWUERZTRAMINER, 1));
    expect(customer.deliveries[0].location.address).toMatchObject({
      city: 'Birkweiler',
      zipcode: '76831',
      country: { iso: 'DE' },
    });
  });
});

describe('quantity rules (ProductCartProcessor::validateStock)', () => {
  test('minimum 6 in steps of 6 up to 36: the quantity is corrected with a warning each time', async () => {
    const client = shopper();
    const name = 'Dornfelder trocken 2023';
    const id = productId('dornfelder-trocken-2023');
    const raised = ok(await client.addProduct('dornfelder-trocken-2023', 1));
    expect(raised.lineItems[0]).toMatchObject({
      quantity: 6,
      quantityInformation: { minPurchase: 6, purchaseSteps: 6, maxPurchase: 36 },
    });
    expect(raised.errors[`min-order-quantity${id}`]).toMatchObject({
      level: 10,
      messageKey: 'min-order-quantity',
      parameters: { name, quantity: 6 },
      message:
        `The quantity of product ${name} did not meet the minimum order quantity threshold. ` +
        'The quantity has automatically been increased to 6',
    });
    const stepped = ok(await client.update([{ id, quantity: 8 }]));
    expect(stepped.lineItems[0].quantity).toBe(6);
    expect(stepped.errors[`purchase-steps-quantity${id}`]).toMatchObject({
      level: 10,
      parameters: { name, quantity: 6 },
    });
    const capped = ok(await client.update([{ id, quantity: 40 }]));
    expect(capped.lineItems[0].quantity).toBe(36);
    expect(capped.errors[`product-stock-reached${id}`]).toMatchObject({
      level: 10,
      parameters: { name, quantity: 36 },
    });
    expect(cartErrors(ok(await client.load()))).toEqual([]);
  });

  test('no line holds more than 99', async () => {
    const cart = ok(await shopper().addProduct('riesling-gutswein-2024', 120));
    expect(cart.lineItems[0].quantity).toBe(99);
    expect(cartErrors(cart)).toEqual([
      expect.objectContaining({
        messageKey: 'product-stock-reached',
        level: 10,
        parameters: expect.objectContaining({ quantity: 99 }),
      }),
    ]);
  });

  test('adding beyond the stock of a closeout caps the quantity at the stock with a warning', async () => {
    const id = productId('weissburgunder-mandelberg-2022');
    const cart = ok(await shopper().addProduct('weissburgunder-mandelberg-2022', 60));
    expect(cart.lineItems[0]).toMatchObject({ quantity: 55, quantityInformation: { maxPurchase: 55 } });
    expect(cart.errors[`product-stock-reached${id}`]).toMatchObject({
      key: `product-stock-reached${id}`,
      level: 10,
      message: 'The product Weißburgunder Mandelberg Große Lage 2022 is only available 55 times',
      parameters: { name: 'Weißburgunder Mandelberg Große Lage 2022', quantity: 55 },
      block: true,
    });
  });

  test('a configured maximum below the stock applies, and a minimum of 2 is enforced', async () => {
    expect(ok(await shopper().addProduct('spaetburgunder-rosenberg-magnum-2020', 10)).lineItems[0].quantity).toBe(6);
    expect(ok(await shopper().addProduct('riesling-spaetlese-halbe-2022', 1)).lineItems[0].quantity).toBe(2);
  });
});
