import { useQuery } from '@apollo/client/react';
import { AccountDetailsDocument } from '../../gql/graphql';

/** The logged-in customer (cache first: the account's mutations keep it current). */
export function useAccount() {
  const { data, loading, error } = useQuery(AccountDetailsDocument, { fetchPolicy: 'cache-and-network' });
  return { account: data?.account ?? null, loading, error };
}
