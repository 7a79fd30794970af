import { describe, expect, it } from 'vitest';
import { messageSets as messages } from '../test/i18n';
import { LOCALES } from '../lib/locales';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

describe('the five message sets', () => {
  const reference = keysOf(messages['en-GB']).sort();

  it.each(LOCALES)('%s has exactly the keys of en-GB', (locale) => {
    expect(keysOf(messages[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s has no empty text and the same placeholders as en-GB', (locale) => {
    const lookup = (set: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], set) as string;
    for (const key of reference) {
      const text = lookup(messages[locale], key);
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholdersOf(text), `${locale} ${key}`).toEqual(placeholdersOf(lookup(messages['en-GB'], key)));
    }
  });

  it('keeps the spec’s German price note', () => {
    expect(messages['de-DE'].price.vatNote).toBe('inkl. MwSt. zzgl. Versandkosten');
  });
});
