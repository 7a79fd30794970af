/** The shop's languages, for the gateway's messages and the web's interface: de-DE is the default, en-GB the fallback. */
export const LOCALES = ['de-DE', 'en-GB', 'it-IT', 'nl-NL', 'pl-PL'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-DE';
export const FALLBACK_LOCALE: Locale = 'en-GB';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
