/**
 * The gateway's own part of the web client, built beside the renderer (dist-server/page-variant.js): what a
 * page depends on, told without loading the renderer, which renders in a thread of its own
 * (gateway/src/http/render-thread-host.ts).
 */
import { routeNameOf } from './app/route-names';
import { LOCALE_COOKIE, localeOfCookies } from './lib/locales';
import { pageAddress } from './lib/page-address';

/**
 * The server-rendered pages that show the catalogue alone: the same for every session of the same scope
 * (language, currency, customer group, rules) but for the session's own counts, which the client asks
 * for once it runs. The others (the cart, the login, the account) show a session's own data.
 */
const CATALOGUE_PAGES = new Set(['home', 'landing', 'search']);

/**
 * What a page depends on for a visitor without a session: its absolute address with only the
 * parameters pages read (lib/page-address.ts) and the interface language (its cookie; any other value
 * is the default). The gateway keys kept pages by it and renders at it, so any request with the same
 * variant gets the same page. `personal`: the page shows a session's own data (not a catalogue page),
 * so a visitor with a session gets a render of their own.
 */
export function pageVariant(request: { url: string; cookies: Record<string, string | undefined> }): {
  url: string;
  cookies: Record<string, string>;
  personal: boolean;
} {
  const url = new URL(request.url);
  return {
    url: `${url.origin}${pageAddress(url.pathname, url.search)}`,
    cookies: { [LOCALE_COOKIE]: localeOfCookies(request.cookies) },
    personal: !CATALOGUE_PAGES.has(routeNameOf(url.pathname)),
  };
}
