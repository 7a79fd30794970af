import { GraphQLError } from 'graphql';
import { httpFailures } from '../../errors/error-catalogue.js';
import type { Locale } from '../../i18n/locale.js';
import { messageFor, type GatewayTextKey } from '../../i18n/texts.js';

/** An unknown product, category or path: the 404 text in the request's language (docs/behaviour/errors.md). */
export function notFoundError(locale: Locale): GraphQLError {
  return new GraphQLError(messageFor(httpFailures[404].text, locale), {
    extensions: { code: httpFailures[404].code, status: 404 },
  });
}

/** A rejected argument, raised before any upstream call; `extensions.argument` names it. */
export function badUserInput(
  argument: string,
  text: GatewayTextKey,
  locale: Locale,
  parameters: Record<string, unknown> = {},
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(messageFor(text, locale, { argument, ...parameters }), {
    extensions: { code: 'BAD_USER_INPUT', argument, ...extensions },
  });
}

/** The messages of the catalogue's input rules; `{{argument}}` is the argument's name. */
export const inputMessages = {
  page: 'catalog:page',
  limit: 'catalog:limit',
  id: 'catalog:id',
  tooManyIds: 'catalog:tooManyIds',
  sortingKey: 'catalog:sortingKey',
  unknownSorting: 'catalog:unknownSorting',
  oneOf: 'catalog:oneOf',
  path: 'catalog:path',
  price: 'catalog:price',
  priceRange: 'catalog:priceRange',
} as const satisfies Record<string, GatewayTextKey>;
