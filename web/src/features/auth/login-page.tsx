import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { useLogout } from '../../lib/session/use-logout';
import { sessionState, useSession } from '../../lib/session/use-session';
import { LoginForm } from './login-form';

/** /login: visiting it logs out (spec §2), then offers the login form. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, loading } = useSession();
  const { logout } = useLogout();
  const loggedOut = useRef(false);

  useEffect(() => {
    if (loading || loggedOut.current || sessionState(session) === 'logged-out') return;
    loggedOut.current = true;
    void logout().catch(() => undefined);
  }, [loading, session, logout]);

  return (
    <div className="shop-container max-w-lg py-12">
      <PageMeta title={t('pages.login')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{t('pages.login')}</h1>
      <LoginForm onLoggedIn={() => navigate('/account')} />
    </div>
  );
}
