/**
 * The server's half of the web client (built with `vite build --ssr` into dist-server/): the gateway
 * renders the catalogue's pages (home, categories, products, search) to HTML with the visitor's own
 * session, so that the page and its first image show before any JavaScript has run; the browser
 * then takes the page over (main.tsx hydrates it with the state written beside it).
 */
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { ErrorPage } from './components/error-page';
import { createRoutes } from './app/routes';
import { routeNameOf } from './app/route-names';
import { createApolloClient } from './lib/apollo-client';
import { createI18n, loadMessages } from './lib/i18n';
import { pageErrorOf } from './lib/error-status';
import { createInFlightCounter } from './lib/in-flight';
import { localeOfCookies, type Locale } from './lib/locales';
import { pageAddress } from './lib/page-address';
import { headMarkup, localeOfAddress, type PageHead } from './lib/page-head';
import { PageHeadContext } from './components/page-meta';
import { serializeServerState } from './lib/server-render-state';

/**
 * The pages rendered on the server, with what each says to a browser without JavaScript (its
 * <noscript> line): the catalogue can be browsed; the cart, the login and the account are shown
 * with header and footer, and say that changing them needs JavaScript.
 */
const SERVER_RENDERED = new Map<string, string>([
  ['home', 'shop.noscriptCatalogue'],
  ['landing', 'shop.noscriptCatalogue'],
  ['search', 'shop.noscriptCatalogue'],
  ['cart', 'shop.noscriptCart'],
  ['login', 'shop.noscriptLogin'],
  ['account-overview', 'shop.noscriptAccount'],
]);

export interface PageRenderRequest {
  /** The page's absolute address (origin, path and query). */
  url: string;
  /** The request's cookies: the interface language chosen earlier (LOCALE_COOKIE). */
  cookies: Record<string, string | undefined>;
  /** Answers the page's GraphQL requests (the gateway's own endpoint, with the visitor's cookies). */
  fetch: typeof fetch;
}

export type PageRenderResult =
  /**
   * The page's HTML (the content of the root element), its state as the JSON element's text, its
   * language, what the page says to a browser without JavaScript (its <noscript> line), and its
   * head (title, description, canonical and alternate links, Open Graph, JSON-LD) as HTML.
   */
  | { kind: 'page'; status: number; html: string; state: string; locale: Locale; noscript: string; head: string }
  | { kind: 'redirect'; status: number; location: string }
  /**
   * Not a page the server renders, or one that failed (its status): the client renders it, in the
   * shell, which is given the visitor's language and its <noscript> line (the shell needs JavaScript).
   * A failure upstream (a time-out, Shopware down) comes with its error page as `html`, shown before
   * any JavaScript has run and without a second wait for the Store API.
   */
  | { kind: 'client'; status: number; locale: Locale; noscript: string; html?: string };

/** The shop's public address: the build's VITE_STOREFRONT_URL, else the address the page was asked at. */
function storefrontUrlOf(url: URL): string {
  const configured = import.meta.env.VITE_STOREFRONT_URL as string | undefined;
  return (configured || url.origin).replace(/\/+$/, '');
}

/**
 * The shop's error page for `status` alone (no layout, no GraphQL request: cheap enough to send when
 * the server is too busy to render), in the language of the visitor's cookie, with the shell's
 * <noscript> line. The client, once loaded, renders the page asked for by itself.
 */
export async function renderErrorPage(request: {
  status: number;
  cookies: Record<string, string | undefined>;
}): Promise<{ html: string; locale: Locale; noscript: string }> {
  const locale = localeOfCookies(request.cookies);
  const i18n = createI18n(locale, await loadMessages(locale));
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <ErrorPage status={request.status} />
      </StaticRouter>
    </I18nextProvider>,
  );
  return { html, locale, noscript: i18n.t('shop.noscriptShell') };
}

/** The client's shell, with `status`, for a visitor of `locale`. */
async function clientShell(status: number, locale: Locale): Promise<PageRenderResult> {
  return { kind: 'client', status, locale, noscript: (await loadMessages(locale)).web.shop.noscriptShell };
}

/** The shell with the error page of a failure upstream, in the visitor's language (no layout: it would ask the Store API too). */
async function failedPage(status: number, locale: Locale): Promise<PageRenderResult> {
  const i18n = createI18n(locale, await loadMessages(locale));
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <main id="main">
          <ErrorPage status={status} />
        </main>
      </StaticRouter>
    </I18nextProvider>,
  );
  return { kind: 'client', status, locale, noscript: i18n.t('shop.noscriptShell'), html };
}

export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const url = new URL(request.url);
  // A language in the address (an hreflang alternate) comes before the one chosen earlier.
  const locale = localeOfAddress(url.search) ?? localeOfCookies(request.cookies);
  const inFlight = createInFlightCounter();
  const client = createApolloClient({
    uri: `${url.origin}/graphql`,
    locale: () => locale,
    inFlight,
    fetch: request.fetch,
    ssrMode: true,
  });
  const routes = createRoutes(client);
  const noscriptKey = SERVER_RENDERED.get(routeNameOf(url.pathname));
  if (!noscriptKey) return clientShell(200, locale);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : clientShell(context.status, locale);
  }
  // An error page (not found, the gateway's failure) is the client's to show, with its status.
  if (context.errors) {
    const status = pageErrorOf(Object.values(context.errors)[0]).status;
    return status === 408 || status >= 500 ? failedPage(status, locale) : clientShell(status, locale);
  }

  const i18n = createI18n(locale, await loadMessages(locale));
  const router = createStaticRouter(handler.dataRoutes, context);
  // The head of the last pass of the render (Apollo renders until every query has answered).
  const page: { head: PageHead | null } = { head: null };
  const headTarget = { storefrontUrl: storefrontUrlOf(url), report: (head: PageHead) => (page.head = head) };
  const { result } = await prerenderStatic({
    tree: (
      <PageHeadContext.Provider value={headTarget}>
        <App client={client} i18n={i18n} routes={routes} inFlight={inFlight}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </PageHeadContext.Provider>
    ),
    context: { client },
    // No boundary outlined behind an inline script (the CSP allows none): the page comes whole.
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  const state = serializeServerState({
    url: pageAddress(url.pathname, url.search),
    locale,
    apollo: client.extract() as Record<string, unknown>,
    router: { loaderData: context.loaderData, actionData: context.actionData },
  });
  client.stop();
  return {
    kind: 'page',
    status: context.statusCode,
    html: result,
    state,
    locale,
    noscript: i18n.t(noscriptKey),
    head: page.head ? headMarkup(page.head) : '',
  };
}
