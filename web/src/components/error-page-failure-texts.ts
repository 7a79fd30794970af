import deDE from '@weingut/schema/texts/de-DE/errorPage.json';
import enGB from '@weingut/schema/texts/en-GB/errorPage.json';
import itIT from '@weingut/schema/texts/it-IT/errorPage.json';
import nlNL from '@weingut/schema/texts/nl-NL/errorPage.json';
import plPL from '@weingut/schema/texts/pl-PL/errorPage.json';
import { localeOfLanguage, type Locale } from '../lib/locales';

type ErrorPageFailureTexts = typeof enGB;

/**
 * The words of the error page's own failure in all five languages, outside i18next: the
 * translations may be what failed. Two short texts each (texts/<locale>/errorPage.json), so the
 * first page carries them all rather than load a language when it has already failed.
 */
const ERROR_PAGE_FAILURE_TEXTS: Record<Locale, ErrorPageFailureTexts> = {
  'de-DE': deDE,
  'en-GB': enGB,
  'it-IT': itIT,
  'nl-NL': nlNL,
  'pl-PL': plPL,
};

/** The texts for the document's language (<html lang>, which the interface language sets), else English. */
export function errorPageFailureTexts(language: string | undefined): ErrorPageFailureTexts {
  return ERROR_PAGE_FAILURE_TEXTS[localeOfLanguage(language)];
}
