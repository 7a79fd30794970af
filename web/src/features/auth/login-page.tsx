import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { useLogout } from '../../lib/session/use-logout';
import { sessionState, useSession } from '../../lib/session/use-session';
import { LoginForm } from '../../components/auth/login-form';

/** /login: visiting it logs out (docs/behaviour/guards.md), then offers the login form. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, loading } = useSession();
  const { logout } = useLogout();
  // Decided once, when the session first loads: a login made on this page must not be undone.
  const decided = useRef(false);

  useEffect(() => {
    if (loading || decided.current) return;
    decided.current = true;
    if (sessionState(session) !== 'logged-out') void logout();
  }, [loading, session, logout]);

  return (
    <div className="shop-container max-w-lg py-12">
      <PageMeta title={t('pages.login')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{t('pages.login')}</h1>
      <LoginForm onLoggedIn={() => navigate('/account')} />
    </div>
  );
}
