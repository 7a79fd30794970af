import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartIcon, HeartIcon, SearchIcon, UserIcon } from '../../components/icons';
import { useWishlistIds } from '../../components/product-card/wishlist-ids';
import { useOverlays } from '../../lib/overlays';
import { useLogout } from '../../lib/session/use-logout';
import { sessionState, useSession } from '../../lib/session/use-session';

const ICON =
  'relative h-11 w-11 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100 hover:text-primary';
const ICON_BUTTON = `inline-flex ${ICON}`;

function Badge({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[0.7rem] leading-5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The account icon: a dropdown for customers, otherwise the login modal. */
function AccountButton() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { show } = useOverlays();
  const { logout } = useLogout();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (sessionState(session) !== 'customer') {
    return (
      <button type="button" className={ICON_BUTTON} aria-label={t('header.account')} onClick={() => show('login')}>
        <UserIcon />
      </button>
    );
  }
  return (
    <div ref={ref} className="relative" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t('header.account')}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
      </button>
      {open && (
        <ul
          id="account-menu"
          className="absolute top-full right-0 z-40 mt-1 min-w-44 border border-neutral-200 bg-white py-2 shadow-lg"
        >
          <li>
            <Link to="/account" onClick={() => setOpen(false)} className="block px-4 py-2 hover:bg-neutral-100">
              {t('header.myAccount')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
              className="block w-full px-4 py-2 text-left hover:bg-neutral-100"
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Search, account, wishlist and cart: the header's icons with their badges. */
export function HeaderActions() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { open, show, toggle } = useOverlays();
  const { ids, customer } = useWishlistIds();
  // The gateway counts only a customer's list; a visitor's is kept in the browser.
  const wishlistCount = customer ? (session?.wishlistCount ?? 0) : ids.size;
  const cartCount = session?.cartItemCount ?? 0;
  return (
    <div className="flex items-center gap-0.5">
      <button type="button" className={ICON_BUTTON} aria-label={t('header.search')} onClick={() => show('search')}>
        <SearchIcon />
      </button>
      <div className="hidden lg:block">
        <AccountButton />
      </div>
      <Link to="/wishlist" className={ICON_BUTTON} aria-label={t('header.wishlistCount', { count: wishlistCount })}>
        <HeartIcon />
        <Badge count={wishlistCount} />
      </Link>
      <button
        type="button"
        className={`hidden lg:inline-flex ${ICON}`}
        aria-label={t('header.cartCount', { count: cartCount })}
        aria-expanded={open === 'side-cart'}
        onClick={() => toggle('side-cart')}
      >
        <CartIcon />
        <Badge count={cartCount} />
      </button>
    </div>
  );
}
