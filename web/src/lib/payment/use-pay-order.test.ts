import { describe, expect, it } from 'vitest';
import { paymentReturnUrls } from './use-pay-order';

describe('the return addresses of a payment', () => {
  it('are the shop’s result pages for the order, on the shop’s own origin', () => {
    expect(paymentReturnUrls('https://shop.example', 'a b')).toEqual({
      finishUrl: 'https://shop.example/order-success?orderId=a%20b',
      errorUrl: 'https://shop.example/payment-failure?orderId=a%20b',
    });
  });
});
