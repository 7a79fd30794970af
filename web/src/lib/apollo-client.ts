import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import type { InFlightCounter } from './in-flight';
import { sessionGateLink } from './session-gate-link';
import { trustedDocumentsLink } from './trusted-documents-link';

export interface ApolloClientOptions {
  uri: string;
  /**
   * The interface language, sent as Accept-Language: the gateway answers its messages in it unless the
   * session's shop language (the sw-language-id cookie, which the language switch sets to the same) names another.
   */
  locale: () => string;
  inFlight: InFlightCounter;
  fetch?: typeof fetch;
  /** On the server: every query is read once for the page's HTML, none is refetched. */
  ssrMode?: boolean;
}

/** Counts every operation from its start until it completes, fails or is unsubscribed. */
function inFlightLink(counter: InFlightCounter): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const done = counter.start();
        const subscription = forward(operation).subscribe({
          next: (value) => observer.next(value),
          error: (error: unknown) => {
            done();
            observer.error(error);
          },
          complete: () => {
            done();
            observer.complete();
          },
        });
        return () => {
          done();
          subscription.unsubscribe();
        };
      }),
  );
}

/**
 * A server render's cache: it lives for one page, whose passes read what they need afresh, so a written
 * answer is not re-read for every other query watching the cache (each such read is a whole query's).
 */
class OnePageCache extends InMemoryCache {
  protected override broadcastWatches(): void {}
}

/**
 * The one Apollo Client: same-origin /graphql with the gateway's HttpOnly session cookie
 * (credentials include; the client never sees the token), the header Apollo Server's CSRF
 * prevention asks for, and the interface language; the generated operations go by their manifest hash
 * (trusted-documents-link.ts).
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers: previous = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...previous, 'accept-language': options.locale(), 'apollo-require-preflight': 'true' },
    }));
    return forward(operation);
  });
  const http = new HttpLink({
    uri: options.uri,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return new ApolloClient({
    ssrMode: options.ssrMode ?? false,
    link: ApolloLink.from([inFlightLink(options.inFlight), sessionGateLink(), headers, trustedDocumentsLink(), http]),
    cache: new (options.ssrMode ? OnePageCache : InMemoryCache)({
      // A server render's cache lives for one page: memoised reads cost more to track than they save
      // (docs/adr/0024-serving-pages-beside-graphql.md).
      resultCaching: !options.ssrMode,
      possibleTypes: {
        Page: ['CategoryPage', 'ProductPage', 'NotFoundPage'],
        PostalAddress: ['CustomerAddress', 'OrderAddress'],
      },
      typePolicies: {
        // The session, the page of a path and the listings have no id of their own: keep them under their query field.
        Session: { keyFields: false },
        Query: { fields: { session: { merge: true } } },
      },
    }),
  });
}
