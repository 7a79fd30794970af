import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { RegistrationForm } from '../../components/auth/registration-form';

/** /register: a customer account; logged in at once, or asked to confirm the e-mail first (double opt-in). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="shop-container max-w-3xl py-10">
      <PageMeta title={t('pages.register')} />
      <h1 className="font-display text-3xl font-bold text-primary">{t('pages.register')}</h1>
      <p className="mb-6 mt-3 text-secondary">{t('loginModal.registerIntro')}</p>
      <RegistrationForm onRegistered={() => navigate('/account')} />
    </div>
  );
}
