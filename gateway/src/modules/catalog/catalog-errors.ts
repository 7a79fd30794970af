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
  page: { 'de-DE': '{argument} muss eine ganze Zahl ab 1 sein.', 'en-GB': '{argument} must be a whole number of 1 or more.' },
  limit: { 'de-DE': '{argument} muss zwischen 1 und {max} liegen.', 'en-GB': '{argument} must be between 1 and {max}.' },
  id: {
    'de-DE': '{argument} ist keine gültige ID (32 Hexadezimalzeichen): {value}',
    'en-GB': '{argument} is not a valid id (32 hexadecimal characters): {value}',
  },
  tooManyIds: { 'de-DE': '{argument} darf höchstens {max} IDs enthalten.', 'en-GB': '{argument} may hold at most {max} ids.' },
  sorting: { 'de-DE': '{argument} muss einer dieser Werte sein: {allowed}.', 'en-GB': '{argument} must be one of: {allowed}.' },
  oneOf: { 'de-DE': 'Geben Sie genau eines an: {argument} oder {other}.', 'en-GB': 'Give exactly one of {argument} or {other}.' },
  path: {
    'de-DE': '{argument} muss ein Pfad des Shops sein, der mit / beginnt.',
    'en-GB': '{argument} must be a storefront path starting with /.',
  },
  price: { 'de-DE': '{argument} muss eine Zahl ab 0 sein.', 'en-GB': '{argument} must be a number of 0 or more.' },
  priceRange: { 'de-DE': '{argument} darf nicht kleiner als filters.minPrice sein.', 'en-GB': '{argument} must not be below filters.minPrice.' },
} satisfies Record<string, Messages>;
