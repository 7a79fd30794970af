import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { PasswordResetRequestForm } from './password-reset-request-form';

/** /reset-password: request a link to set a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="shop-container max-w-lg py-12">
      <PageMeta title={t('pages.resetPassword')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{t('pages.resetPassword')}</h1>
      <PasswordResetRequestForm />
    </div>
  );
}
