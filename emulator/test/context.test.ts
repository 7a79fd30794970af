import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_KEY, get, ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const languages = async () =>
  ok<{ elements: { id: string; locale: { code: string } }[] }>(
    await emulator.http.post('/store-api/language').set('sw-access-key', ACCESS_KEY).send({}),
  );

describe('headers', () => {
  test('a request without sw-access-key gets Shopware 401 answer', async () => {
    const res = await emulator.http.get('/store-api/context');
    const error = shopwareError(res, 401, '0');
    expect(error.detail).toBe('Header "sw-access-key" is required.');
  });

  test('a wrong access key gets 412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', async () => {
    const res = await emulator.http.get('/store-api/context').set('sw-access-key', 'SWSCWRONG');
    shopwareError(res, 412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND');
  });

  test('a context token is created when absent, returned on every answer and kept when sent', async () => {
    const first = await get(emulator.http, '/context');
    const token = first.headers['sw-context-token'];
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(ok(first).token).toBe(token);
    const again = await get(emulator.http, '/context', { 'sw-context-token': token! });
    expect(again.headers['sw-context-token']).toBe(token);
    const listing = await emulator.http
      .post('/store-api/salutation')
      .set({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token! })
      .send({});
    expect(listing.headers['sw-context-token']).toBe(token);
  });

  test('sw-language-id switches the language of the answer; an unknown one gets 412', async () => {
    const english = (await languages()).elements.find((language) => language.locale.code === 'en-GB')!;
    const german = ok(
      await emulator.http
        .post('/store-api/country')
        .set('sw-access-key', ACCESS_KEY)
        .send({ filter: [{ type: 'equals', field: 'iso', value: 'DE' }] }),
    );
    const inEnglish = ok(
      await emulator.http
        .post('/store-api/country')
        .set({ 'sw-access-key': ACCESS_KEY, 'sw-language-id': english.id })
        .send({ filter: [{ type: 'equals', field: 'iso', value: 'DE' }] }),
    );
    expect(german.elements[0].name).toBe('Deutschland');
    expect(inEnglish.elements[0].name).toBe('Germany');
    const unknown = await get(emulator.http, '/context', { 'sw-language-id': '0123456789abcdef0123456789abcdef' });
    shopwareError(unknown, 412, 'SYSTEM__LANGUAGE_NOT_FOUND');
  });
});

describe('PATCH /context', () => {
  test('switches language and shipping method for the token and answers the new domain', async () => {
    const token = (await get(emulator.http, '/context')).headers['sw-context-token']!;
    const english = (await languages()).elements.find((language) => language.locale.code === 'en-GB')!;
    const shipping = ok(
      await emulator.http.post('/store-api/shipping-method').set('sw-access-key', ACCESS_KEY).send({}),
    );
    const express = shipping.elements.find(
      (method: { technicalName: string }) => method.technicalName === 'shipping_express',
    );
    const res = await emulator.http
      .patch('/store-api/context')
      .set({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token })
      .send({ languageId: english.id, shippingMethodId: express.id });
    expect(ok(res).redirectUrl).toMatch(/\/en$/);
    expect(res.headers['sw-context-token']).toBe(token);
    const context = ok(await get(emulator.http, '/context', { 'sw-context-token': token }));
    expect(context.languageInfo.localeCode).toBe('en-GB');
    expect(context.shippingMethod.id).toBe(express.id);
    expect(context.shippingMethod.name).toBe('Express shipping');
  });

  test('refuses unknown ids with one violation per field', async () => {
    const res = await emulator.http
      .patch('/store-api/context')
      .set('sw-access-key', ACCESS_KEY)
      .send({ currencyId: 'ffffffffffffffffffffffffffffffff', paymentMethodId: 'nope' });
    const error = shopwareError(res, 400, 'VIOLATION::ENTITY_DOES_NOT_EXISTS');
    expect(error.source?.pointer).toBe('/currencyId');
    expect(res.body.errors[1].source.pointer).toBe('/paymentMethodId');
  });

  test('an address id without a logged-in customer is forbidden', async () => {
    const res = await emulator.http
      .patch('/store-api/context')
      .set('sw-access-key', ACCESS_KEY)
      .send({ billingAddressId: 'ffffffffffffffffffffffffffffffff' });
    shopwareError(res, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  test('malformed JSON gets a 400, never a 500', async () => {
    const res = await emulator.http
      .patch('/store-api/context')
      .set({ 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' })
      .send('{"currencyId":');
    shopwareError(res, 400, '0');
    expect(res.body.errors[0].detail).toBe('The JSON payload is malformed.');
  });
});

test('the context and the catalogue survive a restart with a data file', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'emulator-')), 'shop.sqlite');
  const first = await startEmulator({ databaseFile: file });
  const token = (await get(first.http, '/context')).headers['sw-context-token']!;
  const shipping = ok(await first.http.post('/store-api/shipping-method').set('sw-access-key', ACCESS_KEY).send({}));
  const pickup = shipping.elements.find(
    (method: { technicalName: string }) => method.technicalName === 'shipping_pickup',
  );
  ok(
    await first.http
      .patch('/store-api/context')
      .set({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token })
      .send({ shippingMethodId: pickup.id }),
  );
  const productsBefore = ok(
    await first.http
      .post('/store-api/product')
      .set('sw-access-key', ACCESS_KEY)
      .send({ 'total-count-mode': 'exact', limit: 1 }),
  ).total;
  await first.close();

  const second = await startEmulator({ databaseFile: file });
  try {
    const context = ok(await get(second.http, '/context', { 'sw-context-token': token }));
    expect(context.shippingMethod.id).toBe(pickup.id);
    const productsAfter = ok(
      await second.http
        .post('/store-api/product')
        .set('sw-access-key', ACCESS_KEY)
        .send({ 'total-count-mode': 'exact', limit: 1 }),
    ).total;
    expect(productsAfter).toBe(productsBefore);
  } finally {
    await second.close();
  }
});
