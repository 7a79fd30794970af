import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';

afterEach(() => vi.restoreAllMocks());

describe('createI18n', () => {
  it('translates, with plurals, and falls back to English for a text German lacks', () => {
    const i18n = createI18n('de-DE');
    i18n.addResourceBundle('en-GB', 'translation', { onlyInEnglish: 'Only in English' });
    expect(i18n.t('sideCart.itemCount', { count: 2 })).toContain('2');
    expect(i18n.t('onlyInEnglish')).toBe('Only in English');
    expect(document.documentElement.lang).toBe('de');
  });

  it('asks Intl for the canonical form of each language code once, not on every text', () => {
    const i18n = createI18n('de-DE');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    for (let index = 0; index < 200; index += 1) i18n.t('sideCart.itemCount', { count: index });
    expect(canonical.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('follows a change of language in <html lang>', async () => {
    const i18n = createI18n('de-DE');
    await i18n.changeLanguage('en-GB');
    expect(document.documentElement.lang).toBe('en');
  });
});
