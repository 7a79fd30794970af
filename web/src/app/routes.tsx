import type { ApolloClient } from '@apollo/client';
import { Suspense } from 'react';
import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { ErrorPageFailure } from '../components/error-page';
import { landingPageLoader } from '../features/catalog/landing-page-guard';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { DefaultLayout } from './default-layout';
import { checkoutGuard, entityIdGuard, loginGuard } from './guards';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/** The route whose error element shows a page's failure inside the layout. */
export const PAGE_BOUNDARY_ID = 'pages';

/** What each route carries: a name, and the loader of its code for link prefetch. */
export interface RouteHandle {
  name: string;
  preload?: () => Promise<unknown>;
}

const checkout = (name: keyof typeof import('../features/checkout/checkout-pages')) =>
  lazyPage<object>(() => import('../features/checkout/checkout-pages').then((module) => ({ default: module[name] })));

const pages = {
  landing: lazyPage(() => import('../features/catalog/landing-page')),
  accountLayout: lazyPage(() => import('../features/account/account-layout')),
  accountOverview: lazyPage(() => import('../features/account/account-overview-page')),
  accountAddresses: lazyPage(() => import('../features/account/addresses-page')),
  accountAddressForm: lazyPage(() => import('../features/account/address-form-page')),
  accountOrders: lazyPage(() => import('../features/account/orders-page')),
  accountOrder: lazyPage(() => import('../features/account/order-page')),
  accountProfile: lazyPage(() => import('../features/account/profile-page')),
  orderLink: lazyPage(() => import('../features/account/order-link-page')),
  recoverPassword: lazyPage(() => import('../features/account/recover-password-page')),
  newsletter: lazyPage(() => import('../features/newsletter/newsletter-page')),
  contact: lazyPage(() => import('../features/contact/contact-page')),
  cart: lazyPage(() => import('../features/cart/cart-page')),
  login: lazyPage(() => import('../features/auth/login-page')),
  register: lazyPage(() => import('../features/auth/register-page')),
  resetPassword: lazyPage(() => import('../features/auth/reset-password-page')),
  registrationConfirm: lazyPage(() => import('../features/auth/registration-confirm-page')),
  search: lazyPage(() => import('../features/search/search-page')),
  wishlist: lazyPage(() => import('../features/wishlist/wishlist-page')),
  checkoutLayout: lazyPage(() => import('../features/checkout/checkout-layout')),
  checkoutInformation: checkout('CheckoutInformationPage'),
  checkoutShipping: checkout('CheckoutShippingPage'),
  checkoutPayment: checkout('CheckoutPaymentPage'),
  checkoutReview: checkout('CheckoutReviewPage'),
  orderSuccess: checkout('OrderSuccessPage'),
  paymentFailure: checkout('PaymentFailurePage'),
};

function route(path: string | undefined, name: string, page: LazyPage, extra: Partial<RouteObject> = {}): RouteObject {
  const Page = page.Component;
  const handle: RouteHandle = { name, preload: page.preload };
  const element = <Page />;
  return (
    path === undefined ? { index: true, element, handle, ...extra } : { path, element, handle, ...extra }
  ) as RouteObject;
}

/** Every route of the shop (docs/behaviour/screens.md), code-split per page; guards run as loaders before a page shows. */
export function createRoutes(client: ApolloClient): RouteObject[] {
  const landing = async (args: { request: Request }) =>
    (await Promise.all([landingPageLoader(client)(args), pages.landing.preload()]))[0];
  const withSuspense = (page: LazyPage) => {
    const Page = page.Component;
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
  return [
    {
      id: 'root',
      errorElement: <ErrorPageFailure />,
      children: [
        {
          element: <DefaultLayout />,
          children: [
            {
              id: PAGE_BOUNDARY_ID,
              errorElement: <RouteError />,
              children: [
                route(undefined, 'home', pages.landing, { loader: landing, hydrateFallbackElement: <PageLoading /> }),
                {
                  path: 'account',
                  element: withSuspense(pages.accountLayout),
                  handle: { name: 'account', preload: pages.accountLayout.preload } satisfies RouteHandle,
                  loader: ({ request }) => loginGuard(client, new URL(request.url).pathname),
                  hydrateFallbackElement: <PageLoading />,
                  // The guard runs on every account page, not only when entering the area.
                  shouldRevalidate: () => true,
                  children: [
                    route(undefined, 'account-overview', pages.accountOverview),
                    route('addresses', 'account-addresses', pages.accountAddresses),
                    route('addresses/add', 'account-address-add', pages.accountAddressForm),
                    route('addresses/add/:id', 'account-address-edit', pages.accountAddressForm, {
                      loader: entityIdGuard,
                    }),
                    route('orders', 'account-orders', pages.accountOrders),
                    route('orders/:id', 'account-order', pages.accountOrder, { loader: entityIdGuard }),
                    route('profile', 'account-profile', pages.accountProfile),
                    route('recover/password', 'account-recover-password', pages.recoverPassword),
                  ],
                },
                // The links of Shopware's order mails (docs/mail-links.md), open to visitors: a guest
                // proves the order with e-mail and postal code; the payment change is the account's order page.
                route('account/order/:deepLinkCode', 'account-order-link', pages.orderLink),
                {
                  path: 'account/order/edit/:id',
                  handle: { name: 'account-order-edit' } satisfies RouteHandle,
                  loader: ({ params }) => {
                    entityIdGuard({ params });
                    return redirect(`/account/orders/${params.id}`);
                  },
                },
                route('cart', 'cart', pages.cart),
                route('kontakt', 'contact', pages.contact),
                route('login', 'login', pages.login),
                route('newsletter-subscribe', 'newsletter-subscribe', pages.newsletter),
                route('order-success', 'order-success', pages.orderSuccess),
                route('payment-failure', 'payment-failure', pages.paymentFailure),
                route('register', 'register', pages.register),
                route('reset-password', 'reset-password', pages.resetPassword),
                route('search', 'search', pages.search),
                route('wishlist', 'wishlist', pages.wishlist),
                route('registration/confirm', 'registration-confirm', pages.registrationConfirm),
                route('*', 'landing', pages.landing, { loader: landing, hydrateFallbackElement: <PageLoading /> }),
              ],
            },
          ],
        },
        {
          path: 'checkout',
          element: withSuspense(pages.checkoutLayout),
          handle: { name: 'checkout', preload: pages.checkoutLayout.preload } satisfies RouteHandle,
          loader: () => checkoutGuard(client),
          hydrateFallbackElement: <PageLoading />,
          errorElement: <RouteError />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Navigate to="information" replace /> },
                route('information', 'checkout-information', pages.checkoutInformation),
                route('shipping', 'checkout-shipping', pages.checkoutShipping),
                route('payment', 'checkout-payment', pages.checkoutPayment),
                route('review', 'checkout-review', pages.checkoutReview),
              ],
            },
          ],
        },
      ],
    },
  ];
}
