import { useTranslation } from 'react-i18next';
import { AccountHeading, AccountSection } from './account-heading';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { useAccount } from './use-account';

/** /account/profile: personal data, e-mail address and password, each a form of its own. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { account } = useAccount();
  return (
    <>
      <AccountHeading title={t('pages.accountProfile')} />
      {account && (
        <div className="space-y-6">
          <AccountSection title={t('account.personalData')}>
            <ProfileForm account={account} />
          </AccountSection>
          <AccountSection title={t('account.emailSection')}>
            <EmailForm currentEmail={account.email} />
          </AccountSection>
          <AccountSection title={t('account.passwordSection')}>
            <PasswordForm />
          </AccountSection>
        </div>
      )}
    </>
  );
}
