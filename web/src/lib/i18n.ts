import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from '../i18n/de-DE.json';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  storedLocale,
  writeLocaleCookie,
  type Locale,
} from './locales';

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
  if (!instance.hasResourceBundle(locale, 'translation'))
    instance.addResourceBundle(locale, 'translation', await loadMessages(locale));
}

/**
 * One i18next instance for the app, with the default message set and `messageSet` for `locale`
 * (loadMessages); placeholders are written `{name}` as in the gateway's texts.
 */
export function createI18n(locale: Locale = storedLocale(), messageSet?: MessageSet) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: {
      [DEFAULT_LOCALE]: { translation: deDE },
      ...(messageSet ? { [locale]: { translation: messageSet } } : {}),
    },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initImmediate: false,
    returnNull: false,
    showSupportNotice: false,
  });
  rememberCanonicalCodes(instance);
  instance.on('languageChanged', (lng) => setDocumentLanguage(lng));
  setDocumentLanguage(locale);
  return instance;
}

/**
 * i18next works out the language hierarchy of every t() call anew and asks Intl.getCanonicalLocales
 * for each code in it: about 40 % of a t() call, and a page's first render makes hundreds of them.
 * A code's canonical form never changes, so each is asked once.
 */
function rememberCanonicalCodes(instance: I18n): void {
  const languageUtils = instance.services.languageUtils as { formatLanguageCode(code: string): string };
  const canonical = languageUtils.formatLanguageCode.bind(languageUtils);
  const known = new Map<string, string>();
  languageUtils.formatLanguageCode = (code) => {
    let formatted = known.get(code);
    if (formatted === undefined) {
      formatted = canonical(code);
      known.set(code, formatted);
    }
    return formatted;
  };
}

/** `<html lang>`, written only when it changes: each write makes the browser restyle the whole page. */
function setDocumentLanguage(locale: string): void {
  if (typeof document === 'undefined') return;
  const language = locale.slice(0, 2);
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
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
