import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

const STOREFRONT_URL = 'https://shop.weingut-test.de';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { STOREFRONT_URL } });
});
afterAll(async () => {
  await shop.close();
});

async function query<T = any>(source: string, headers: Record<string, string> = {}): Promise<T> {
  return dataOf<T>(await graphql(shop, source, {}, headers));
}

async function languageId(locale: string): Promise<string> {
  const { languages } = await query<{ languages: { id: string; locale: string }[] }>('{ languages { id locale } }');
  return languages.find((language) => language.locale === locale)!.id;
}

test('payment methods for the footer strip: with a logo (srcset) and without one', async () => {
  const { paymentMethods } = await query(
    '{ paymentMethods { id name description logo { url alt srcset { url width } } } }',
  );
  expect(paymentMethods.map((method: { name: string }) => method.name)).toEqual([
    'Vorkasse',
    'Rechnung',
    'WeinPay',
    'Kreditkarte',
  ]);
  expect(paymentMethods[0]).toMatchObject({
    name: 'Vorkasse',
    description: expect.stringContaining('Konto'),
    logo: null,
  });
  const weinPay = paymentMethods.find((method: { name: string }) => method.name === 'WeinPay');
  expect(weinPay.logo).toMatchObject({ alt: 'WeinPay Logo', url: expect.stringMatching(/weinpay-logo\.webp$/) });
  expect(weinPay.logo.srcset.length).toBeGreaterThan(0);
  expect(weinPay.logo.srcset[0]).toEqual({ url: expect.stringMatching(/^http/), width: expect.any(Number) });
});

test('shipping methods with delivery time and price as money', async () => {
  const { shippingMethods } = await query(
    '{ shippingMethods { id name description deliveryTime price { amount currencyCode } } }',
  );
  expect(shippingMethods[0]).toMatchObject({
    name: 'Standardversand (DHL)',
    deliveryTime: '2-4 Werktage',
    price: { amount: 6.9, currencyCode: 'EUR' },
  });
  expect(shippingMethods.map((method: { price: { amount: number } }) => method.price.amount)).toEqual([6.9, 14.9, 0]);
});

test('countries with their states, in the shop order; Germany with its 16 states', async () => {
  const { countries } = await query('{ countries { id name iso stateRequired states { id name shortCode } } }');
  expect(countries.map((country: { iso: string }) => country.iso)).toEqual(
    expect.arrayContaining(['DE', 'AT', 'CH', 'NL', 'IT', 'PL', 'FR']),
  );
  expect(countries[0]).toMatchObject({ iso: 'DE', name: 'Deutschland', stateRequired: false });
  const states = countries[0].states;
  expect(states).toHaveLength(16);
  expect(states[0]).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{32}$/),
    name: 'Baden-Württemberg',
    shortCode: 'DE-BW',
  });
  expect(states.map((state: { shortCode: string }) => state.shortCode)).toContain('DE-RP');
});

test('salutations, five languages and the euro', async () => {
  const data = await query(
    '{ salutations { id key displayName } languages { id name locale } currencies { id isoCode symbol name } }',
  );
  expect(data.salutations).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ key: 'mrs', displayName: 'Frau' }),
      expect.objectContaining({ key: 'mr', displayName: 'Herr' }),
    ]),
  );
  expect(data.languages.map((language: { locale: string }) => language.locale)).toEqual([
    'de-DE',
    'en-GB',
    'it-IT',
    'nl-NL',
    'pl-PL',
  ]);
  expect(data.languages[0]).toMatchObject({ name: 'Deutsch' });
  expect(data.currencies).toEqual([
    { id: expect.stringMatching(/^[0-9a-f]{32}$/), isoCode: 'EUR', symbol: '€', name: 'Euro' },
  ]);
});

test('the sales-channel domains: de-DE at the storefront URL, the others under their path prefix', async () => {
  const { salesChannelDomains: domains, languages } = await query(`{
    salesChannelDomains { url origin host pathPrefix domainId currencyId snippetSetId languageId languageName languageLabel languageLocaleCode }
    languages { id locale }
    currencies { id }
  }`);
  expect(domains).toHaveLength(5);
  const german = domains.find((domain: { languageLocaleCode: string }) => domain.languageLocaleCode === 'de-DE');
  expect(german).toEqual({
    url: STOREFRONT_URL,
    origin: STOREFRONT_URL,
    host: 'shop.weingut-test.de',
    pathPrefix: '/',
    domainId: expect.stringMatching(/^[0-9a-f]{32}$/),
    currencyId: expect.stringMatching(/^[0-9a-f]{32}$/),
    snippetSetId: expect.stringMatching(/^[0-9a-f]{32}$/),
    languageId: languages.find((language: { locale: string }) => language.locale === 'de-DE').id,
    languageName: 'Deutsch',
    languageLabel: 'Deutsch',
    languageLocaleCode: 'de-DE',
  });
  expect(domains.find((domain: { languageLocaleCode: string }) => domain.languageLocaleCode === 'en-GB')).toMatchObject(
    {
      url: `${STOREFRONT_URL}/en`,
      pathPrefix: '/en',
      languageName: 'English',
    },
  );
});

test('German names by default, English with the sw-language-id header (apps) or cookie (browsers) of en-GB', async () => {
  const LISTS =
    '{ countries { name } paymentMethods { name } shippingMethods { deliveryTime } salutations { key displayName } }';
  const german = await query(LISTS);
  expect(german.countries[0].name).toBe('Deutschland');
  expect(german.paymentMethods[0].name).toBe('Vorkasse');

  const english = await graphql(shop, LISTS, {}, { 'sw-language-id': await languageId('en-GB') });
  const data = dataOf(english);
  expect(data.countries[0].name).toBe('Germany');
  expect(data.paymentMethods[0].name).toBe('Prepayment');
  expect(data.shippingMethods[0].deliveryTime).toBe('2-4 working days');
  expect(data.salutations.find((salutation: { key: string }) => salutation.key === 'mrs').displayName).toBe('Mrs.');

  const byCookie = await query('{ countries { name } }', { cookie: `sw-language-id=${await languageId('en-GB')}` });
  expect(byCookie.countries[0].name).toBe('Germany');
});

test('an unknown sw-language-id is an upstream error with a stable code', async () => {
  const res = await graphql(
    shop,
    '{ currencies { isoCode } }',
    {},
    { 'sw-language-id': '0123456789abcdef0123456789abcdef' },
  );
  expect(res.body.errors[0].extensions).toMatchObject({
    code: 'UPSTREAM_412',
    upstreamCode: 'SYSTEM__LANGUAGE_NOT_FOUND',
  });
});
