import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DEFAULT_LOCALE } from '../i18n/locale.js';
import { httpFailures } from './error-catalogue.js';
import { messageFor } from '../i18n/texts.js';

/** The one message a refused query gets in production: the limits themselves are not told. */
export const GENERIC_LIMIT_MESSAGE = 'The query is too complex.';

/** graphql's parser says how many tokens it allows (security/query-limits.ts); production says only that the query is too complex. */
function isTokenLimitError(message: string): boolean {
  return /^Syntax Error: Document contains more th(?:an|at) \d+ tokens/.test(message);
}

/** Codes whose messages are meant for clients; anything else is an internal error. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * A GraphQLError the gateway raised on purpose with its code, e.g. the mapped upstream 500
 * (INTERNAL_SERVER_ERROR with the 500 text in the request's language), as opposed to an
 * exception that Apollo gives the code INTERNAL_SERVER_ERROR because it has none.
 */
function isDeliberate(error: unknown): boolean {
  const original = unwrapResolverError(error);
  return original instanceof GraphQLError && typeof original.extensions.code === 'string';
}

/**
 * Apollo's last word on every error: errors with a stable code pass; unknown errors are logged once
 * and, in production, masked as the 500 text without internals (in the default language:
 * the request's is not known here).
 */
export function createFormatError(options: { production: boolean; log: (error: unknown) => void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (options.production && code === 'GRAPHQL_PARSE_FAILED' && isTokenLimitError(formatted.message))
      return { message: GENERIC_LIMIT_MESSAGE, extensions: { code } };
    const known = (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') || isDeliberate(error);
    if (known || (typeof code === 'string' && CLIENT_CODES.has(code))) return formatted;
    options.log(error);
    if (!options.production) return formatted;
    return {
      message: messageFor(httpFailures[500].text, DEFAULT_LOCALE),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/** Whether an error of Apollo's list is one no code explains: logged (observability/request-observer.ts) and masked in production. */
export function isUnexpectedError(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  const known = (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') || isDeliberate(error);
  return !known && !(typeof code === 'string' && CLIENT_CODES.has(code));
}
