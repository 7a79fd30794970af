import { useQuery } from '@apollo/client/react';
import { AccountDetailsDocument, AddressOptionsDocument } from '../../gql/graphql';

/** The logged-in customer (cache first: the account's mutations keep it current). */
export function useAccount() {
  const { data, loading, error } = useQuery(AccountDetailsDocument, { fetchPolicy: 'cache-and-network' });
  return { account: data?.account ?? null, loading, error };
}

/** The shop's salutations (the address forms' options query, cached once for all forms). */
export function useSalutations() {
  const { data } = useQuery(AddressOptionsDocument, { fetchPolicy: 'cache-first' });
  return (data?.salutations ?? []).map((salutation) => ({ value: salutation.id, label: salutation.displayName }));
}
