import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from '../i18n/de-DE.json';
import enGB from '../i18n/en-GB.json';
import itIT from '../i18n/it-IT.json';
import nlNL from '../i18n/nl-NL.json';
import plPL from '../i18n/pl-PL.json';
import { FALLBACK_LOCALE, LOCALE_STORAGE_KEY, LOCALES, storedLocale, type Locale } from './locales';

export const messages = { 'de-DE': deDE, 'en-GB': enGB, 'it-IT': itIT, 'nl-NL': nlNL, 'pl-PL': plPL } satisfies Record<Locale, unknown>;

/** One i18next instance for the app; placeholders are written `{name}` as in the spec's texts. */
export function createI18n(locale: Locale = storedLocale()) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: Object.fromEntries(Object.entries(messages).map(([code, set]) => [code, { translation: set }])),
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initImmediate: false,
    returnNull: false,
    showSupportNotice: false,
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng.slice(0, 2);
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale.slice(0, 2);
  return instance;
}

/** Keeps the interface language for the next visit. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}
