import type { Locale, PropertyGroupRecord, TranslationMap } from '../catalogue/records.js';
import type { SeedProduct } from './catalogue-types.js';

export type PropertyKey =
  'weinart' | 'rebsorte' | 'geschmack' | 'jahrgang' | 'lage' | 'qualitaetsstufe' | 'boden' | 'betrag';

export interface PropertyGroupSeed {
  key: PropertyKey;
  position: number;
  displayType: PropertyGroupRecord['displayType'];
  sortingType: PropertyGroupRecord['sortingType'];
  filterable: boolean;
  translations: TranslationMap<{ name: string; description: string }>;
  valuesOf: (product: SeedProduct) => string | string[] | undefined;
  compare?: (a: string, b: string) => number;
  colorOf?: (name: string) => string | null;
  optionTranslations?: (name: string) => Partial<Record<Locale, { name: string }>>;
}

const wineTypeColours: Record<string, string> = {
  Rotwein: '#7b1e2b',
  Weisswein: '#e9d98b',
  Rosé: '#f2a7b5',
  Sekt: '#f5e6b8',
  Sortiment: '#294558',
};
const wineTypeNames: Record<string, string> = {
  Rotwein: 'Red wine',
  Weisswein: 'White wine',
  Rosé: 'Rosé',
  Sekt: 'Sparkling wine',
  Sortiment: 'Assortment',
};

const group = (
  key: PropertyKey,
  position: number,
  de: string,
  en: string,
  valuesOf: PropertyGroupSeed['valuesOf'],
  extra: Partial<PropertyGroupSeed> = {},
): PropertyGroupSeed => ({
  key,
  position,
  displayType: 'text',
  sortingType: 'alphanumeric',
  filterable: true,
  translations: { 'de-DE': { name: de, description: '' }, 'en-GB': { name: en } },
  valuesOf,
  compare: (a, b) => a.localeCompare(b, 'de'),
  ...extra,
});

/** The wine facets of the shop, in the order the listing offers them as filters. */
export const propertyGroupSeeds: PropertyGroupSeed[] = [
  group('weinart', 1, 'Weinart', 'Wine type', (p) => p.properties.weinart, {
    displayType: 'color',
    colorOf: (name) => wineTypeColours[name] ?? null,
    optionTranslations: (name) => (wineTypeNames[name] ? { 'en-GB': { name: wineTypeNames[name]! } } : {}),
  }),
  group('rebsorte', 2, 'Rebsorte', 'Grape variety', (p) => p.properties.rebsorte),
  group('geschmack', 3, 'Geschmack', 'Taste', (p) => p.properties.geschmack),
  group('jahrgang', 4, 'Jahrgang', 'Vintage', (p) => p.properties.jahrgang, { compare: (a, b) => b.localeCompare(a) }),
  group('lage', 5, 'Lage', 'Vineyard site', (p) => p.properties.lage),
  group('qualitaetsstufe', 6, 'Qualitätsstufe', 'Quality level', (p) => p.properties.qualitaetsstufe),
  group('boden', 7, 'Boden', 'Soil', (p) => p.properties.boden),
  group('betrag', 8, 'Betrag', 'Amount', () => undefined, {
    filterable: false,
    sortingType: 'position',
    compare: (a, b) => parseFloat(a) - parseFloat(b),
  }),
];
