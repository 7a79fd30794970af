import { DEFAULT_CURRENCY_ID, SYSTEM_LANGUAGE_ID, stableId } from '../catalogue/ids.js';
import type {
  CountryRecord,
  CurrencyRecord,
  DeliveryTimeRecord,
  LanguageRecord,
  Locale,
  ManufacturerRecord,
  PaymentMethodRecord,
  SalutationRecord,
  ShippingMethodRecord,
  SortingRecord,
  UnitRecord,
} from '../catalogue/records.js';

export const languageId = (locale: Locale): string =>
  locale === 'de-DE' ? SYSTEM_LANGUAGE_ID : stableId('language', locale);

export const languages: LanguageRecord[] = [
  { locale: 'de-DE', name: 'Deutsch', label: 'Deutsch', position: 1 },
  { locale: 'en-GB', name: 'English', label: 'English', position: 2 },
  { locale: 'it-IT', name: 'Italiano', label: 'Italiano', position: 3 },
  { locale: 'nl-NL', name: 'Nederlands', label: 'Nederlands', position: 4 },
  { locale: 'pl-PL', name: 'Polski', label: 'Polski', position: 5 },
].map((language) => ({ ...language, locale: language.locale as Locale, id: languageId(language.locale as Locale) }));

export const currencies: CurrencyRecord[] = [
  {
    id: DEFAULT_CURRENCY_ID,
    isoCode: 'EUR',
    symbol: '€',
    factor: 1,
    decimalPrecision: 2,
    position: 1,
    translations: {
      'de-DE': { name: 'Euro', shortName: 'EUR' },
      'en-GB': { name: 'Euro' },
      'it-IT': { name: 'Euro' },
      'nl-NL': { name: 'Euro' },
      'pl-PL': { name: 'Euro' },
    },
  },
];

type StateSeed = [shortCode: string, name: string];

/**
 * The countries' postal code patterns as Shopware's migration sets them
 * (Migration1649858046UpdateConfigurableFormatAndValidationForAddressCountry); the estate turned
 * on "postal code required" and the pattern check for every country it ships to.
 */
export const POSTAL_CODE_PATTERNS: Record<string, string> = {
  DE: '\\d{5}',
  AT: '\\d{4}',
  CH: '[1-9]\\d{3}',
  NL: '[1-9]{1}\\d{3}([ ]?[A-Z]{2})',
  IT: '\\d{5}',
  PL: '\\d{2}-\\d{3}',
  FR: '\\d{1}(?:A|B|\\d{1}) ?\\d{3}',
  BE: '\\d{4}',
  LU: '\\d{4}',
};

const country = (
  iso: string,
  iso3: string,
  position: number,
  names: Partial<Record<Locale, string>> & { 'de-DE': string },
  states: StateSeed[],
): CountryRecord => ({
  id: stableId('country', iso),
  iso,
  iso3,
  position,
  shippingAvailable: true,
  forceStateInRegistration: false,
  postalCodeRequired: true,
  checkPostalCodePattern: true,
  checkAdvancedPostalCodePattern: false,
  defaultPostalCodePattern: POSTAL_CODE_PATTERNS[iso] ?? null,
  advancedPostalCodePattern: null,
  translations: Object.fromEntries(
    Object.entries(names).map(([locale, name]) => [locale, { name }]),
  ) as CountryRecord['translations'],
  states: states.map(([shortCode, name], index) => ({
    id: stableId('country_state', shortCode),
    shortCode,
    position: index + 1,
    translations: { 'de-DE': { name } },
  })),
});

export const countries: CountryRecord[] = [
  country(
    'DE',
    'DEU',
    1,
    { 'de-DE': 'Deutschland', 'en-GB': 'Germany', 'it-IT': 'Germania', 'nl-NL': 'Duitsland', 'pl-PL': 'Niemcy' },
    [
      ['DE-BW', 'Baden-Württemberg'],
      ['DE-BY', 'Bayern'],
      ['DE-BE', 'Berlin'],
      ['DE-BB', 'Brandenburg'],
      ['DE-HB', 'Bremen'],
      ['DE-HH', 'Hamburg'],
      ['DE-HE', 'Hessen'],
      ['DE-MV', 'Mecklenburg-Vorpommern'],
      ['DE-NI', 'Niedersachsen'],
      ['DE-NW', 'Nordrhein-Westfalen'],
      ['DE-RP', 'Rheinland-Pfalz'],
      ['DE-SL', 'Saarland'],
      ['DE-SN', 'Sachsen'],
      ['DE-ST', 'Sachsen-Anhalt'],
      ['DE-SH', 'Schleswig-Holstein'],
      ['DE-TH', 'Thüringen'],
    ],
  ),
  country(
    'AT',
    'AUT',
    2,
    { 'de-DE': 'Österreich', 'en-GB': 'Austria', 'it-IT': 'Austria', 'nl-NL': 'Oostenrijk', 'pl-PL': 'Austria' },
    [
      ['AT-1', 'Burgenland'],
      ['AT-2', 'Kärnten'],
      ['AT-3', 'Niederösterreich'],
      ['AT-4', 'Oberösterreich'],
      ['AT-5', 'Salzburg'],
      ['AT-6', 'Steiermark'],
      ['AT-7', 'Tirol'],
      ['AT-8', 'Vorarlberg'],
      ['AT-9', 'Wien'],
    ],
  ),
  country(
    'CH',
    'CHE',
    3,
    { 'de-DE': 'Schweiz', 'en-GB': 'Switzerland', 'it-IT': 'Svizzera', 'nl-NL': 'Zwitserland', 'pl-PL': 'Szwajcaria' },
    [
      ['CH-ZH', 'Zürich'],
      ['CH-BE', 'Bern'],
      ['CH-LU', 'Luzern'],
      ['CH-BS', 'Basel-Stadt'],
      ['CH-GE', 'Genève'],
      ['CH-TI', 'Ticino'],
    ],
  ),
  country(
    'NL',
    'NLD',
    4,
    {
      'de-DE': 'Niederlande',
      'en-GB': 'Netherlands',
      'it-IT': 'Paesi Bassi',
      'nl-NL': 'Nederland',
      'pl-PL': 'Holandia',
    },
    [
      ['NL-NH', 'Noord-Holland'],
      ['NL-ZH', 'Zuid-Holland'],
      ['NL-UT', 'Utrecht'],
      ['NL-GE', 'Gelderland'],
      ['NL-LI', 'Limburg'],
    ],
  ),
  country(
    'IT',
    'ITA',
    5,
    { 'de-DE': 'Italien', 'en-GB': 'Italy', 'it-IT': 'Italia', 'nl-NL': 'Italië', 'pl-PL': 'Włochy' },
    [
      ['IT-BZ', 'Bolzano'],
      ['IT-MI', 'Milano'],
      ['IT-RM', 'Roma'],
      ['IT-TO', 'Torino'],
      ['IT-VE', 'Venezia'],
    ],
  ),
  country(
    'PL',
    'POL',
    6,
    { 'de-DE': 'Polen', 'en-GB': 'Poland', 'it-IT': 'Polonia', 'nl-NL': 'Polen', 'pl-PL': 'Polska' },
    [
      ['PL-02', 'Dolnośląskie'],
      ['PL-12', 'Małopolskie'],
      ['PL-14', 'Mazowieckie'],
      ['PL-22', 'Pomorskie'],
      ['PL-30', 'Wielkopolskie'],
    ],
  ),
  country(
    'FR',
    'FRA',
    7,
    { 'de-DE': 'Frankreich', 'en-GB': 'France', 'it-IT': 'Francia', 'nl-NL': 'Frankrijk', 'pl-PL': 'Francja' },
    [
      ['FR-GES', 'Grand Est'],
      ['FR-IDF', 'Île-de-France'],
      ['FR-ARA', 'Auvergne-Rhône-Alpes'],
      ['FR-PAC', "Provence-Alpes-Côte d'Azur"],
    ],
  ),
  country(
    'BE',
    'BEL',
    8,
    { 'de-DE': 'Belgien', 'en-GB': 'Belgium', 'it-IT': 'Belgio', 'nl-NL': 'België', 'pl-PL': 'Belgia' },
    [],
  ),
  country(
    'LU',
    'LUX',
    9,
    {
      'de-DE': 'Luxemburg',
      'en-GB': 'Luxembourg',
      'it-IT': 'Lussemburgo',
      'nl-NL': 'Luxemburg',
      'pl-PL': 'Luksemburg',
    },
    [],
  ),
];

export const salutations: SalutationRecord[] = [
  { key: 'mrs', de: ['Frau', 'Sehr geehrte Frau'], en: ['Mrs.', 'Dear Mrs.'] },
  { key: 'mr', de: ['Herr', 'Sehr geehrter Herr'], en: ['Mr.', 'Dear Mr.'] },
  { key: 'not_specified', de: ['Keine Angabe', 'Guten Tag'], en: ['Not specified', 'Hello'] },
].map(({ key, de, en }) => ({
  id: stableId('salutation', key),
  salutationKey: key,
  translations: {
    'de-DE': { displayName: de[0] ?? key, letterName: de[1] ?? key },
    'en-GB': { displayName: en[0] ?? key, letterName: en[1] ?? key },
  },
}));

export const deliveryTimes: Record<'standard' | 'express' | 'preorder', DeliveryTimeRecord> = {
  standard: {
    id: stableId('delivery_time', 'standard'),
    min: 2,
    max: 4,
    unit: 'day',
    translations: { 'de-DE': { name: '2-4 Werktage' }, 'en-GB': { name: '2-4 working days' } },
  },
  express: {
    id: stableId('delivery_time', 'express'),
    min: 1,
    max: 2,
    unit: 'day',
    translations: { 'de-DE': { name: '1-2 Werktage' }, 'en-GB': { name: '1-2 working days' } },
  },
  preorder: {
    id: stableId('delivery_time', 'preorder'),
    min: 2,
    max: 3,
    unit: 'week',
    translations: { 'de-DE': { name: '2-3 Wochen (Subskription)' }, 'en-GB': { name: '2-3 weeks (pre-order)' } },
  },
};

export const units: Record<'liter', UnitRecord> = {
  liter: {
    id: stableId('unit', 'liter'),
    translations: {
      'de-DE': { name: 'Liter', shortCode: 'l' },
      'en-GB': { name: 'Litre', shortCode: 'l' },
      'it-IT': { name: 'Litro', shortCode: 'l' },
      'nl-NL': { name: 'Liter', shortCode: 'l' },
      'pl-PL': { name: 'Litr', shortCode: 'l' },
    },
  },
};

export const estateManufacturer: ManufacturerRecord = {
  id: stableId('product_manufacturer', 'weingut'),
  link: 'https://weingut-keller-brandt.de',
  mediaId: null,
  translations: {
    'de-DE': {
      name: 'Weingut Keller-Brandt',
      description: 'Familienweingut in dritter Generation in Birkweiler an der Südlichen Weinstraße.',
    },
    'en-GB': { description: 'Family wine estate in its third generation in Birkweiler, Southern Palatinate.' },
  },
};

/** The estate's bank account, for transfers (prepayment). */
const ESTATE_BANK_ACCOUNT = {
  de: 'Kontoinhaber: Weingut Keller-Brandt\nIBAN: DE41 5486 2500 0001 2345 67\nBIC: GENODE61SUW\nBank: VR Bank Südpfalz',
  en: 'Account holder: Weingut Keller-Brandt\nIBAN: DE41 5486 2500 0001 2345 67\nBIC: GENODE61SUW\nBank: VR Bank Südpfalz',
};

/** The storefront's payment methods: one completes at once, one redirects, one always fails. */
export const paymentMethods = (logoMediaIds: { paypal: string; card: string }): PaymentMethodRecord[] => [
  {
    id: stableId('payment_method', 'prepayment'),
    technicalName: 'payment_prepayment',
    handler: 'sync',
    mediaId: null,
    position: 1,
    afterOrderEnabled: true,
    // As a Shopware shop owner configures prepayment: the bank details in the method's description,
    // which the order confirmation mail and the storefront's finish page print.
    translations: {
      'de-DE': {
        name: 'Vorkasse',
        description: `Sie überweisen den Betrag vor dem Versand auf unser Konto.\n${ESTATE_BANK_ACCOUNT.de}`,
      },
      'en-GB': {
        name: 'Prepayment',
        description: `You transfer the amount to our account before shipping.\n${ESTATE_BANK_ACCOUNT.en}`,
      },
    },
  },
  {
    id: stableId('payment_method', 'invoice'),
    technicalName: 'payment_invoice',
    handler: 'sync',
    mediaId: null,
    position: 2,
    afterOrderEnabled: true,
    translations: {
      'de-DE': { name: 'Rechnung', description: 'Zahlbar innerhalb von 14 Tagen nach Erhalt der Ware.' },
      'en-GB': { name: 'Invoice', description: 'Payable within 14 days of receiving the goods.' },
    },
  },
  {
    id: stableId('payment_method', 'paypal'),
    technicalName: 'payment_weinpay_redirect',
    handler: 'redirect',
    mediaId: logoMediaIds.paypal,
    position: 3,
    afterOrderEnabled: true,
    translations: {
      'de-DE': { name: 'WeinPay', description: 'Bezahlen Sie sicher bei unserem Zahlungsdienstleister.' },
      'en-GB': { name: 'WeinPay', description: 'Pay securely with our payment provider.' },
    },
  },
  {
    id: stableId('payment_method', 'card'),
    technicalName: 'payment_card_declined',
    handler: 'failing',
    mediaId: logoMediaIds.card,
    position: 4,
    afterOrderEnabled: true,
    translations: {
      'de-DE': { name: 'Kreditkarte', description: 'Zahlung per Kreditkarte.' },
      'en-GB': { name: 'Credit card', description: 'Pay by credit card.' },
    },
  },
];

export const shippingMethods: ShippingMethodRecord[] = [
  {
    id: stableId('shipping_method', 'standard'),
    technicalName: 'shipping_standard',
    deliveryTimeId: deliveryTimes.standard.id,
    mediaId: null,
    position: 1,
    price: 6.9,
    freeFrom: 120,
    translations: {
      'de-DE': {
        name: 'Standardversand (DHL)',
        description: 'Versandkostenfrei ab 120 € Bestellwert.',
        trackingUrl: '',
      },
      'en-GB': { name: 'Standard shipping (DHL)', description: 'Free shipping from an order value of 120 €.' },
    },
  },
  {
    id: stableId('shipping_method', 'express'),
    technicalName: 'shipping_express',
    deliveryTimeId: deliveryTimes.express.id,
    mediaId: null,
    position: 2,
    price: 14.9,
    freeFrom: null,
    translations: {
      'de-DE': {
        name: 'Expressversand',
        description: 'Zustellung am nächsten Werktag bei Bestellung bis 12 Uhr.',
        trackingUrl: '',
      },
      'en-GB': { name: 'Express shipping', description: 'Delivered the next working day when ordered by noon.' },
    },
  },
  {
    id: stableId('shipping_method', 'pickup'),
    technicalName: 'shipping_pickup',
    deliveryTimeId: deliveryTimes.express.id,
    mediaId: null,
    position: 3,
    price: 0,
    freeFrom: 0,
    translations: {
      'de-DE': {
        name: 'Abholung im Weingut',
        description: 'Abholung zu unseren Öffnungszeiten in Birkweiler.',
        trackingUrl: '',
      },
      'en-GB': { name: 'Collection at the estate', description: 'Collect during our opening hours in Birkweiler.' },
    },
  },
];

const sorting = (
  key: string,
  priority: number,
  fields: SortingRecord['fields'],
  de: string,
  en: string,
  searchOnly = false,
): SortingRecord => ({
  id: stableId('product_sorting', key),
  key,
  priority,
  fields,
  searchOnly,
  translations: { 'de-DE': { label: de }, 'en-GB': { label: en } },
});

/**
 * Shopware's default sortings (migrations 1595422169 and 1600338271) plus the estate's own, as a shop
 * owner configures them: 'newest' (release date) and 'created-at' (when the product joined the shop).
 */
export const sortings: SortingRecord[] = [
  sorting('name-asc', 5, [{ field: 'product.name', order: 'asc' }], 'Name A-Z', 'Name A-Z'),
  sorting('name-desc', 4, [{ field: 'product.name', order: 'desc' }], 'Name Z-A', 'Name Z-A'),
  sorting('price-asc', 3, [{ field: 'product.cheapestPrice', order: 'asc' }], 'Preis aufsteigend', 'Price ascending'),
  sorting('price-desc', 2, [{ field: 'product.cheapestPrice', order: 'desc' }], 'Preis absteigend', 'Price descending'),
  sorting('topseller', 1, [{ field: 'product.sales', order: 'desc' }], 'Topseller', 'Top sellers'),
  sorting('newest', 0, [{ field: 'product.releaseDate', order: 'desc' }], 'Neueste zuerst', 'Newest first'),
  sorting('created-at', -1, [{ field: 'product.createdAt', order: 'desc' }], 'Neu im Sortiment', 'Recently added'),
  sorting('score', 0, [{ field: '_score', order: 'desc' }], 'Beste Ergebnisse', 'Top results', true),
];
