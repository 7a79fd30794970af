import { GraphQLError } from 'graphql';
import type { Locale } from '../http/locale.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { backendCodes, httpFailures, messageFor, type CatalogueEntry } from './error-catalogue.js';

/** The catalogue entry for an upstream failure: Shopware's code first, then its HTTP status. */
export function catalogueEntryFor(error: UpstreamError): CatalogueEntry | undefined {
  const byCode = error.errors.map((entry) => (entry.code ? backendCodes[entry.code] : undefined)).find(Boolean);
  if (byCode) return byCode;
  if (error.kind === 'timeout' || error.status === 504) return httpFailures[408];
  if (error.kind === 'network' || error.kind === 'malformed') return httpFailures[502];
  if (error.status === 404) return httpFailures[404];
  if (error.status === 503) return httpFailures[503];
  if (error.status === 502) return httpFailures[502];
  if (error.status >= 500) return httpFailures[500];
  return undefined;
}

/**
 * Turns an upstream failure into a GraphQL error with a stable `extensions.code`, the HTTP status
 * and a message in the request's language; Shopware's own detail is kept for codes the catalogue
 * does not know.
 */
export function toGraphQLError(error: UpstreamError, locale: Locale): GraphQLError {
  const entry = catalogueEntryFor(error);
  const code = entry?.code ?? `UPSTREAM_${error.status}`;
  const message = entry ? messageFor(entry.messages, locale, error.parameters) : (error.errors[0]?.detail ?? error.message);
  return new GraphQLError(message, {
    extensions: {
      code,
      // The status for the client's error page; not `http`, which would turn the whole answer
      // into an HTTP error and make clients drop the other fields' data.
      status: error.status,
      // Shopware's code helps a client tell refusals apart; a server fault's code is Shopware's inner affair.
      ...(error.code && error.status < 500 ? { upstreamCode: error.code } : {}),
      ...(Object.keys(error.parameters).length ? { parameters: error.parameters } : {}),
    },
  });
}
