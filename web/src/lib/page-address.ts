import { isLocale } from './locales';

/**
 * The query parameters the shop's pages read (useSearchParams in the routes' pages): the listing's state
 * (listing-params.ts), the search term, the orders' page, an order's id and the confirmation links' e-mail
 * hash and hash, and the page's language (`lang`, page-head.ts: only one of the shop's). Any other parameter (`utm_source`, a tracker's click id, a random one) leaves the page as it is.
 */
export const PAGE_PARAMETERS: readonly string[] = [
  'order',
  'properties',
  'min-price',
  'max-price',
  'p',
  'query',
  'page',
  'orderId',
  'em',
  'hash',
  'lang',
];

/**
 * The path and query a page depends on: the path with only PAGE_PARAMETERS, ordered by name (the
 * values of one name keep their order). Two addresses with the same page address show the same page.
 */
export function pageAddress(pathname: string, search: string): string {
  const kept = [...new URLSearchParams(search)]
    .filter(([name, value]) => PAGE_PARAMETERS.includes(name) && (name !== 'lang' || isLocale(value)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
