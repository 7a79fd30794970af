import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeInterfaceLocale, createI18n, interfaceLocale } from './i18n';

afterEach(() => vi.restoreAllMocks());

describe('createI18n', () => {
  it('translates, with plurals, and falls back to English for a text German lacks', () => {
    const i18n = createI18n('de-DE');
    i18n.addResourceBundle('en', 'web', { onlyInEnglish: 'Only in English' });
    expect(i18n.t('search.productsFound', { count: 1 })).toBe('1 Produkt gefunden');
    expect(i18n.t('search.productsFound', { count: 2 })).toBe('2 Produkte gefunden');
    expect(i18n.t('onlyInEnglish')).toBe('Only in English');
    expect(interfaceLocale(i18n)).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de');
  });

  it('never asks Intl for the canonical form of a language code while it translates', () => {
    const i18n = createI18n('de-DE');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    for (let index = 0; index < 200; index += 1) i18n.t('sideCart.itemCount', { count: index });
    expect(canonical).not.toHaveBeenCalled();
  });

  it('follows a change of language in <html lang>', async () => {
    const i18n = createI18n('de-DE');
    await changeInterfaceLocale(i18n, 'en-GB');
    expect(interfaceLocale(i18n)).toBe('en-GB');
    expect(document.documentElement.lang).toBe('en');
  });
});
