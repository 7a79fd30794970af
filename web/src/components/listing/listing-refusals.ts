import { CombinedGraphQLErrors, gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { listingVariables } from './listing-params';

type ListingVariables = ReturnType<typeof listingVariables>;

/** The listing arguments the gateway may refuse (BAD_USER_INPUT naming it) that the URL sets. */
export type RefusedArgument = 'sorting' | 'filters.minPrice' | 'filters.maxPrice' | 'filters.propertyOptionIds';

const REFUSABLE = new Set<string>(['sorting', 'filters.minPrice', 'filters.maxPrice', 'filters.propertyOptionIds']);

/** The listing arguments of `error` the gateway refused, if it refused one the URL sets. */
export function refusedArgumentOf(error: unknown): RefusedArgument | null {
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
export function withoutRefused(variables: ListingVariables, refused: RefusedArgument[]): ListingVariables {
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
export const LISTING_REFUSALS: TypedDocumentNode<RefusalsData, { key: string }> = gql`
  query ListingRefusals($key: String!) {
    listingRefusals(key: $key) {
      refused
    }
  }
`;

export function rememberRefusal(client: ApolloClient, key: string, refused: RefusedArgument[]): void {
  client.cache.writeQuery({
    query: LISTING_REFUSALS,
    variables: { key },
    data: { listingRefusals: { __typename: 'ListingRefusals', refused } },
  });
}
