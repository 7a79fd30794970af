import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { ListingResultFragment } from '../../gql/graphql';
import { furtherPages, listingVariables, loadedCount, MAX_LIMIT, useListingParams } from './listing-params';
import { useRefusalFallback } from './use-refusal-fallback';

type Product = ListingResultFragment['products'][number];

type ListingVariables = ReturnType<typeof listingVariables>;

interface ListingQuery<TData, TVariables extends OperationVariables> {
  /** A query of one listing field (productListing, search) taking sorting, filters, page and limit. */
  document: TypedDocumentNode<TData, TVariables>;
  /** The query's other variables, e.g. the category or the search term. */
  variables: Omit<TVariables, keyof ListingVariables>;
  listingOf: (data: TData) => ListingResultFragment | null | undefined;
  skip?: boolean;
}

interface FurtherProducts {
  /** The request (variables and loaded steps) these products answer. */
  key: string;
  /** The listing's variables without paging: other products once the sorting or filters change. */
  listingKey: string;
  products: Product[];
  failed: boolean;
}

/**
 * A product listing in the state of the URL (useListingParams): the first request (page 1, up to 100
 * products, server-rendered) and, once 'load more' goes past 100, further pages of 100 asked for in the
 * browser and appended. Revisited pages come from Apollo's cache. A sorting or filter of the URL the
 * gateway refuses is left out and named in `refused` (useRefusalFallback): the listing shows with the
 * default sorting or without the filter, the refusal beside its field.
 */
export function useListingQuery<TData, TVariables extends OperationVariables>({
  document: typed,
  variables,
  listingOf,
  skip = false,
}: ListingQuery<TData, TVariables>) {
  // The variables are put together here, out of the reach of the document's exact variable type.
  const document = typed as unknown as TypedDocumentNode<TData, OperationVariables>;
  const { params, update } = useListingParams();
  const client = useApolloClient();
  const {
    answer: first,
    refused,
    listing: { sorting, filters },
  } = useRefusalFallback({ document, variables, requested: listingVariables(params), skip });
  const firstListing = (first.data ?? first.previousData) && listingOf((first.data ?? first.previousData) as TData);

  const pages = furtherPages(params);
  const listingKey = JSON.stringify({ ...variables, sorting, filters });
  const key = JSON.stringify([listingKey, params.pages]);
  const wanted = !skip && pages.length > 0 && Boolean(first.data);
  const [further, setFurther] = useState<FurtherProducts | null>(null);
  // The further pages of the request `key` names (an effect event: the request is made from the
  // render's values, while only a new `key` asks again).
  const fetchFurther = useEffectEvent(async () => {
    const answers = await Promise.all(
      pages.map((furtherPage) =>
        client.query({
          query: document,
          variables: { ...variables, sorting, filters, limit: MAX_LIMIT, page: furtherPage },
        }),
      ),
    );
    return answers.flatMap((answer) => (answer.data ? (listingOf(answer.data)?.products ?? []) : []));
  });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetchFurther().then(
      (products) => {
        if (current) setFurther({ key, listingKey, failed: false, products });
      },
      () => {
        if (current)
          setFurther((before) => ({
            key,
            listingKey,
            failed: true,
            products: before?.listingKey === listingKey ? before.products : [],
          }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, listingKey, wanted]);

  const appended = wanted && further?.listingKey === listingKey ? further.products : null;
  const listing = useMemo(() => {
    if (!firstListing || !appended) return firstListing;
    const seen = new Set<string>();
    const products = [...firstListing.products, ...appended].filter(
      (product) => !seen.has(product.id) && Boolean(seen.add(product.id)),
    );
    return { ...firstListing, products: products.slice(0, loadedCount(params)) };
  }, [firstListing, appended, params]);

  return {
    listing,
    params,
    update,
    refused,
    loading: first.loading || (wanted && further?.key !== key),
    failed: Boolean(first.error) || (wanted && further?.key === key && further.failed),
  };
}
