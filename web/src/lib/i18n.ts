import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from '../i18n/de-DE.json';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_STORAGE_KEY, LOCALES, storedLocale, writeLocaleCookie, type Locale } from './locales';

export type MessageSet = typeof deDE;

/**
 * The shop's default language comes with the first page; the others are loaded when a visitor has
 * chosen one (each is a chunk of its own, so a German first visit carries one message set, not five).
 */
const otherMessageSets: Partial<Record<Locale, () => Promise<{ default: MessageSet }>>> = {
  'en-GB': () => import('../i18n/en-GB.json'),
  'it-IT': () => import('../i18n/it-IT.json'),
  'nl-NL': () => import('../i18n/nl-NL.json'),
  'pl-PL': () => import('../i18n/pl-PL.json'),
};

export async function loadMessages(locale: Locale): Promise<MessageSet> {
  const load = otherMessageSets[locale];
  return load ? (await load()).default : deDE;
}

/** Makes sure the instance has the message set of `locale` before it switches to it. */
export async function ensureMessages(instance: I18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) instance.addResourceBundle(locale, 'translation', await loadMessages(locale));
}

/**
 * One i18next instance for the app, with the default message set and `messageSet` for `locale`
 * (loadMessages); placeholders are written `{name}` as in the spec's texts.
 */
export function createI18n(locale: Locale = storedLocale(), messageSet?: MessageSet) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: { [DEFAULT_LOCALE]: { translation: deDE }, ...(messageSet ? { [locale]: { translation: messageSet } } : {}) },
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

/** Keeps the interface language for the next visit (and for the pages the server renders). */
export function rememberLocale(locale: Locale): void {
  writeLocaleCookie(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}
