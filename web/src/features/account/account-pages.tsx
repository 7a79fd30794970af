import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { useSession } from '../../lib/session/use-session';

/** The heading of an account page whose content issue 8 builds. */
function AccountHeading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <>
      <PageMeta title={title} />
      <h1 className="font-display text-3xl font-bold text-primary">{title}</h1>
    </>
  );
}

export function AccountOverviewPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const customer = session?.customer;
  return (
    <>
      <AccountHeading titleKey="pages.account" />
      {customer && <p className="mt-4">{t('topBar.loggedInAs', { first: customer.firstName, last: customer.lastName })}</p>}
    </>
  );
}

export const AccountProfilePage = () => <AccountHeading titleKey="pages.accountProfile" />;
export const AccountAddressesPage = () => <AccountHeading titleKey="pages.accountAddresses" />;
export const AccountOrdersPage = () => <AccountHeading titleKey="pages.accountOrders" />;

export function AccountAddressFormPage() {
  const { id } = useParams();
  return <AccountHeading titleKey={id ? 'pages.accountAddressEdit' : 'pages.accountAddressAdd'} />;
}

export const AccountOrderPage = () => <AccountHeading titleKey="pages.accountOrder" />;

export function RecoverPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <AccountHeading titleKey="pages.accountRecoverPassword" />
      <p className="mt-4 text-secondary">{t('loginModal.resetIntro')}</p>
    </div>
  );
}

export function NewsletterSubscribePage() {
  return (
    <div className="shop-container py-12">
      <AccountHeading titleKey="pages.newsletterSubscribe" />
    </div>
  );
}
