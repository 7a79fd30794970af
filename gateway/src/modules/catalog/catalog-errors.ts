import { GraphQLError } from 'graphql';
import { httpFailures, messageFor, type Messages } from '../../errors/error-catalogue.js';
import type { Locale } from '../../http/locale.js';

/** An unknown product, category or path: the 404 text in the request's language (docs/behaviour/errors.md). */
export function notFoundError(locale: Locale): GraphQLError {
  return new GraphQLError(messageFor(httpFailures[404].messages, locale), {
    extensions: { code: httpFailures[404].code, status: 404 },
  });
}

/** A rejected argument, raised before any upstream call; `extensions.argument` names it. */
export function badUserInput(
  argument: string,
  messages: Messages,
  locale: Locale,
  parameters: Record<string, unknown> = {},
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(messageFor(messages, locale, { argument, ...parameters }), {
    extensions: { code: 'BAD_USER_INPUT', argument, ...extensions },
  });
}

/** The messages of the catalogue's input rules; `{argument}` is the argument's name. */
export const inputMessages = {
  page: {
    'de-DE': '{argument} muss eine ganze Zahl ab 1 sein.',
    'en-GB': '{argument} must be a whole number of 1 or more.',
    'it-IT': '{argument} deve essere un numero intero maggiore o uguale a 1.',
    'nl-NL': '{argument} moet een geheel getal van 1 of meer zijn.',
    'pl-PL': 'Wartość {argument} musi być liczbą całkowitą nie mniejszą niż 1.',
  },
  limit: {
    'de-DE': '{argument} muss zwischen 1 und {max} liegen.',
    'en-GB': '{argument} must be between 1 and {max}.',
    'it-IT': '{argument} deve essere compreso tra 1 e {max}.',
    'nl-NL': '{argument} moet tussen 1 en {max} liggen.',
    'pl-PL': 'Wartość {argument} musi mieścić się w przedziale od 1 do {max}.',
  },
  id: {
    'de-DE': '{argument} ist keine gültige ID (32 Hexadezimalzeichen): {value}',
    'en-GB': '{argument} is not a valid id (32 hexadecimal characters): {value}',
    'it-IT': '{argument} non è un ID valido (32 caratteri esadecimali): {value}',
    'nl-NL': '{argument} is geen geldige ID (32 hexadecimale tekens): {value}',
    'pl-PL': 'Wartość {argument} nie jest prawidłowym identyfikatorem (32 znaki szesnastkowe): {value}',
  },
  tooManyIds: {
    'de-DE': '{argument} darf höchstens {max} IDs enthalten.',
    'en-GB': '{argument} may hold at most {max} ids.',
    'it-IT': '{argument} può contenere al massimo {max} ID.',
    'nl-NL': "{argument} mag hoogstens {max} ID's bevatten.",
    'pl-PL': 'Lista {argument} może zawierać najwyżej {max} identyfikatorów.',
  },
  sortingKey: {
    'de-DE':
      '{argument} muss ein Sortierschlüssel sein: Buchstaben, Ziffern, „.“, „-“ und „_“, höchstens {max} Zeichen.',
    'en-GB': '{argument} must be a sorting key: letters, digits, ".", "-" and "_", at most {max} characters.',
    'it-IT':
      '{argument} deve essere una chiave di ordinamento: lettere, cifre, ".", "-" e "_", al massimo {max} caratteri.',
    'nl-NL': '{argument} moet een sorteersleutel zijn: letters, cijfers, ".", "-" en "_", hoogstens {max} tekens.',
    'pl-PL': 'Wartość {argument} musi być kluczem sortowania: litery, cyfry, „.”, „-” i „_”, najwyżej {max} znaków.',
  },
  unknownSorting: {
    'de-DE': 'Die Sortierung {value} ({argument}) gibt es für diese Produktliste nicht.',
    'en-GB': 'The sorting {value} ({argument}) is not offered for this product listing.',
    'it-IT': "L'ordinamento {value} ({argument}) non è disponibile per questo elenco di prodotti.",
    'nl-NL': 'De sortering {value} ({argument}) wordt voor deze productlijst niet aangeboden.',
    'pl-PL': 'Sortowanie {value} ({argument}) nie jest dostępne dla tej listy produktów.',
  },
  oneOf: {
    'de-DE': 'Geben Sie genau eines an: {argument} oder {other}.',
    'en-GB': 'Give exactly one of {argument} or {other}.',
    'it-IT': 'Indica esattamente uno tra {argument} e {other}.',
    'nl-NL': 'Geef precies één van beide op: {argument} of {other}.',
    'pl-PL': 'Podaj dokładnie jedno z dwóch: {argument} lub {other}.',
  },
  path: {
    'de-DE': '{argument} muss ein Pfad des Shops sein, der mit / beginnt.',
    'en-GB': '{argument} must be a storefront path starting with /.',
    'it-IT': '{argument} deve essere un percorso del negozio che inizia con /.',
    'nl-NL': '{argument} moet een pad van de winkel zijn dat met / begint.',
    'pl-PL': 'Wartość {argument} musi być ścieżką sklepu zaczynającą się od /.',
  },
  price: {
    'de-DE': '{argument} muss eine Zahl ab 0 sein.',
    'en-GB': '{argument} must be a number of 0 or more.',
    'it-IT': '{argument} deve essere un numero maggiore o uguale a 0.',
    'nl-NL': '{argument} moet een getal van 0 of meer zijn.',
    'pl-PL': 'Wartość {argument} musi być liczbą nie mniejszą niż 0.',
  },
  priceRange: {
    'de-DE': '{argument} darf nicht kleiner als filters.minPrice sein.',
    'en-GB': '{argument} must not be below filters.minPrice.',
    'it-IT': '{argument} non può essere inferiore a filters.minPrice.',
    'nl-NL': '{argument} mag niet lager zijn dan filters.minPrice.',
    'pl-PL': 'Wartość {argument} nie może być mniejsza niż filters.minPrice.',
  },
} satisfies Record<string, Messages>;
