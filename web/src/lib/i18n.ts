import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from '../i18n/de-DE';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  languageOf,
  LOCALE_STORAGE_KEY,
  LOCALES,
  localeOfLanguage,
  storedLocale,
  writeLocaleCookie,
  type Locale,
} from './locales';

/** The web's texts in one language, by area (i18next namespace): see src/i18n/<locale>.ts. */
export type MessageSet = typeof deDE;
type Area = keyof MessageSet;
const AREAS = Object.keys(deDE) as Area[];

/**
 * The shop's default language comes with the first page; the others are loaded when a visitor has
 * chosen one (each is a chunk of its own, so a German first visit carries one message set, not five).
 */
const otherMessageSets: Partial<Record<Locale, () => Promise<{ default: MessageSet }>>> = {
  'en-GB': () => import('../i18n/en-GB'),
  'it-IT': () => import('../i18n/it-IT'),
  'nl-NL': () => import('../i18n/nl-NL'),
  'pl-PL': () => import('../i18n/pl-PL'),
};

export async function loadMessages(locale: Locale): Promise<MessageSet> {
  const load = otherMessageSets[locale];
  return load ? (await load()).default : deDE;
}

/** Makes sure the instance has the message set of `locale` before it switches to it. */
export async function ensureMessages(instance: I18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(languageOf(locale), 'web')) return;
  const messageSet = await loadMessages(locale);
  for (const area of AREAS) instance.addResourceBundle(languageOf(locale), area, messageSet[area]);
}

/** The interface language of an instance of createI18n as the shop's locale (en-GB, not i18next's en). */
export const interfaceLocale = (instance: Pick<I18n, 'language'>): Locale => localeOfLanguage(instance.language);

/** Switches an instance of createI18n to `locale` (its message set loaded: ensureMessages). */
export const changeInterfaceLocale = (instance: I18n, locale: Locale) => instance.changeLanguage(languageOf(locale));

/**
 * One i18next instance for the app, with the default message set and `messageSet` for `locale`
 * (loadMessages); `web` is the area a key without one (`t('cart.title')`) is looked up in.
 *
 * i18next knows each language by its part without region (de, en …: unambiguous among the shop's
 * five; interfaceLocale turns it back into the locale): for a code with a region it asks
 * Intl.getCanonicalLocales for every code of the language hierarchy on every t() call, about 40 %
 * of a call, and a page's first render makes hundreds of them.
 */
export function createI18n(locale: Locale = storedLocale(), messageSet?: MessageSet) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: languageOf(locale),
    fallbackLng: languageOf(FALLBACK_LOCALE),
    supportedLngs: LOCALES.map(languageOf),
    load: 'currentOnly',
    ns: AREAS,
    defaultNS: 'web',
    resources: {
      [languageOf(DEFAULT_LOCALE)]: deDE,
      ...(messageSet ? { [languageOf(locale)]: messageSet } : {}),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  instance.on('languageChanged', (language) => setDocumentLanguage(language));
  setDocumentLanguage(languageOf(locale));
  return instance;
}

/** `<html lang>`, written only when it changes: each write makes the browser restyle the whole page. */
function setDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
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
