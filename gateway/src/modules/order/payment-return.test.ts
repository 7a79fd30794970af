import { failureCodeOf, returnUrlErrors } from './payment-return.js';

test('return addresses: absolute http(s) only, and on one of the shop’s own origins', () => {
  const urls = {
    finishUrl: 'https://shop.example/order-success?orderId=1',
    errorUrl: 'https://shop.example/payment-failure',
  };
  const shop = { origins: ['https://shop.example'] };
  expect(returnUrlErrors(urls, shop, 'de-DE')).toEqual([]);
  expect(returnUrlErrors(urls, { origins: ['https://www.shop.example', 'https://shop.example'] }, 'de-DE')).toEqual([]);
  expect(returnUrlErrors({ finishUrl: null, errorUrl: undefined }, shop, 'de-DE')).toEqual([]);
  expect(
    returnUrlErrors(urls, { origins: ['https://other.example'] }, 'en-GB').map((error) => [
      error.field,
      error.code,
      error.message,
    ]),
  ).toEqual([
    ['finishUrl', 'URL_INVALID', 'Please give a valid address of the shop (http or https).'],
    ['errorUrl', 'URL_INVALID', 'Please give a valid address of the shop (http or https).'],
  ]);
  // The same host on another scheme or port, a look-alike host, a user part: none is the shop's.
  for (const finishUrl of [
    'http://shop.example/order-success',
    'https://shop.example:8443/order-success',
    'https://shop.example.evil.example/order-success',
    'https://shop.example@evil.example/order-success',
    'javascript:alert(1)',
    '/relative',
  ])
    expect({
      finishUrl,
      fields: returnUrlErrors({ finishUrl, errorUrl: null }, shop, 'de-DE').map((e) => e.field),
    }).toEqual({
      finishUrl,
      fields: ['finishUrl'],
    });
});

test("Shopware's redirect to the errorUrl after a failed payment carries the error code", () => {
  const errorUrl = 'http://localhost:4000/payment-failure?orderId=42';
  expect(failureCodeOf(`${errorUrl}&error-code=CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED`, errorUrl)).toBe(
    'CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED',
  );
  expect(failureCodeOf('http://emulator.test/payment-provider/abc', errorUrl)).toBeNull();
  expect(failureCodeOf(`${errorUrl}&error-code=X`, null)).toBeNull();
  expect(failureCodeOf(errorUrl, errorUrl)).toBeNull();
});
