import type { GraphQLFormattedError } from 'graphql';
import { DEFAULT_LOCALE } from '../http/locale.js';
import { httpFailures, messageFor } from './error-catalogue.js';

/** Codes whose messages are meant for clients; anything else is an internal error. */
const CLIENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * Apollo's last word on every error: errors with a stable code pass; unknown errors are logged once
 * and, in production, masked as the spec's 500 message without internals.
 */
export function createFormatError(options: { production: boolean; log: (error: unknown) => void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const known = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
    if (known || (typeof code === 'string' && CLIENT_CODES.has(code))) return formatted;
    options.log(error);
    if (!options.production) return formatted;
    return {
      message: messageFor(httpFailures[500].messages, DEFAULT_LOCALE),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
