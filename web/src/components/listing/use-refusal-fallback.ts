import {
  CombinedGraphQLErrors,
  gql,
  type ApolloClient,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent } from 'react';
import type { listingVariables } from './listing-params';

type ListingVariables = ReturnType<typeof listingVariables>;

/** The listing arguments the gateway may refuse (BAD_USER_INPUT naming it) that the URL sets. */
export type RefusedArgument = 'sorting' | 'filters.minPrice' | 'filters.maxPrice' | 'filters.propertyOptionIds';

const REFUSABLE = new Set<string>(['sorting', 'filters.minPrice', 'filters.maxPrice', 'filters.propertyOptionIds']);

/** The listing arguments of `error` the gateway refused, if it refused one the URL sets. */
function refusedArgumentOf(error: unknown): RefusedArgument | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const { extensions } of error.errors) {
    if (extensions?.code === 'BAD_USER_INPUT' && REFUSABLE.has(String(extensions.argument)))
      return extensions.argument as RefusedArgument;
  }
  return null;
}

/**
 * The variables without what was refused: the shop's default sorting for an unknown one, no price
 * range for a refused price, no property filter for refused options.
 */
function withoutRefused(variables: ListingVariables, refused: RefusedArgument[]): ListingVariables {
  const filters = { ...variables.filters };
  if (refused.includes('filters.minPrice') || refused.includes('filters.maxPrice')) {
    filters.minPrice = null;
    filters.maxPrice = null;
  }
  if (refused.includes('filters.propertyOptionIds')) filters.propertyOptionIds = null;
  return { ...variables, sorting: refused.includes('sorting') ? null : variables.sorting, filters };
}

interface RefusalsData {
  listingRefusals: { __typename: 'ListingRefusals'; refused: RefusedArgument[] } | null;
}

/**
 * The refusals of a listing request, kept in Apollo's cache under the request's key (a client-side
 * entry, no field of the gateway): the server-rendered page carries them in its cache state, so the
 * browser takes the page over with the same fallback listing the server rendered (no hydration
 * mismatch), and going back to the address does not ask the refused request again.
 */
const LISTING_REFUSALS: TypedDocumentNode<RefusalsData, { key: string }> = gql`
  query ListingRefusals($key: String!) {
    listingRefusals(key: $key) {
      refused
    }
  }
`;

function rememberRefusal(client: ApolloClient, key: string, refused: RefusedArgument[]): void {
  client.cache.writeQuery({
    query: LISTING_REFUSALS,
    variables: { key },
    data: { listingRefusals: { __typename: 'ListingRefusals', refused } },
  });
}

interface RefusalFallbackOptions<TData> {
  /** A query of one listing field (productListing, search). */
  document: TypedDocumentNode<TData, OperationVariables>;
  /** The query's other variables, e.g. the category or the search term. */
  variables: OperationVariables;
  /** The sorting, filters and paging the URL asks for. */
  requested: ListingVariables;
  skip: boolean;
}

/**
 * A listing's first request as the URL asks it, and, when the gateway refuses a sorting or filter
 * of the URL (BAD_USER_INPUT naming it), asked again at once without it (in the same server pass,
 * so the page comes whole). The refusal is remembered under the request (LISTING_REFUSALS), so
 * the browser takes the server's page over as it was rendered and a revisit asks only the fallback.
 * Returns the answer to show, what was refused and the listing variables that were asked.
 */
export function useRefusalFallback<TData>({ document, variables, requested, skip }: RefusalFallbackOptions<TData>) {
  const client = useApolloClient();
  const requestKey = JSON.stringify({ ...variables, sorting: requested.sorting, filters: requested.filters });
  const remembered =
    useQuery(LISTING_REFUSALS, { variables: { key: requestKey }, fetchPolicy: 'cache-only', skip }).data
      ?.listingRefusals?.refused ?? [];
  const asked = useQuery(document, { variables: { ...variables, ...withoutRefused(requested, remembered) }, skip });
  const newlyRefused = refusedArgumentOf(asked.error);
  const nextRefused = newlyRefused && !remembered.includes(newlyRefused) ? [...remembered, newlyRefused] : null;
  // On the server no effect runs: the refusal goes into the cache during the render, for the next pass and the browser.
  if (nextRefused && typeof window === 'undefined') rememberRefusal(client, requestKey, nextRefused);
  const refusedKey = nextRefused?.join('|');
  // An effect event: it reads this render's refusal, and the write runs once per request and refusal.
  const rememberThisRefusal = useEffectEvent(() => {
    if (nextRefused) rememberRefusal(client, requestKey, nextRefused);
  });
  useEffect(() => rememberThisRefusal(), [requestKey, refusedKey]);
  const refused = nextRefused ?? remembered;
  const listing = withoutRefused(requested, refused);
  const retried = useQuery(document, { variables: { ...variables, ...listing }, skip: skip || !nextRefused });
  return { answer: nextRefused ? retried : asked, refused, listing };
}
