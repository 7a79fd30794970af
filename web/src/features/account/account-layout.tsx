import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { sessionState, useSession } from '../../lib/session/use-session';

const LINKS = [
  { to: '/account', key: 'pages.account', end: true },
  { to: '/account/profile', key: 'pages.accountProfile', end: false },
  { to: '/account/addresses', key: 'pages.accountAddresses', end: false },
  { to: '/account/orders', key: 'pages.accountOrders', end: false },
] as const;

/** The account area: its own navigation beside the page (guarded by the login guard). */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { session } = useSession();
  const customer = sessionState(session) === 'customer';
  return (
    <div className="shop-container grid gap-8 py-10 lg:grid-cols-[16rem_1fr]">
      {customer && (
        <nav aria-label={t('pages.account')}>
          <ul className="space-y-1 border-l-2 border-neutral-200">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `-ml-0.5 block border-l-2 px-4 py-2 ${isActive ? 'border-primary font-medium text-primary' : 'border-transparent hover:text-primary'}`
                  }
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={customer ? '' : 'lg:col-span-2'}>
        <Suspense>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
