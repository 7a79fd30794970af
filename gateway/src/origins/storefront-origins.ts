import { parseMediaOriginList, withLoopbackAliases } from './media-origins.js';

/**
 * The shop's own public origins (STOREFRONT_URL, docs/adr/0030-the-shop-knows-its-own-origin.md): the
 * first names the shop in every link (canonical, hreflang, og:url, the sitemap); each is the shop's own
 * for addresses a client sends (mail links, payment return addresses). A request's Host is never one.
 */
export interface StorefrontConfig {
  /** The first listed origin, or the gateway's own `http://localhost:<PORT>` when none is. */
  url: string;
  /** Every listed origin (the default when none is), a loopback one also under its other loopback name. */
  origins: string[];
  /** Whether STOREFRONT_URL was set (in production the default is logged at start). */
  configured: boolean;
}

/** STOREFRONT_URL's entries: comma-separated http(s) origins without a path; anything else stops the start, naming it. */
export function parseStorefrontOrigins(value: string): { origins: string[]; invalid: string[] } {
  const { origins: urls, invalid } = parseMediaOriginList(value);
  const isOrigin = (entry: string) => {
    const url = new URL(entry);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  };
  return {
    origins: urls.filter(isOrigin).map((entry) => new URL(entry).origin),
    invalid: [...invalid, ...urls.filter((entry) => !isOrigin(entry))],
  };
}

export function storefrontConfigOf(listed: string[], port: number): StorefrontConfig {
  const origins = listed.length > 0 ? listed : [`http://localhost:${port}`];
  return {
    url: origins[0]!,
    origins: [...new Set(origins.flatMap(withLoopbackAliases))],
    configured: listed.length > 0,
  };
}

/** Whether `value` is an absolute http(s) address on one of `origins`. */
export function isOwnAddress(value: string, origins: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && origins.includes(url.origin);
}
