import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session/use-logout';
import { sessionState, useSession } from '../../lib/session/use-session';

/** Desktop only, logged in only: who is logged in, and Logout. */
export function TopBar() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { logout, loggingOut } = useLogout();
  const state = sessionState(session);
  if (state === 'logged-out') return null;
  const who =
    state === 'guest'
      ? t('topBar.guestSession')
      : t('topBar.loggedInAs', { first: session?.customer?.firstName ?? '', last: session?.customer?.lastName ?? '' });
  return (
    <div className="hidden bg-primary text-sm text-white lg:block">
      <div className="shop-container flex items-center justify-end gap-4 py-1.5">
        <span>{who}</span>
        <button
          type="button"
          disabled={loggingOut}
          onClick={() => void logout()}
          className="underline underline-offset-2 hover:no-underline"
        >
          {t('topBar.logout')}
        </button>
      </div>
    </div>
  );
}
