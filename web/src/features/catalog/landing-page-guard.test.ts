import { describe, expect, it } from 'vitest';
import { PageNotFoundError } from '../../lib/error-status';
import { testClient } from '../../test/apollo-test-client';
import { decideLanding, landingPageLoader, type LandingPage } from './landing-page-guard';

const category = (overrides: Partial<Record<string, unknown>> = {}) =>
  ({
    __typename: 'CategoryPage',
    requestedPath: '/Weine/Rotwein/',
    canonicalPath: '/Weine/Rotwein/',
    redirectTo: null,
    metaTitle: 'Rotwein',
    metaDescription: null,
    breadcrumb: [
      { __typename: 'BreadcrumbEntry', categoryId: 'a', name: 'Weine', path: '/Weine/' },
      { __typename: 'BreadcrumbEntry', categoryId: 'b', name: 'Rotwein', path: '/Weine/Rotwein/' },
    ],
    categoryId: 'b',
    name: 'Rotwein',
    descriptionHtml: null,
    listsProducts: true,
    isHome: false,
    image: null,
    ...overrides,
  }) as LandingPage;

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('landing-page guard', () => {
  it('redirects to the canonical path, keeping query and fragment', () => {
    const page = category({ requestedPath: '/Weine/Rotwein', redirectTo: '/Weine/Rotwein/' });
    expect(decideLanding(page, at('/Weine/Rotwein', '?order=price-asc', '#top'))).toEqual({
      kind: 'redirect',
      to: '/Weine/Rotwein/?order=price-asc#top',
    });
  });

  it('shows the page with the breadcrumb when the path is canonical', () => {
    const decision = decideLanding(category(), at('/Weine/Rotwein/'));
    expect(decision).toMatchObject({
      kind: 'show',
      breadcrumbs: [
        { name: 'Weine', path: '/Weine/' },
        { name: 'Rotwein', path: '/Weine/Rotwein/' },
      ],
    });
  });

  it('never redirects to the path it is on', () => {
    expect(decideLanding(category({ redirectTo: '/Weine/Rotwein/' }), at('/Weine/Rotwein/')).kind).toBe('show');
  });

  it('gives a 404 for nothing at the path', () => {
    const notFound = {
      __typename: 'NotFoundPage',
      requestedPath: '/x',
      canonicalPath: null,
      redirectTo: null,
      breadcrumb: [],
      metaTitle: null,
      metaDescription: null,
    } as LandingPage;
    expect(decideLanding(notFound, at('/x'))).toEqual({ kind: 'not-found' });
    expect(decideLanding(null, at('/x'))).toEqual({ kind: 'not-found' });
  });

  it('as a loader: throws the redirect response, the 404, or returns the page', async () => {
    const { client } = testClient({
      LandingPage: { data: { page: category({ requestedPath: '/Weine/Rotwein', redirectTo: '/Weine/Rotwein/' }) } },
    });
    const redirect = await landingPageLoader(client)({ request: new Request('http://shop.test/Weine/Rotwein') }).catch(
      (thrown: unknown) => thrown,
    );
    expect((redirect as Response).headers.get('Location')).toBe('/Weine/Rotwein/');

    const missing = testClient({
      LandingPage: {
        data: {
          page: {
            __typename: 'NotFoundPage',
            requestedPath: '/x',
            canonicalPath: null,
            redirectTo: null,
            breadcrumb: [],
            metaTitle: null,
            metaDescription: null,
          },
        },
      },
    });
    await expect(
      landingPageLoader(missing.client)({ request: new Request('http://shop.test/x') }),
    ).rejects.toBeInstanceOf(PageNotFoundError);

    const shown = testClient({ LandingPage: { data: { page: category() } } });
    await expect(
      landingPageLoader(shown.client)({ request: new Request('http://shop.test/Weine/Rotwein/') }),
    ).resolves.toMatchObject({ kind: 'show' });
  });
});
