import { FALLBACK_LOCALE, LOCALES, type Locale } from '../lib/locales';

interface ErrorPageFailureTexts {
  errorPageFailed: string;
  homeLink: string;
}

/**
 * The words of the error page's own failure, copied from each message set (errors.errorPageFailed,
 * errors.homeLink; a test keeps them equal): the translations may be what failed, and loading all
 * five sets into the first page for two texts would cost every visitor.
 */
export const ERROR_PAGE_FAILURE_TEXTS: Record<Locale, ErrorPageFailureTexts> = {
  'de-DE': { errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', homeLink: 'Zur Startseite' },
  'en-GB': { errorPageFailed: 'An error occurred while showing the error page', homeLink: 'To the home page' },
  'it-IT': {
    errorPageFailed: 'Si è verificato un errore durante la visualizzazione della pagina di errore',
    homeLink: 'Alla pagina iniziale',
  },
  'nl-NL': {
    errorPageFailed: 'Er is een fout opgetreden bij het tonen van de foutpagina',
    homeLink: 'Naar de startpagina',
  },
  'pl-PL': { errorPageFailed: 'Wystąpił błąd podczas wyświetlania strony błędu', homeLink: 'Na stronę główną' },
};

/** The texts for the document's language (<html lang>, which the interface language sets), else English. */
export function errorPageFailureTexts(language: string | undefined): ErrorPageFailureTexts {
  const locale = LOCALES.find((candidate) => candidate.slice(0, 2) === language) ?? FALLBACK_LOCALE;
  return ERROR_PAGE_FAILURE_TEXTS[locale];
}
