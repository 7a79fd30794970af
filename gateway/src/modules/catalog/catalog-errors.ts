import { GraphQLError } from 'graphql';
import { httpFailures, messageFor, type Messages } from '../../errors/error-catalogue.js';
import type { Locale } from '../../http/locale.js';

/** An unknown product, category or path: the spec's 404 message in the request's language. */
export function notFoundError(locale: Locale): GraphQLError {
  return new GraphQLError(messageFor(httpFailures[404].messages, locale), {
    extensions: { code: httpFailures[404].code, status: 404 },
  });
}

/** A rejected argument, raised before any upstream call; `extensions.argument` names it. */
export function badUserInput(argument: string, messages: Messages, locale: Locale, parameters: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(messageFor(messages, locale, { argument, ...parameters }), {
    extensions: { code: 'BAD_USER_INPUT', argument },
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
  sorting: {
    'de-DE': '{argument} muss einer dieser Werte sein: {allowed}.',
    'en-GB': '{argument} must be one of: {allowed}.',
    'it-IT': '{argument} deve essere uno di questi valori: {allowed}.',
    'nl-NL': '{argument} moet een van deze waarden zijn: {allowed}.',
    'pl-PL': 'Wartość {argument} musi być jedną z tych wartości: {allowed}.',
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
