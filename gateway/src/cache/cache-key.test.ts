import type { RawSalesChannelContext } from '../shopware/store-api-types.js';
import { cacheKey, scopeIdOf, scopeOfContext } from './cache-key.js';

const context = (overrides: Record<string, unknown> = {}, inner: Record<string, unknown> = {}) =>
  ({
    salesChannel: { id: 'sc', languageId: 'de' },
    currentCustomerGroup: { id: 'group' },
    shippingLocation: { country: { id: 'DE' } },
    context: { languageIdChain: ['en', 'de'], currencyId: 'EUR', taxState: 'gross', ruleIds: ['r2', 'r1'], ...inner },
    customer: null,
    ...overrides,
  }) as unknown as RawSalesChannelContext;
const read = { path: '/product-listing/home', body: { limit: 10, order: 'price-asc' }, options: { seoUrls: true } };

test('the scope of a context: language, currency, customer group, tax state, country and sorted rule ids; none with a customer', () => {
  expect(scopeOfContext(context())).toEqual({
    salesChannelId: 'sc',
    languageId: 'en',
    currencyId: 'EUR',
    customerGroupId: 'group',
    taxState: 'gross',
    countryId: 'DE',
    ruleIds: ['r1', 'r2'],
  });
  expect(scopeOfContext(context({ customer: { id: 'c', guest: true } }))).toBeNull();
});

test('every scope field, the access key, the body and the options make another key; key order in the body does not', () => {
  const key = (raw: RawSalesChannelContext, accessKey = 'KEY', body: object = read.body, seoUrls = true) =>
    cacheKey(accessKey, scopeIdOf(scopeOfContext(raw)!), { ...read, body, options: { seoUrls } });
  const base = key(context());
  expect(key(context({}, { ruleIds: ['r1', 'r2'] }))).toBe(base);
  expect(key(context(), 'KEY', { order: 'price-asc', limit: 10 })).toBe(base);
  const others = [
    key(context({}, { currencyId: 'USD' })),
    key(context({}, { languageIdChain: ['de'] })),
    key(context({}, { taxState: 'net' })),
    key(context({}, { ruleIds: ['r1'] })),
    key(context({ currentCustomerGroup: { id: 'b2b' } })),
    key(context({ shippingLocation: { country: { id: 'AT' } } })),
    key(context(), 'OTHER-CHANNEL'),
    key(context(), 'KEY', { limit: 11, order: 'price-asc' }),
    key(context(), 'KEY', read.body, false),
  ];
  expect(new Set([base, ...others]).size).toBe(others.length + 1);
});
