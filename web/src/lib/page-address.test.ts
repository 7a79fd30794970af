import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('the address a page depends on', () => {
  it('drops parameters no page reads (trackers, random ones)', () => {
    expect(pageAddress('/Weine/', '?utm_source=newsletter&gclid=x1&utm=83hf7')).toBe('/Weine/');
    expect(pageAddress('/Weine/', '')).toBe('/Weine/');
  });

  it('keeps the listing’s state and the search term, in one order whatever the order given', () => {
    expect(pageAddress('/Weine/', '?p=2&utm=1&order=price-asc&min-price=5&max-price=20&properties=a%7Cb')).toBe(
      '/Weine/?max-price=20&min-price=5&order=price-asc&p=2&properties=a%7Cb',
    );
    expect(pageAddress('/Weine/', '?order=price-asc&p=2')).toBe(pageAddress('/Weine/', '?p=2&order=price-asc'));
    expect(pageAddress('/search', '?query=Riesling+trocken&fbclid=1')).toBe('/search?query=Riesling+trocken');
  });

  it('keeps the parameters of the account’s and the confirmation links’ pages', () => {
    expect(pageAddress('/account/orders', '?page=3')).toBe('/account/orders?page=3');
    expect(pageAddress('/newsletter/confirm', '?em=abc&hash=def&x=1')).toBe('/newsletter/confirm?em=abc&hash=def');
    expect(pageAddress('/checkout/finish', '?orderId=0a1b')).toBe('/checkout/finish?orderId=0a1b');
  });
});

describe('the language in a page’s address', () => {
  it('keeps one of the shop’s languages (an hreflang alternate is its own page) and drops any other value', () => {
    expect(pageAddress('/Weine/', '?lang=en-GB&utm=1')).toBe('/Weine/?lang=en-GB');
    expect(pageAddress('/Weine/', '?lang=xx-random')).toBe('/Weine/');
  });
});
