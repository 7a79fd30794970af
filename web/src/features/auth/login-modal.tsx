import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { lazyPage } from '../../lib/lazy-page';
import { useOverlays } from '../../lib/overlays';

// The form (react-hook-form, zod) loads when the modal first opens, not with the shop's first page.
const loginForm = lazyPage<{ onLoggedIn?: () => void }>(() =>
  import('../../components/auth/login-form').then((module) => ({ default: module.LoginForm })),
);
const registrationForm = lazyPage<{ onRegistered?: () => void; onConfirmationPending?: () => void }>(() =>
  import('../../components/auth/registration-form').then((module) => ({ default: module.RegistrationForm })),
);
const resetForm = lazyPage<object>(() =>
  import('./password-reset-request-form').then((module) => ({ default: module.PasswordResetRequestForm })),
);

type View = 'login' | 'register' | 'reset';

const TITLE: Record<View, string> = {
  login: 'loginModal.login',
  register: 'loginModal.register',
  reset: 'loginModal.resetPassword',
};
const LINK = 'font-medium text-primary underline underline-offset-2 hover:no-underline';

/**
 * The login modal (docs/behaviour/screens.md): views login (default), register and reset password, titled after
 * the view; it starts at login each time it opens. Each view's form loads when it is first shown.
 * A registration closes it, also one that waits for the e-mail's confirmation (the notification says so).
 */
export function LoginModal() {
  const { t } = useTranslation();
  const { open, close } = useOverlays();
  const [view, setView] = useState<View>('login');
  const isOpen = open === 'login';
  // Reset while rendering the opening (not in an effect after it): the previous view never shows.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setView('login');
  }

  const backToLogin = (
    <button type="button" className={LINK} onClick={() => setView('login')}>
      {t('loginModal.tryLoginAgain')}
    </button>
  );

  return (
    <Dialog open={isOpen} onClose={close} title={t(TITLE[view])}>
      {view === 'login' && (
        <div className="space-y-5">
          <Suspense fallback={<p className="h-48" />}>
            <loginForm.Component onLoggedIn={close} />
          </Suspense>
          <p>
            <button type="button" className={LINK} onClick={() => setView('reset')}>
              {t('loginModal.forgottenPassword')}
            </button>
          </p>
          <p className="border-t border-neutral-200 pt-4">
            {t('loginModal.noAccount')}{' '}
            <button type="button" className={LINK} onClick={() => setView('register')}>
              {t('loginModal.registerToday')}
            </button>
          </p>
        </div>
      )}
      {view === 'register' && (
        <div className="space-y-5">
          <p>{t('loginModal.registerIntro')}</p>
          <Suspense fallback={<p className="h-96" />}>
            {/* Logged in, or asked (a persistent notification) to confirm the e-mail first: either way the modal's work is done. */}
            <registrationForm.Component onRegistered={close} onConfirmationPending={close} />
          </Suspense>
          <p>{backToLogin}</p>
        </div>
      )}
      {view === 'reset' && (
        <div className="space-y-5">
          <Suspense fallback={<p className="h-40" />}>
            <resetForm.Component />
          </Suspense>
          <p>{backToLogin}</p>
        </div>
      )}
    </Dialog>
  );
}
