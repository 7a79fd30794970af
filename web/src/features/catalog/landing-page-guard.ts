import type { ApolloClient } from '@apollo/client';
import { redirect } from 'react-router-dom';
import type { BreadcrumbItem } from '../../components/breadcrumbs';
import { LandingPageDocument, type LandingPageQuery } from '../../gql/graphql';
import { PageNotFoundError } from '../../lib/error-status';

export type LandingPage = NonNullable<LandingPageQuery['page']>;
export type CategoryPageData = Extract<LandingPage, { __typename?: 'CategoryPage' }>;
export type ProductPageData = Extract<LandingPage, { __typename?: 'ProductPage' }>;

export type LandingDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'show'; page: CategoryPageData | ProductPageData; breadcrumbs: BreadcrumbItem[] };

/**
 * The landing-page guard's rule (docs/behaviour/guards.md): a path the gateway resolves to another canonical path
 * (a technical /navigation/{id} or /detail/{id}, a missing trailing slash) is replaced by it,
 * keeping query and fragment; nothing there is a 404; otherwise the page shows with its breadcrumbs.
 */
export function decideLanding(
  page: LandingPage | null | undefined,
  location: { pathname: string; search: string; hash: string },
): LandingDecision {
  if (!page || page.__typename === 'NotFoundPage') return { kind: 'not-found' };
  const target = page.redirectTo;
  if (target && target !== location.pathname)
    return { kind: 'redirect', to: `${target}${location.search}${location.hash}` };
  if (page.__typename !== 'CategoryPage' && page.__typename !== 'ProductPage') return { kind: 'not-found' };
  return { kind: 'show', page, breadcrumbs: page.breadcrumb.map(({ name, path }) => ({ name, path })) };
}

export type LandingLoaderData = Extract<LandingDecision, { kind: 'show' }>;

/**
 * The route loader of / and of the catch-all: resolves the path through the gateway's page(path)
 * before the page renders, so a redirect never flashes the wrong page; errors (gateway down, time-out)
 * go to the route's error page with their status.
 */
export function landingPageLoader(client: ApolloClient) {
  return async ({ request }: { request: Request }): Promise<LandingLoaderData> => {
    const url = new URL(request.url);
    const { data } = await client.query({ query: LandingPageDocument, variables: { path: url.pathname } });
    const decision = decideLanding(data?.page, url);
    // Permanent: the canonical path is where search engines should keep the page.
    if (decision.kind === 'redirect') throw redirect(decision.to, 301);
    if (decision.kind === 'not-found') throw new PageNotFoundError();
    return decision;
  };
}
