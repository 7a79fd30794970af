import type {
  CountryRecord,
  CurrencyRecord,
  DeliveryTimeRecord,
  LanguageRecord,
  Locale,
  PaymentMethodRecord,
  SalutationRecord,
  ShippingMethodRecord,
  UnitRecord,
} from '../records.js';
import { translate } from '../translate.js';
import { stableId } from '../ids.js';
import type { MediaDoc } from './media-view.js';

/** Presenters of the small system entities (Store API shapes, one language). */

export function presentLanguage(language: LanguageRecord) {
  return {
    id: language.id,
    parentId: null,
    localeId: language.id,
    translationCodeId: language.id,
    name: language.name,
    active: true,
    locale: {
      id: language.id,
      code: language.locale,
      name: language.name,
      territory: language.label,
      apiAlias: 'locale',
    },
    translationCode: {
      id: language.id,
      code: language.locale,
      name: language.name,
      territory: language.label,
      apiAlias: 'locale',
    },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'language',
  };
}

export function presentCurrency(currency: CurrencyRecord, locale: Locale) {
  const translated = translate(currency.translations, locale);
  return {
    id: currency.id,
    isoCode: currency.isoCode,
    factor: currency.factor,
    symbol: currency.symbol,
    shortName: translated.shortName,
    name: translated.name,
    position: currency.position,
    isSystemDefault: true,
    taxFreeFrom: 0,
    itemRounding: {
      decimals: currency.decimalPrecision,
      interval: 0.01,
      roundForNet: true,
      apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
    },
    totalRounding: {
      decimals: currency.decimalPrecision,
      interval: 0.01,
      roundForNet: true,
      apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
    },
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'currency',
  };
}

export function presentCountryState(state: CountryRecord['states'][number], countryId: string, locale: Locale) {
  const translated = translate(state.translations, locale);
  return {
    id: state.id,
    countryId,
    shortCode: state.shortCode,
    name: translated.name,
    position: state.position,
    active: true,
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'country_state',
  };
}

export function presentCountry(country: CountryRecord, locale: Locale) {
  const translated = translate(country.translations, locale);
  return {
    id: country.id,
    name: translated.name,
    iso: country.iso,
    iso3: country.iso3,
    position: country.position,
    active: true,
    shippingAvailable: country.shippingAvailable,
    taxFree: false,
    companyTax: {
      amount: 0,
      enabled: false,
      currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
      apiAlias: 'country_tax_free',
    },
    customerTax: {
      amount: 0,
      enabled: false,
      currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
      apiAlias: 'country_tax_free',
    },
    forceStateInRegistration: country.forceStateInRegistration,
    checkVatIdPattern: false,
    vatIdRequired: false,
    postalCodeRequired: country.postalCodeRequired,
    checkPostalCodePattern: country.checkPostalCodePattern ?? false,
    checkAdvancedPostalCodePattern: country.checkAdvancedPostalCodePattern ?? false,
    advancedPostalCodePattern: country.advancedPostalCodePattern ?? null,
    defaultPostalCodePattern: country.defaultPostalCodePattern ?? null,
    displayStateInRegistration: country.states.length > 0,
    isEu: !['CH'].includes(country.iso),
    addressFormat: {},
    states: country.states.map((state) => presentCountryState(state, country.id, locale)),
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'country',
  };
}

export function presentSalutation(salutation: SalutationRecord, locale: Locale) {
  const translated = translate(salutation.translations, locale);
  return {
    id: salutation.id,
    salutationKey: salutation.salutationKey,
    displayName: translated.displayName,
    letterName: translated.letterName,
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'salutation',
  };
}

export function presentDeliveryTime(deliveryTime: DeliveryTimeRecord, locale: Locale) {
  const translated = translate(deliveryTime.translations, locale);
  return {
    id: deliveryTime.id,
    name: translated.name,
    min: deliveryTime.min,
    max: deliveryTime.max,
    unit: deliveryTime.unit,
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'delivery_time',
  };
}

export function presentUnit(unit: UnitRecord, locale: Locale) {
  const translated = translate(unit.translations, locale);
  return {
    id: unit.id,
    name: translated.name,
    shortCode: translated.shortCode,
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'unit',
  };
}

export function presentPaymentMethod(method: PaymentMethodRecord, locale: Locale, media: MediaDoc | null) {
  const translated = translate(method.translations, locale);
  return {
    id: method.id,
    technicalName: method.technicalName,
    name: translated.name,
    distinguishableName: translated.name,
    description: translated.description,
    position: method.position,
    active: true,
    afterOrderEnabled: method.afterOrderEnabled,
    mediaId: method.mediaId,
    media,
    shortName: method.technicalName,
    synchronous: method.handler !== 'redirect',
    asynchronous: method.handler === 'redirect',
    prepared: false,
    refundable: false,
    recurring: false,
    translated: { ...translated, distinguishableName: translated.name, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'payment_method',
  };
}

const SYSTEM_CURRENCY_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';

/**
 * The method's price rules as Shopware's shipping_method_price rows by cart price (calculation 2):
 * its price up to the free-shipping amount, nothing from there on (one row when it never or always ships free).
 */
function shippingPriceRows(method: ShippingMethodRecord) {
  const row = (key: string, quantityStart: number, quantityEnd: number | null, gross: number) => ({
    id: stableId('shipping_method_price', `${method.technicalName}-${key}`),
    shippingMethodId: method.id,
    quantityStart,
    quantityEnd,
    calculation: 2,
    currencyPrice: [{ currencyId: SYSTEM_CURRENCY_ID, gross, net: gross / 1.19, linked: true }],
    apiAlias: 'shipping_method_price',
  });
  if (method.freeFrom === null || method.freeFrom <= 0) return [row('base', 0, null, method.price)];
  return [row('base', 0, method.freeFrom - 0.01, method.price), row('free', method.freeFrom, null, 0)];
}

export function presentShippingMethod(
  method: ShippingMethodRecord,
  locale: Locale,
  deliveryTime: ReturnType<typeof presentDeliveryTime> | null,
  media: MediaDoc | null,
) {
  const translated = translate(method.translations, locale);
  return {
    id: method.id,
    technicalName: method.technicalName,
    name: translated.name,
    description: translated.description,
    trackingUrl: translated.trackingUrl || null,
    active: true,
    position: method.position,
    taxType: 'auto',
    deliveryTimeId: method.deliveryTimeId,
    deliveryTime,
    mediaId: method.mediaId,
    media,
    prices: shippingPriceRows(method),
    translated: { ...translated, customFields: {} },
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'shipping_method',
  };
}
