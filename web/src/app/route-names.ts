import { matchRoutes } from 'react-router-dom';

/**
 * Every address pattern of the shop and the name of the page it shows, the routes of routes.tsx laid flat
 * (route-names.test.ts holds the two together): the gateway's thread tells a page's variant from it
 * without loading the renderer (page-variant.ts), and the renderer which pages it renders.
 */
const ROUTE_NAMES: ReadonlyArray<{ path: string; name: string }> = [
  { path: '/', name: 'home' },
  { path: '/account', name: 'account-overview' },
  { path: '/account/addresses', name: 'account-addresses' },
  { path: '/account/addresses/add', name: 'account-address-add' },
  { path: '/account/addresses/add/:id', name: 'account-address-edit' },
  { path: '/account/orders', name: 'account-orders' },
  { path: '/account/orders/:id', name: 'account-order' },
  { path: '/account/profile', name: 'account-profile' },
  { path: '/account/recover/password', name: 'account-recover-password' },
  { path: '/account/order/:deepLinkCode', name: 'account-order-link' },
  { path: '/account/order/edit/:id', name: 'account-order-edit' },
  { path: '/cart', name: 'cart' },
  { path: '/kontakt', name: 'contact' },
  { path: '/login', name: 'login' },
  { path: '/newsletter-subscribe', name: 'newsletter-subscribe' },
  { path: '/order-success', name: 'order-success' },
  { path: '/payment-failure', name: 'payment-failure' },
  { path: '/register', name: 'register' },
  { path: '/reset-password', name: 'reset-password' },
  { path: '/search', name: 'search' },
  { path: '/wishlist', name: 'wishlist' },
  { path: '/registration/confirm', name: 'registration-confirm' },
  { path: '/*', name: 'landing' },
  // The checkout's own address sends on to its first step.
  { path: '/checkout', name: '' },
  { path: '/checkout/information', name: 'checkout-information' },
  { path: '/checkout/shipping', name: 'checkout-shipping' },
  { path: '/checkout/payment', name: 'checkout-payment' },
  { path: '/checkout/review', name: 'checkout-review' },
];

const MATCHABLE = ROUTE_NAMES.map(({ path, name }) => ({ path, handle: name }));

/**
 * Route names of paths asked lately: react-router's matchRoutes ranks every route anew on each call (about
 * 0.3 ms, most of what a kept page costs). At most ROUTE_NAMES_KEPT paths of at most ROUTE_NAME_PATH_CHARS,
 * emptied when full: paths an attacker makes up cost what they did without it and hold at most about 1 MB.
 */
const routeNames = new Map<string, string>();
const ROUTE_NAMES_KEPT = 2048;
const ROUTE_NAME_PATH_CHARS = 256;

/** The name of the route that shows `pathname` ('' for none). */
export function routeNameOf(pathname: string): string {
  const known = routeNames.get(pathname);
  if (known !== undefined) return known;
  const name = (matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.handle as string | undefined) ?? '';
  if (pathname.length > ROUTE_NAME_PATH_CHARS) return name;
  if (routeNames.size >= ROUTE_NAMES_KEPT) routeNames.clear();
  routeNames.set(pathname, name);
  return name;
}
