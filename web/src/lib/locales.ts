/** The interface languages (spec §1): de-DE is the default, en-GB the fallback. */
export const LOCALES = ['de-DE', 'en-GB', 'it-IT', 'nl-NL', 'pl-PL'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-DE';
export const FALLBACK_LOCALE: Locale = 'en-GB';

/** Each language by its own name, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'de-DE': 'Deutsch',
  'en-GB': 'English',
  'it-IT': 'Italiano',
  'nl-NL': 'Nederlands',
  'pl-PL': 'Polski',
};

export const LOCALE_STORAGE_KEY = 'shop.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The chosen interface language from localStorage, else the shop's default (not the browser's: the shop is German first). */
export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
