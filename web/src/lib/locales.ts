import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@weingut/schema/locales';

export { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@weingut/schema/locales';

/** A language's part without region (de-DE → de): <html lang>, and i18next's name of the language (lib/i18n.ts). */
export const languageOf = (locale: Locale): string => locale.slice(0, 2);

/** The locale of a language part (de → de-DE), else the fallback en-GB. */
export function localeOfLanguage(language: string | undefined): Locale {
  return LOCALES.find((locale) => languageOf(locale) === language) ?? FALLBACK_LOCALE;
}

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
