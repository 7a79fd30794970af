import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { App } from './app/app';
import { createRoutes, PAGE_BOUNDARY_ID, type RouteHandle } from './app/routes';
import './index.css';
import { SessionDocument } from './gql/graphql';
import { createApolloClient } from './lib/apollo-client';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { config } from './lib/config';
import { createI18n, interfaceLocale, loadMessages, rememberLocale } from './lib/i18n';
import { localeOfAddress } from './lib/page-head';
import { DEFAULT_LOCALE, storedLocale, writeLocaleCookie } from './lib/locales';
import { ServedPageError } from './lib/error-status';
import { readServerFailure, readServerState, servedWithForeignSession } from './lib/server-render-state';
import { STARTED_EVENT } from './components/started-mark';
import { createInFlightCounter } from './lib/in-flight';
import { registerServiceWorker } from './lib/service-worker';

// A chunk (or its CSS) that Vite fails to preload: one reload per 60 s, otherwise the error stands.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});
registerServiceWorker();
// In the build, public/boot.js asks for the font stylesheet after the first paint; the dev server has no boot.js.
if (import.meta.env.DEV) void import('./fonts.css');

/** Ends the current task: the browser may paint and answer input before the next step. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The code of every page the router's address shows, loaded before the server's HTML is taken over. */
function preloadPagesOf(router: DataRouter): Promise<unknown> {
  return Promise.all(router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}

/**
 * Starts the shop once the interface language's messages are there: at once for German (in this
 * chunk), after its chunk for a language chosen on an earlier visit. Not a top-level await: with
 * one, the bundler would split every module the pages share out of this chunk into small ones.
 * A page the server rendered is taken over (hydrated) with the data it was rendered from; either
 * way React renders in a transition, in slices that leave the main thread free between them, and
 * the steps before it are tasks of their own (no long task a shopper's tap would wait behind).
 */
async function start(): Promise<void> {
  const inFlight = createInFlightCounter();
  // A language in the address (a search engine's hreflang link, a shared link) is the shopper's choice from now on.
  const addressed = localeOfAddress(window.location.search);
  const chosen = addressed ?? storedLocale();
  const messageSet = await loadMessages(chosen).catch(() => undefined);
  const locale = messageSet ? chosen : DEFAULT_LOCALE;
  if (addressed && messageSet) rememberLocale(addressed);
  // A choice kept before the server rendered pages: from now on the server renders in it too.
  else if (locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
  await yieldToMain();
  const i18n = createI18n(locale, messageSet);
  await yieldToMain();
  const client = createApolloClient({ uri: config.graphqlUrl, locale: () => interfaceLocale(i18n), inFlight });
  const routes = createRoutes(client);
  await yieldToMain();
  const served = readServerState(document, window.location, locale);
  if (served) client.cache.restore(served.apollo as Parameters<typeof client.cache.restore>[0]);
  await yieldToMain();
  // Apollo's first query runs much of its code for the first time (document checks, cache reads):
  // here in a task of its own rather than inside the first render's.
  client.watchQuery({ query: SessionDocument }).getCurrentResult();
  await yieldToMain();
  const failed = served ? null : readServerFailure(document, window.location);
  const router = createBrowserRouter(
    routes,
    served
      ? { hydrationData: served.router }
      : failed
        ? { hydrationData: { errors: { [PAGE_BOUNDARY_ID]: new ServedPageError(failed) } } }
        : undefined,
  );
  await yieldToMain();
  const app = (
    <StrictMode>
      <App client={client} i18n={i18n} routes={routes} inFlight={inFlight} takingOver={served !== null}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // public/boot.js keeps a button tapped before now and clicks it again once the page is taken over.
  const announceTakeover = () => document.dispatchEvent(new Event('shop:takeover'));
  if (served && servedWithForeignSession(document)) {
    // Asked once the whole page is hydrated: an answer before then would change what is still being taken over.
    const askOwnSession = () => void client.refetchQueries({ include: [SessionDocument] }).catch(() => undefined);
    document.addEventListener(STARTED_EVENT, askOwnSession, { once: true });
  }
  if (served) {
    // A chunk that fails here fails again in the page, which shows its error there.
    await preloadPagesOf(router).catch(() => undefined);
    announceTakeover();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    announceTakeover();
    startTransition(() => createRoot(container).render(app));
  }
}

void start();
