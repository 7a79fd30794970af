import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { HomeLink } from '../../components/logo';
import { NotificationStack } from '../../components/notification-stack';

export const CHECKOUT_STEPS = [
  { path: 'information', key: 'pages.checkoutInformation' },
  { path: 'shipping', key: 'pages.checkoutShipping' },
  { path: 'payment', key: 'pages.checkoutPayment' },
  { path: 'review', key: 'pages.checkoutReview' },
] as const;

/** The checkout's own layout: logo, the way back to the shop and the steps; no shop navigation. */
export default function CheckoutLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-boxed flex-col bg-white">
      <NotificationStack />
      <header className="border-b border-neutral-200">
        <div className="shop-container flex items-center justify-between gap-4 py-3">
          <HomeLink />
          <Link to="/" className="text-sm text-primary underline">
            {t('pages.backToShop')}
          </Link>
        </div>
      </header>
      <nav aria-label={t('pages.checkoutSteps')} className="border-b border-neutral-200 bg-sand">
        <ol className="shop-container flex flex-wrap gap-x-6 gap-y-2 py-3 text-sm">
          {CHECKOUT_STEPS.map((step, index) => (
            <li key={step.path}>
              <NavLink
                to={`/checkout/${step.path}`}
                className={({ isActive }) =>
                  isActive ? 'font-bold text-primary' : 'text-secondary hover:text-primary'
                }
              >
                {index + 1}. {t(step.key)}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <main id="main" className="flex-1">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
