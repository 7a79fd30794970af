/**
 * The server's half of the web client (built with `vite build --ssr` into dist-server/): the gateway
 * renders the catalogue's pages (home, categories, products, search) to HTML with the visitor's own
 * session, so that the page and its first image show before any JavaScript has run; the browser
 * then takes the page over (main.tsx hydrates it with the state written beside it).
 */
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import type { RouteHandle } from './app/routes';
import { createRoutes } from './app/routes';
import { createApolloClient } from './lib/apollo-client';
import { createI18n, loadMessages } from './lib/i18n';
import { pageErrorOf } from './lib/error-status';
import { createInFlightCounter } from './lib/in-flight';
import { localeOfCookies, type Locale } from './lib/locales';
import { serializeServerState } from './lib/server-render-state';

/** The routes whose pages are the same for every visitor of a language and session: rendered on the server. */
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
   * language, and what the page says to a browser without JavaScript (its <noscript> line).
   */
  | { kind: 'page'; status: number; html: string; state: string; locale: Locale; noscript: string }
  | { kind: 'redirect'; status: number; location: string }
  /**
   * Not a page the server renders, or one that failed (its status): the client renders it, in the
   * shell, which is given the visitor's language and its <noscript> line (the shell needs JavaScript).
   */
  | { kind: 'client'; status: number; locale: Locale; noscript: string };

/** The client's shell, with `status`, for a visitor of `locale`. */
async function clientShell(status: number, locale: Locale): Promise<PageRenderResult> {
  return { kind: 'client', status, locale, noscript: (await loadMessages(locale)).shop.noscriptShell };
}

/** The <noscript> line's key of a page rendered on the server; undefined for a page the client renders. */
function noscriptKeyOf(routes: ReturnType<typeof createRoutes>, pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return SERVER_RENDERED.get((leaf?.route.handle as RouteHandle | undefined)?.name ?? '');
}

export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const url = new URL(request.url);
  const locale = localeOfCookies(request.cookies);
  const inFlight = createInFlightCounter();
  const client = createApolloClient({
    uri: `${url.origin}/graphql`,
    locale: () => locale,
    inFlight,
    fetch: request.fetch,
    ssrMode: true,
  });
  const routes = createRoutes(client);
  const noscriptKey = noscriptKeyOf(routes, url.pathname);
  if (!noscriptKey) return clientShell(200, locale);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : clientShell(context.status, locale);
  }
  // An error page (not found, the gateway's failure) is the client's to show, with its status.
  if (context.errors) return clientShell(pageErrorOf(Object.values(context.errors)[0]).status, locale);

  const i18n = createI18n(locale, await loadMessages(locale));
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result } = await prerenderStatic({
    tree: (
      <App client={client} i18n={i18n} routes={routes} inFlight={inFlight}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    ),
    context: { client },
    // No boundary outlined behind an inline script (the CSP allows none): the page comes whole.
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  const state = serializeServerState({
    url: `${url.pathname}${url.search}`,
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
  };
}
