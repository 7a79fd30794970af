import { stableId } from '../src/catalogue/ids.js';
import { get, ok, post, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

interface List<T> {
  total?: number;
  elements: T[];
}
interface Country {
  id: string;
  iso: string;
  name: string;
  states?: { shortCode: string; name: string }[];
}

describe('payment and shipping methods', () => {
  test('four payment methods in position order, some with a logo and some without', async () => {
    const methods = ok<List<{ name: string; technicalName: string; position: number; media?: { url: string } }>>(
      await post(emulator.http, '/payment-method'),
    ).elements;
    expect(methods.map((method) => method.name)).toEqual(['Vorkasse', 'Rechnung', 'WeinPay', 'Kreditkarte']);
    const positions = methods.map((method) => method.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(methods.filter((method) => method.media?.url?.endsWith('.webp')).length).toBeGreaterThan(0);
    expect(methods.filter((method) => !method.media).length).toBeGreaterThan(0);
  });

  test('three shipping methods with delivery times and gross prices', async () => {
    const result = ok<List<any>>(await post(emulator.http, '/shipping-method'));
    expect(result.total).toBe(3);
    expect(result.elements.map((method) => method.technicalName)).toEqual([
      'shipping_standard',
      'shipping_express',
      'shipping_pickup',
    ]);
    const gross = result.elements.map((method) => method.prices[0].currencyPrice[0].gross);
    expect(gross).toEqual([6.9, 14.9, 0]);
    expect(result.elements[0].deliveryTime).toMatchObject({ name: '2-4 Werktage', unit: 'day' });
  });

  test('free shipping as price rules by cart price: standard costs 6,90 € up to 119,99 €, nothing from 120 €', async () => {
    const result = ok<List<any>>(await post(emulator.http, '/shipping-method'));
    const rows = (technicalName: string) =>
      result.elements
        .find((method) => method.technicalName === technicalName)
        .prices.map((row: any) => [
          row.calculation,
          row.quantityStart,
          row.quantityEnd ?? null,
          row.currencyPrice[0].gross,
        ]);
    expect(rows('shipping_standard')).toEqual([
      [2, 0, 119.99, 6.9],
      [2, 120, null, 0],
    ]);
    expect(rows('shipping_express')).toEqual([[2, 0, null, 14.9]]);
  });
});

describe('salutations, countries and states', () => {
  test('salutations with their display and letter names', async () => {
    const salutations = ok<List<{ salutationKey: string; displayName: string; letterName: string }>>(
      await post(emulator.http, '/salutation'),
    ).elements;
    expect(
      Object.fromEntries(salutations.map((salutation) => [salutation.salutationKey, salutation.displayName])),
    ).toEqual({
      mrs: 'Frau',
      mr: 'Herr',
      not_specified: 'Keine Angabe',
    });
    expect(salutations.find((salutation) => salutation.salutationKey === 'mr')!.letterName).toBe('Sehr geehrter Herr');
  });

  test('the delivery countries in German, Germany first; states only when asked for', async () => {
    const countries = ok<List<Country>>(await post(emulator.http, '/country')).elements;
    expect(countries.map((country) => country.iso)).toEqual(
      expect.arrayContaining(['DE', 'AT', 'CH', 'NL', 'IT', 'PL', 'FR']),
    );
    expect(countries[0]).toMatchObject({ iso: 'DE', name: 'Deutschland' });
    expect(countries.find((country) => country.iso === 'CH')!.name).toBe('Schweiz');
    expect(countries.every((country) => country.states === undefined || country.states.length === 0)).toBe(true);

    const withStates = ok<List<Country>>(
      await post(emulator.http, '/country', { associations: { states: {} } }),
    ).elements;
    const austria = withStates.find((country) => country.iso === 'AT')!;
    expect(austria.states!.map((state) => state.name)).toContain('Tirol');
  });

  test('country-state lists the 16 German states', async () => {
    const res = await post(emulator.http, `/country-state/${stableId('country', 'DE')}`);
    const states = ok<List<{ shortCode: string; name: string; countryId: string }>>(res).elements;
    expect(states).toHaveLength(16);
    expect(
      states.every((state) => state.countryId === stableId('country', 'DE') && state.shortCode.startsWith('DE-')),
    ).toBe(true);
    expect(states.map((state) => state.name)).toEqual(expect.arrayContaining(['Rheinland-Pfalz', 'Bayern', 'Berlin']));
  });
});

describe('currency and language', () => {
  test('currency is a plain array with the euro', async () => {
    const currencies = ok<{ isoCode: string; symbol: string; factor: number; itemRounding: { decimals: number } }[]>(
      await post(emulator.http, '/currency'),
    );
    expect(Array.isArray(currencies)).toBe(true);
    expect(currencies).toEqual([
      expect.objectContaining({
        isoCode: 'EUR',
        symbol: '€',
        factor: 1,
        itemRounding: expect.objectContaining({ decimals: 2 }),
      }),
    ]);
  });

  test('five languages with their locales', async () => {
    const languages = ok<List<{ locale: { code: string } }>>(await post(emulator.http, '/language')).elements;
    expect(languages.map((language) => language.locale.code)).toEqual(['de-DE', 'en-GB', 'it-IT', 'nl-NL', 'pl-PL']);
  });
});

describe('GET forms', () => {
  test('each list answers GET as well as POST', async () => {
    for (const path of ['/payment-method', '/shipping-method', '/salutation', '/country', '/language']) {
      const viaGet = ok<List<{ id: string }>>(await get(emulator.http, path));
      const viaPost = ok<List<{ id: string }>>(await post(emulator.http, path));
      expect(viaGet.elements.map((entity) => entity.id)).toEqual(viaPost.elements.map((entity) => entity.id));
    }
    expect(ok<unknown[]>(await get(emulator.http, '/currency'))).toHaveLength(1);
    const filtered = ok<List<Country>>(
      await get(emulator.http, '/country?filter[0][type]=equals&filter[0][field]=iso&filter[0][value]=NL'),
    );
    expect(filtered.elements.map((country) => country.name)).toEqual(['Niederlande']);
    expect(
      ok<List<unknown>>(await get(emulator.http, `/country-state/${stableId('country', 'AT')}`)).elements,
    ).toHaveLength(9);
  });
});
