import type { HydrationState } from 'react-router-dom';
import type { Locale } from './locales';
import { pageAddress } from './page-address';

/** The element of a server-rendered page that carries its state: JSON data, never run (the CSP allows no inline script). */
export const SERVER_STATE_ELEMENT_ID = 'server-render-state';

/**
 * Set by the gateway on the state element of a kept page it sends to a visitor with a session of their
 * own: the page (and the session in its state) was rendered for a visitor without one, so the client
 * asks for the visitor's own session (their cart's count) once it has taken the page over.
 */
export const FOREIGN_SESSION_ATTRIBUTE = 'data-foreign-session';

/** Whether the served page's state holds another session than the visitor's (FOREIGN_SESSION_ATTRIBUTE). */
export function servedWithForeignSession(document: Document): boolean {
  return document.getElementById(SERVER_STATE_ELEMENT_ID)?.hasAttribute(FOREIGN_SESSION_ATTRIBUTE) ?? false;
}

/** What the browser needs to take over a page the server rendered, without asking again. */
export interface ServerRenderState {
  /** The page address it was rendered for (page-address.ts: the path and the parameters pages read). */
  url: string;
  locale: Locale;
  /** Apollo's normalised cache after the render (client.extract()). */
  apollo: Record<string, unknown>;
  /** The route loaders' answers. */
  router: HydrationState;
}

/** The state as the text of the JSON element: `<` is escaped so that no `</script>` in a text can end it. */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The state of the page as served, when it was rendered for this page address (the same path and
 * parameters pages read; a tracker's parameter makes no other page) and language;
 * otherwise null (a page the service worker kept, a language chosen in another tab): the client
 * then renders by itself.
 */
export function readServerState(
  document: Document,
  location: Pick<Location, 'pathname' | 'search'>,
  locale: Locale,
): ServerRenderState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerRenderState;
    return state.url === pageAddress(location.pathname, location.search) && state.locale === locale ? state : null;
  } catch {
    return null;
  }
}

/** The element of the shell the server sends for a page whose render failed upstream (a time-out, Shopware down). */
export const SERVER_FAILURE_ELEMENT_ID = 'server-render-failure';

/**
 * The status of a failure the server met rendering this very address (its JSON element: url and
 * status), or null: the client shows it at once instead of asking the Store API again and making
 * the shopper wait a second time-out.
 */
export function readServerFailure(document: Document, location: Pick<Location, 'pathname' | 'search'>): number | null {
  const text = document.getElementById(SERVER_FAILURE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const { url, status } = JSON.parse(text) as { url?: unknown; status?: unknown };
    return url === `${location.pathname}${location.search}` && typeof status === 'number' && status >= 400
      ? status
      : null;
  } catch {
    return null;
  }
}
