import { addressParts, mapSalesChannelDomains } from './sales-channel-domain.mapper.js';
import { DE_ID, EN_ID, english, EUR_ID, german, salesChannelContext } from './system.fixtures.js';

test('the address parts: origin, host and the path prefix (/ for the root)', () => {
  expect(addressParts('https://shop.example')).toEqual({
    origin: 'https://shop.example',
    host: 'shop.example',
    pathPrefix: '/',
  });
  expect(addressParts('http://localhost:4000/en/')).toEqual({
    origin: 'http://localhost:4000',
    host: 'localhost:4000',
    pathPrefix: '/en',
  });
  expect(addressParts('not a url')).toBeNull();
});

test("each domain with its language's name, label and locale; an address that is no URL is left out", () => {
  expect(mapSalesChannelDomains(salesChannelContext, [german, english])).toEqual([
    {
      url: 'https://shop.weingut-keller-brandt.de',
      origin: 'https://shop.weingut-keller-brandt.de',
      host: 'shop.weingut-keller-brandt.de',
      pathPrefix: '/',
      domainId: 'domain-de-DE',
      currencyId: EUR_ID,
      snippetSetId: 'snippets-de-DE',
      languageId: DE_ID,
      languageName: 'Deutsch',
      languageLabel: 'Deutsch',
      languageLocaleCode: 'de-DE',
    },
    {
      url: 'https://shop.weingut-keller-brandt.de/en/',
      origin: 'https://shop.weingut-keller-brandt.de',
      host: 'shop.weingut-keller-brandt.de',
      pathPrefix: '/en',
      domainId: 'domain-en-GB',
      currencyId: EUR_ID,
      snippetSetId: 'snippets-en-GB',
      languageId: EN_ID,
      languageName: 'English',
      languageLabel: 'English (UK)',
      languageLocaleCode: 'en-GB',
    },
  ]);
});

test("a language missing from the list: the session's languageInfo for the current one, else empty", () => {
  const domains = mapSalesChannelDomains(salesChannelContext, []);
  expect(domains[0]).toMatchObject({ languageName: 'Deutsch', languageLabel: 'Deutsch', languageLocaleCode: 'de-DE' });
  expect(domains[1]).toMatchObject({ languageName: '', languageLabel: '', languageLocaleCode: '' });
});

test('a context without domains has none', () => {
  expect(
    mapSalesChannelDomains(
      { ...salesChannelContext, salesChannel: { ...salesChannelContext.salesChannel, domains: undefined } },
      [german],
    ),
  ).toEqual([]);
});
