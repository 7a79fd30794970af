import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';

/** A page of the account area whose form issue 8 builds: its heading, title and intro. */
function FormPageShell({ titleKey, introKey }: { titleKey: string; introKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className="shop-container max-w-2xl py-12">
      <PageMeta title={t(titleKey)} />
      <h1 className="font-display text-3xl font-bold text-primary">{t(titleKey)}</h1>
      {introKey && <p className="mt-4 text-secondary">{t(introKey)}</p>}
    </div>
  );
}

export const RegisterPage = () => <FormPageShell titleKey="pages.register" introKey="loginModal.registerIntro" />;
export const ResetPasswordPage = () => <FormPageShell titleKey="pages.resetPassword" />;
export const RegistrationConfirmPage = () => <FormPageShell titleKey="pages.registrationConfirm" />;
