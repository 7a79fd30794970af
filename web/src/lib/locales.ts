/** The interface languages (docs/behaviour/shop.md): de-DE is the default, en-GB the fallback. */
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
/** The same choice as a cookie, so that the server renders a page in it. */
export const LOCALE_COOKIE = 'shop_locale';

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

/** The interface language a request's cookies name (LOCALE_COOKIE), else the shop's default. */
export function localeOfCookies(cookies: Record<string, string | undefined>): Locale {
  const value = cookies[LOCALE_COOKIE];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Writes the choice into LOCALE_COOKIE for a year (not HttpOnly: the client writes it). */
export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
