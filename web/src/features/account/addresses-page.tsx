import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountAddressesDocument } from '../../gql/graphql';
import { AccountHeading, PRIMARY_BUTTON } from './account-heading';
import { AddressCard } from './address-card';

/** /account/addresses: the address book, defaults first. */
export default function AddressesPage() {
  const { t } = useTranslation();
  const { data } = useQuery(AccountAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const rank = (address: { isDefaultBilling: boolean; isDefaultShipping: boolean }) =>
    address.isDefaultBilling ? 0 : address.isDefaultShipping ? 1 : 2;
  const addresses = [...(data?.addresses ?? [])].sort((a, b) => rank(a) - rank(b));
  return (
    <>
      <AccountHeading title={t('pages.accountAddresses')}>
        <Link to="/account/addresses/add" className={PRIMARY_BUTTON}>
          {t('pages.accountAddressAdd')}
        </Link>
      </AccountHeading>
      <ul className="grid gap-4 md:grid-cols-2" aria-label={t('pages.accountAddresses')}>
        {addresses.map((address) => (
          <AddressCard key={address.id} address={address} />
        ))}
      </ul>
    </>
  );
}
