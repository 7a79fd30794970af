import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddressBlock } from '../../components/address/address-block';
import { AccountOrdersDocument } from '../../gql/graphql';
import { AccountHeading, AccountSection, TEXT_LINK } from './account-heading';
import { NewsletterToggle } from './newsletter-toggle';
import { OrderList } from './order-list';
import { useAccount } from './use-account';

const LATEST_ORDERS = 3;

/** /account: who is logged in, the default addresses, the newsletter and the latest orders. */
export default function AccountOverviewPage() {
  const { t } = useTranslation();
  const { account } = useAccount();
  const { data: orders } = useQuery(AccountOrdersDocument, {
    variables: { limit: LATEST_ORDERS, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const edit = (to: string) => (
    <Link to={to} className={`${TEXT_LINK} text-sm`}>
      {t('account.edit')}
    </Link>
  );
  return (
    <>
      <AccountHeading title={t('pages.account')} />
      {account && (
        <div className="grid gap-6 md:grid-cols-2">
          <AccountSection title={t('account.personalData')} actions={edit('/account/profile')}>
            <p className="font-medium">
              {[account.salutation?.displayName, account.firstName, account.lastName].filter(Boolean).join(' ')}
            </p>
            <p className="text-secondary">{account.email}</p>
          </AccountSection>
          <AccountSection title={t('account.newsletter')}>
            <NewsletterToggle email={account.email} status={account.newsletterStatus} />
          </AccountSection>
          <AccountSection title={t('account.defaultBillingAddress')} actions={edit('/account/addresses')}>
            {account.defaultBillingAddress && <AddressBlock address={account.defaultBillingAddress} />}
          </AccountSection>
          <AccountSection title={t('account.defaultShippingAddress')} actions={edit('/account/addresses')}>
            {account.defaultShippingAddress && <AddressBlock address={account.defaultShippingAddress} />}
          </AccountSection>
          <div className="md:col-span-2">
            <AccountSection
              title={t('account.latestOrders')}
              actions={
                <Link to="/account/orders" className={`${TEXT_LINK} text-sm`}>
                  {t('account.allOrders')}
                </Link>
              }
            >
              {orders?.orders.orders.length ? (
                <OrderList orders={orders.orders.orders} />
              ) : (
                orders && <p className="text-secondary">{t('account.noOrders')}</p>
              )}
            </AccountSection>
          </div>
        </div>
      )}
    </>
  );
}
