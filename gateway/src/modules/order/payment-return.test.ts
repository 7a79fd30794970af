import { failureCodeOf, returnUrlErrors } from './payment-return.js';

test('return addresses: absolute http(s) only, and of the storefront when it is configured', () => {
  const urls = {
    finishUrl: 'https://shop.example/order-success?orderId=1',
    errorUrl: 'https://shop.example/payment-failure',
  };
  expect(returnUrlErrors(urls, undefined, 'de-DE')).toEqual([]);
  expect(returnUrlErrors(urls, 'https://shop.example', 'de-DE')).toEqual([]);
  expect(returnUrlErrors({ finishUrl: null, errorUrl: undefined }, 'https://shop.example', 'de-DE')).toEqual([]);
  expect(
    returnUrlErrors(urls, 'https://other.example', 'en-GB').map((error) => [error.field, error.code, error.message]),
  ).toEqual([
    ['finishUrl', 'URL_INVALID', 'Please give a valid address of the shop (http or https).'],
    ['errorUrl', 'URL_INVALID', 'Please give a valid address of the shop (http or https).'],
  ]);
  expect(
    returnUrlErrors({ finishUrl: 'javascript:alert(1)', errorUrl: '/relative' }, undefined, 'de-DE').map(
      (error) => error.field,
    ),
  ).toEqual(['finishUrl', 'errorUrl']);
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
