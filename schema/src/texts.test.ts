import { LOCALES, type Locale } from './locales.js';
import { TEXT_AREAS } from './texts.js';
import { textsFromDisk, type TextTree } from './texts-from-disk.js';

const texts = textsFromDisk(TEXT_AREAS);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a language as `area:path.to.key` → text. */
function flatten(tree: TextTree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}
const textsOf = (locale: Locale) => new Map(TEXT_AREAS.flatMap((area) => flatten(texts[locale][area], `${area}:`)));
/** A key without its plural suffix: the key t() is called with. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();

const reference = textsOf('en-GB');
const referenceKeys = [...new Set([...reference.keys()].map(baseKey))].sort();
/** The placeholders of a key in English (of its `_other` form when it counts). */
const referencePlaceholders = (key: string) => placeholdersOf(reference.get(key) ?? reference.get(`${key}_other`)!);

describe.each(LOCALES)('the texts of %s', (locale) => {
  const own = textsOf(locale);
  const pluralForms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();

  test('have every key of en-GB and no other', () => {
    expect([...new Set([...own.keys()].map(baseKey))].sort()).toEqual(referenceKeys);
  });

  test('give a counting text exactly the plural forms the language has', () => {
    const countingKeys = new Set([...own.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
    expect(countingKeys.size).toBeGreaterThan(0);
    for (const key of countingKeys) {
      const forms = [...own.keys()].filter((other) => baseKey(other) === key && other !== key);
      expect({ key, forms: forms.map((form) => PLURAL_SUFFIX.exec(form)![1]).sort() }).toEqual({
        key,
        forms: pluralForms,
      });
      expect({ key, withoutForm: own.has(key) }).toEqual({ key, withoutForm: false });
    }
  });

  test('have no empty text, the placeholders of en-GB, and only {{name}} placeholders', () => {
    for (const [key, text] of own) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholdersOf(text) }).toEqual({
        key,
        placeholders: referencePlaceholders(baseKey(key)),
      });
      expect({ key, singleBraces: /(^|[^{])\{\w+\}(?!\})/.test(text) }).toEqual({ key, singleBraces: false });
    }
  });
});

test('the German texts count in the singular and keep the spec’s price note', () => {
  const german = textsOf('de-DE');
  expect(german.get('web:search.productsFound_one')).toBe('{{count}} Produkt gefunden');
  expect(german.get('errors:RATE_LIMITED_one')).toBe('Zu viele Anfragen. Bitte warten Sie {{seconds}} Sekunde.');
  expect(german.get('web:price.vatNote')).toBe('inkl. MwSt. zzgl. Versandkosten');
});
