import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import './index.css';
import { createApolloClient } from './lib/apollo-client';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { config } from './lib/config';
import { createI18n, loadMessages } from './lib/i18n';
import { DEFAULT_LOCALE, storedLocale } from './lib/locales';
import { createInFlightCounter } from './lib/in-flight';
import { registerServiceWorker } from './lib/service-worker';

// A chunk (or its CSS) that Vite fails to preload: one reload per 60 s, otherwise the error stands.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});
registerServiceWorker();

/**
 * Starts the shop once the interface language's messages are there: at once for German (in this
 * chunk), after its chunk for a language chosen on an earlier visit. Not a top-level await: with
 * one, the bundler would split every module the pages share out of this chunk into small ones.
 */
async function start(): Promise<void> {
  const inFlight = createInFlightCounter();
  const chosen = storedLocale();
  const messageSet = await loadMessages(chosen).catch(() => undefined);
  const i18n = createI18n(messageSet ? chosen : DEFAULT_LOCALE, messageSet);
  const client = createApolloClient({ uri: config.graphqlUrl, locale: () => i18n.language, inFlight });
  const routes = createRoutes(client);
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} i18n={i18n} router={router} routes={routes} inFlight={inFlight} />
    </StrictMode>,
  );
}

void start();
