import {
  CHF_ID,
  english,
  euro,
  franc,
  german,
  germany,
  luxembourg,
  mrs,
  pickUp,
  prepayment,
  salesChannelContext,
  standardShipping,
  weinPay,
} from './system.fixtures.js';
import {
  mapCountry,
  mapCurrencyEntity,
  mapLanguageEntity,
  freeShippingFromOf,
  mapPaymentMethod,
  mapSalutation,
  mapShippingMethod,
  priceContextOf,
  shippingPriceOf,
  type PriceContext,
} from './system.mapper.js';

describe('payment methods', () => {
  test('a method without a logo has logo null (the footer shows its name)', () => {
    expect(mapPaymentMethod(prepayment)).toEqual({
      id: prepayment.id,
      name: 'Vorkasse',
      description: 'Sie überweisen den Betrag vor dem Versand auf unser Konto.',
      logo: null,
      isBankTransfer: true,
    });
  });

  test('a method with a logo: url, alt and the thumbnails as srcset', () => {
    expect(mapPaymentMethod(weinPay)).toEqual({
      id: weinPay.id,
      name: 'WeinPay',
      description: null,
      logo: {
        url: 'https://shop.weingut-keller-brandt.de/media/46/weinpay-logo.webp',
        alt: 'WeinPay Logo',
        width: 1240,
        height: 1000,
        srcset: [
          { url: 'https://shop.weingut-keller-brandt.de/thumbnail/46/weinpay-logo_310x250.webp', width: 310 },
          { url: 'https://shop.weingut-keller-brandt.de/thumbnail/46/weinpay-logo_620x500.webp', width: 620 },
        ],
      },
      isBankTransfer: false,
    });
  });
});

describe('shipping methods', () => {
  const euroGross = priceContextOf(salesChannelContext);

  test('the session context gives currency, rounding and gross display', () => {
    expect(euroGross).toEqual({ currencyId: euro.id, isoCode: 'EUR', factor: 1, decimals: 2, gross: true });
  });

  test('name, description, delivery time text and the base price as money', () => {
    expect(mapShippingMethod(standardShipping, euroGross)).toEqual({
      id: standardShipping.id,
      name: 'Standardversand (DHL)',
      description: 'Versandkostenfrei ab 120 € Bestellwert.',
      deliveryTime: '2-4 Werktage',
      price: { amount: 6.9, currencyCode: 'EUR' },
      // Its free row is bound to a rule the gateway cannot evaluate: no amount is promised.
      freeShippingFrom: null,
    });
  });

  test('free shipping from the lowest row by cart price without a rule that costs nothing, in the session currency', () => {
    const byCartPrice = {
      ...standardShipping,
      prices: [
        ...standardShipping.prices!,
        {
          ...standardShipping.prices![1]!,
          id: 'free',
          quantityStart: 150,
          currencyPrice: [{ currencyId: euro.id, gross: 0, net: 0, linked: true }],
        },
        {
          ...standardShipping.prices![1]!,
          id: 'by-weight',
          calculation: 3,
          quantityStart: 20,
          currencyPrice: [{ currencyId: euro.id, gross: 0, net: 0, linked: true }],
        },
      ],
    };
    expect(freeShippingFromOf(byCartPrice, euroGross)).toEqual({ amount: 150, currencyCode: 'EUR' });
    const francs: PriceContext = { currencyId: CHF_ID, isoCode: 'CHF', factor: franc.factor, decimals: 2, gross: true };
    expect(freeShippingFromOf(byCartPrice, francs)).toEqual({
      amount: Math.round(150 * franc.factor * 100) / 100,
      currencyCode: 'CHF',
    });
    expect(freeShippingFromOf(pickUp, euroGross)).toBeNull();
  });

  test("the price in the session's currency, or converted from the system currency, and net when the session shows net", () => {
    const francs: PriceContext = { currencyId: CHF_ID, isoCode: 'CHF', factor: franc.factor, decimals: 2, gross: true };
    expect(shippingPriceOf(standardShipping, francs)).toEqual({ amount: 7.5, currencyCode: 'CHF' });
    const euroOnly = {
      ...standardShipping,
      prices: [standardShipping.prices![1]!].map((row) => ({ ...row, currencyPrice: row.currencyPrice!.slice(0, 1) })),
    };
    expect(shippingPriceOf(euroOnly, francs)).toEqual({ amount: 7.45, currencyCode: 'CHF' });
    expect(shippingPriceOf(standardShipping, { ...euroGross, gross: false })).toEqual({
      amount: 5.8,
      currencyCode: 'EUR',
    });
  });

  test('a method without prices or delivery time has them null', () => {
    expect(mapShippingMethod(pickUp, euroGross)).toMatchObject({ description: null, deliveryTime: null, price: null });
  });
});

describe('countries', () => {
  test('iso, whether a state is required and the active states by position, then name', () => {
    expect(mapCountry(germany)).toEqual({
      id: germany.id,
      name: 'Deutschland',
      iso: 'DE',
      stateRequired: true,
      postalCodeRequired: false,
      postalCodePattern: null,
      states: [
        { id: 'state-DE-BW', name: 'Baden-Württemberg', shortCode: 'DE-BW' },
        { id: 'state-DE-BY', name: 'Bayern', shortCode: 'DE-BY' },
        { id: 'state-DE-RP', name: 'Rheinland-Pfalz', shortCode: 'DE-RP' },
      ],
    });
  });

  test('a country without states (or without the association) and the translated name', () => {
    expect(mapCountry(luxembourg)).toEqual({
      id: luxembourg.id,
      name: 'Luxembourg',
      iso: 'LU',
      stateRequired: false,
      postalCodeRequired: false,
      postalCodePattern: null,
      states: [],
    });
  });

  test('the zip code rule: required, and the pattern Shopware checks (the advanced one when switched on, none when no check is)', () => {
    const rules = {
      postalCodeRequired: true,
      checkPostalCodePattern: true,
      defaultPostalCodePattern: '\\d{4}',
      advancedPostalCodePattern: 'L-\\d{4}',
    };
    expect(mapCountry({ ...luxembourg, ...rules })).toMatchObject({
      postalCodeRequired: true,
      postalCodePattern: '\\d{4}',
    });
    expect(mapCountry({ ...luxembourg, ...rules, checkAdvancedPostalCodePattern: true })).toMatchObject({
      postalCodePattern: 'L-\\d{4}',
    });
    expect(mapCountry({ ...luxembourg, ...rules, checkPostalCodePattern: false })).toMatchObject({
      postalCodeRequired: true,
      postalCodePattern: null,
    });
  });
});

test('salutations, languages and currencies', () => {
  expect(mapSalutation(mrs)).toEqual({ id: mrs.id, key: 'mrs', displayName: 'Frau' });
  expect(mapLanguageEntity(german)).toEqual({ id: german.id, name: 'Deutsch', locale: 'de-DE' });
  expect(mapLanguageEntity(english)).toEqual({ id: english.id, name: 'English', locale: 'en-GB' });
  expect(mapCurrencyEntity(euro)).toEqual({ id: euro.id, isoCode: 'EUR', symbol: '€', name: 'Euro' });
  expect(mapCurrencyEntity(franc)).toEqual({ id: CHF_ID, isoCode: 'CHF', symbol: 'CHF', name: 'Schweizer Franken' });
});
