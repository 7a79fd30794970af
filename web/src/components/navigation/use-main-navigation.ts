import { useQuery } from '@apollo/client/react';
import { MainNavigationDocument, type MainNavigationQuery } from '../../gql/graphql';

export type MainEntry = NonNullable<MainNavigationQuery['navigation']>[number];

/** The MAIN navigation tree (cached: the header, the bottom bar's menu and a category's subcategories share one request). */
export function useMainNavigation(): { entries: MainEntry[]; loading: boolean } {
  const { data, loading } = useQuery(MainNavigationDocument);
  return { entries: data?.navigation ?? [], loading };
}
