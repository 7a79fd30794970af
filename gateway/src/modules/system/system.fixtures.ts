/**
 * Raw Store API answers of the system routes (payment and shipping methods, countries, salutations,
 * languages, currencies, GET /context), trimmed; shapes from Shopware 6.7 and the emulator.
 */
import type {
  RawCountry,
  RawCurrency,
  RawLanguage,
  RawPaymentMethod,
  RawSalesChannelContext,
  RawSalutation,
  RawShippingMethod,
} from '../../shopware/store-api-types.js';

export const EUR_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
export const CHF_ID = '7a3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d';
export const DE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
export const EN_ID = '078388999c506dd5c756249e68d237e7';

const raw = <T>(value: Record<string, unknown>): T => value as unknown as T;

export const prepayment = raw<RawPaymentMethod>({
  id: 'e189062be4acaa6a0f5c99b2c40e174b',
  technicalName: 'payment_prepayment',
  name: 'Vorkasse',
  description: 'Sie überweisen den Betrag vor dem Versand auf unser Konto.',
  position: 1,
  active: true,
  translated: { name: 'Vorkasse', description: 'Sie überweisen den Betrag vor dem Versand auf unser Konto.' },
  apiAlias: 'payment_method',
});

export const weinPay = raw<RawPaymentMethod>({
  id: 'f19e9f18266c457a351a23dd5fed3bb9',
  technicalName: 'payment_weinpay_redirect',
  name: 'WeinPay',
  position: 3,
  mediaId: '46191e9bb530e0a34217e85e9048b3cb',
  media: {
    id: '46191e9bb530e0a34217e85e9048b3cb',
    url: 'https://shop.weingut-keller-brandt.de/media/46/weinpay-logo.webp',
    alt: 'WeinPay Logo',
    metaData: { width: 1240, height: 1000 },
    thumbnails: [
      { width: 620, height: 500, url: 'https://shop.weingut-keller-brandt.de/thumbnail/46/weinpay-logo_620x500.webp' },
      { width: 310, height: 250, url: 'https://shop.weingut-keller-brandt.de/thumbnail/46/weinpay-logo_310x250.webp' },
    ],
    apiAlias: 'media',
  },
  translated: { name: 'WeinPay' },
  apiAlias: 'payment_method',
});

const priceRow = (
  currencyPrice: { currencyId: string; gross: number; net: number }[],
  extra: Record<string, unknown> = {},
) => ({
  id: `row-${currencyPrice[0]?.gross}`,
  quantityStart: 0,
  calculation: 2,
  currencyPrice: currencyPrice.map((price) => ({ ...price, linked: true })),
  apiAlias: 'shipping_method_price',
  ...extra,
});

export const standardShipping = raw<RawShippingMethod>({
  id: 'f75f4a27f4c6c8145597c9f15dd1fb9a',
  technicalName: 'shipping_standard',
  name: 'Standardversand (DHL)',
  description: 'Versandkostenfrei ab 120 € Bestellwert.',
  deliveryTimeId: '318327952d4b604703db7bc302762d58',
  deliveryTime: {
    id: '318327952d4b604703db7bc302762d58',
    name: '2-4 Werktage',
    min: 2,
    max: 4,
    unit: 'day',
    translated: { name: '2-4 Werktage' },
  },
  prices: [
    // A rule-bound row for large orders comes first in the answer; the base row without rule wins.
    priceRow([{ currencyId: EUR_ID, gross: 0, net: 0 }], { ruleId: 'rule-large-orders', quantityStart: 120 }),
    priceRow([
      { currencyId: EUR_ID, gross: 6.9, net: 5.798319327731093 },
      { currencyId: CHF_ID, gross: 7.5, net: 6.3 },
    ]),
  ],
  translated: { name: 'Standardversand (DHL)', description: 'Versandkostenfrei ab 120 € Bestellwert.' },
  apiAlias: 'shipping_method',
});

export const pickUp = raw<RawShippingMethod>({
  id: '751903ea3571c0910d589b618cd7ca68',
  technicalName: 'shipping_pickup',
  name: 'Abholung im Weingut',
  deliveryTimeId: '5ec68c95657f4185291af7ea4e3b5d88',
  translated: { name: 'Abholung im Weingut' },
  apiAlias: 'shipping_method',
});

const state = (shortCode: string, name: string, position: number) => ({
  id: `state-${shortCode}`,
  countryId: DE_ID,
  shortCode,
  name,
  position,
  active: true,
  translated: { name },
  apiAlias: 'country_state',
});

export const germany = raw<RawCountry>({
  id: '2b29d96ae441ddc6d908ef7f4c4eb8e1',
  name: 'Deutschland',
  iso: 'DE',
  iso3: 'DEU',
  position: 1,
  forceStateInRegistration: true,
  displayStateInRegistration: true,
  addressFormat: {},
  // Answered out of order; equal positions are ordered by name.
  states: [
    state('DE-RP', 'Rheinland-Pfalz', 11),
    state('DE-BY', 'Bayern', 2),
    state('DE-BW', 'Baden-Württemberg', 2),
    state('DE-XX', 'Inaktiv', 1),
  ].map((entry) => (entry.shortCode === 'DE-XX' ? { ...entry, active: false } : entry)),
  translated: { name: 'Deutschland' },
  apiAlias: 'country',
});

export const luxembourg = raw<RawCountry>({
  id: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
  name: 'Luxemburg',
  iso: 'LU',
  addressFormat: {},
  translated: { name: 'Luxembourg' },
  apiAlias: 'country',
});

export const mrs = raw<RawSalutation>({
  id: 'be082b4d0b083b806aa13b9bbc28d017',
  salutationKey: 'mrs',
  displayName: 'Frau',
  letterName: 'Sehr geehrte Frau',
  translated: { displayName: 'Frau', letterName: 'Sehr geehrte Frau' },
  apiAlias: 'salutation',
});

const locale = (id: string, code: string, name: string) => ({
  id,
  code,
  name,
  territory: name,
  translated: { code, name, territory: name },
  apiAlias: 'locale',
});

export const german = raw<RawLanguage>({
  id: DE_ID,
  localeId: DE_ID,
  name: 'Deutsch',
  locale: locale(DE_ID, 'de-DE', 'Deutsch'),
  translationCode: locale(DE_ID, 'de-DE', 'Deutsch'),
  apiAlias: 'language',
});
export const english = raw<RawLanguage>({
  id: EN_ID,
  localeId: EN_ID,
  name: 'English',
  translationCode: locale(EN_ID, 'en-GB', 'English (UK)'),
  apiAlias: 'language',
});

export const euro = raw<RawCurrency>({
  id: EUR_ID,
  isoCode: 'EUR',
  factor: 1,
  symbol: '€',
  shortName: 'EUR',
  name: 'Euro',
  translated: { name: 'Euro', shortName: 'EUR' },
  apiAlias: 'currency',
});
export const franc = raw<RawCurrency>({
  id: CHF_ID,
  isoCode: 'CHF',
  factor: 1.08,
  symbol: 'CHF',
  shortName: 'CHF',
  name: 'Swiss francs',
  translated: { name: 'Schweizer Franken' },
  itemRounding: { decimals: 2, interval: 0.05, roundForNet: true },
  apiAlias: 'currency',
});

const domain = (locale: string, url: string, languageId: string) => ({
  id: `domain-${locale}`,
  url,
  languageId,
  currencyId: EUR_ID,
  snippetSetId: `snippets-${locale}`,
  salesChannelId: 'sales-channel',
  apiAlias: 'sales_channel_domain',
});

/** GET /context of an anonymous session in German and euro, with the sales channel's domains. */
export const salesChannelContext = raw<RawSalesChannelContext>({
  token: 'token',
  currency: { ...euro, itemRounding: { decimals: 2, interval: 0.01, roundForNet: true } },
  salesChannel: {
    id: 'sales-channel',
    languageId: DE_ID,
    currencyId: EUR_ID,
    domains: [
      domain('de-DE', 'https://shop.weingut-keller-brandt.de', DE_ID),
      domain('en-GB', 'https://shop.weingut-keller-brandt.de/en/', EN_ID),
      domain('broken', 'not a url', EN_ID),
    ],
    apiAlias: 'sales_channel',
  },
  context: { languageIdChain: [DE_ID], currencyId: EUR_ID, currencyFactor: 1, taxState: 'gross' },
  itemRounding: { decimals: 2, interval: 0.01, roundForNet: true },
  totalRounding: { decimals: 2, interval: 0.01, roundForNet: true },
  languageInfo: { name: 'Deutsch', localeCode: 'de-DE' },
  apiAlias: 'sales_channel_context',
});
