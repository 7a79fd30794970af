import { GraphQLError } from 'graphql';
import type { Locale } from '../i18n/locale.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { backendCodes, httpFailures, type CatalogueEntry } from './error-catalogue.js';
import { messageFor } from '../i18n/texts.js';

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
 * and a message in the request's language. Outside production, Shopware's own detail is kept for
 * codes the catalogue does not know, with its code and parameters for developers; in production
 * (`hideDetail`) such a failure says the generic text of its status under the gateway's UPSTREAM_<status>,
 * and no error carries Shopware's code or parameters.
 */
export function toGraphQLError(error: UpstreamError, locale: Locale, hideDetail = false): GraphQLError {
  const entry = catalogueEntryFor(error);
  const code = entry?.code ?? `UPSTREAM_${error.status}`;
  const detail = error.errors[0]?.detail ?? error.message;
  const message = entry
    ? messageFor(entry.text, locale, error.parameters)
    : hideDetail
      ? messageFor(httpFailures[500].text, locale)
      : detail;
  return new GraphQLError(message, {
    extensions: {
      code,
      // The status for the client's error page; not `http`, which would turn the whole answer
      // into an HTTP error and make clients drop the other fields' data.
      status: error.status,
      // Shopware's code helps a developer tell refusals apart; a server fault's code is Shopware's inner affair.
      ...(!hideDetail && error.code && error.status < 500 ? { upstreamCode: error.code } : {}),
      ...(!hideDetail && Object.keys(error.parameters).length ? { parameters: error.parameters } : {}),
    },
  });
}
