import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryLink } from '../../components/category-link';
import { Dialog } from '../../components/dialog';
import { useOverlays } from '../../lib/overlays';
import { useLogout } from '../../lib/session/use-logout';
import { sessionState, useSession } from '../../lib/session/use-session';
import { useMainNavigation } from '../../components/navigation/use-main-navigation';

const ROW = 'block w-full border-b border-neutral-100 py-3 text-left text-base hover:text-primary';

/** The bottom bar's Menu: the categories with their subcategories. */
export function MobileMenuSheet() {
  const { t } = useTranslation();
  const { open, close } = useOverlays();
  return (
    <Dialog open={open === 'mobile-menu'} onClose={close} title={t('bottomBar.categories')} variant="sheet-bottom">
      <MobileMenuEntries close={close} />
    </Dialog>
  );
}

/** Mounted only while the sheet is open: a closed menu holds no watch of the navigation. */
function MobileMenuEntries({ close }: { close: () => void }) {
  const { entries } = useMainNavigation();
  return (
    <ul className="max-h-[65dvh] overflow-y-auto">
      {entries.map((entry) => (
        <li key={entry.id}>
          <CategoryLink entry={entry} onClick={close} className={`${ROW} font-medium`}>
            {entry.name}
          </CategoryLink>
          {entry.children.length > 0 && (
            <ul className="pl-4">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <CategoryLink entry={child} onClick={close} className={`${ROW} text-sm text-secondary`}>
                    {child.name}
                  </CategoryLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The bottom bar's account entry: My Account / Logout; Log in for a guest; Login / Register when logged out. */
export function MobileAccountSheet() {
  const { t } = useTranslation();
  const { open, close, show } = useOverlays();
  const { session } = useSession();
  const { logout } = useLogout();
  const state = sessionState(session);
  const logoutButton = (
    <button
      type="button"
      className={ROW}
      onClick={() => {
        close();
        void logout();
      }}
    >
      {t('bottomBar.logout')}
    </button>
  );
  let rows: ReactNode;
  if (state === 'customer') {
    rows = (
      <>
        <li>
          <Link to="/account" className={ROW} onClick={close}>
            {t('bottomBar.myAccount')}
          </Link>
        </li>
        <li>{logoutButton}</li>
      </>
    );
  } else if (state === 'guest') {
    rows = (
      <>
        <li>
          <button type="button" className={ROW} onClick={() => show('login')}>
            {t('bottomBar.logIn')}
          </button>
        </li>
        <li>{logoutButton}</li>
      </>
    );
  } else {
    rows = (
      <li>
        <button type="button" className={ROW} onClick={() => show('login')}>
          {t('bottomBar.loginRegister')}
        </button>
      </li>
    );
  }
  return (
    <Dialog open={open === 'mobile-account'} onClose={close} title={t('bottomBar.account')} variant="sheet-bottom">
      <ul>{rows}</ul>
    </Dialog>
  );
}

/** The bottom bar's More: wishlist, search and the interface language. */
export function MobileMoreSheet({ languageSwitch }: { languageSwitch: ReactNode }) {
  const { t } = useTranslation();
  const { open, close, show } = useOverlays();
  return (
    <Dialog open={open === 'mobile-more'} onClose={close} title={t('bottomBar.more')} variant="sheet-bottom">
      <ul>
        <li>
          <button type="button" className={ROW} onClick={() => show('search')}>
            {t('header.search')}
          </button>
        </li>
        <li>
          <Link to="/wishlist" className={ROW} onClick={close}>
            {t('header.wishlist')}
          </Link>
        </li>
        <li className="pt-4">{languageSwitch}</li>
      </ul>
    </Dialog>
  );
}
