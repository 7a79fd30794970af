import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AddressEditor } from '../../components/address/address-editor';
import { useAddressOptions } from '../../components/address/address-fields';
import { AccountAddressesDocument, AccountDetailsDocument } from '../../gql/graphql';
import { PageNotFoundError } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';
import { AccountHeading } from './account-heading';

/** /account/addresses/add and /account/addresses/add/:id (edit): the address editor, then back to the book. */
export default function AddressFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { notify } = useNotifications();
  const options = useAddressOptions();
  const { data, loading, error } = useQuery(AccountAddressesDocument, { skip: !id });
  const address = data?.addresses?.find((candidate) => candidate.id === id);
  const ready = !options.loading && (!id || !loading);
  if (id && error && !data) throw error;
  // An address that is not in the book (docs/behaviour/guards.md: route validation gives 404).
  if (id && !loading && data && !address) throw new PageNotFoundError();
  const toBook = () => navigate('/account/addresses');

  const saved = async () => {
    await client.refetchQueries({ include: [AccountAddressesDocument, AccountDetailsDocument] }).catch(() => undefined);
    notify(t('account.addressSaved'), 'success');
    toBook();
  };

  return (
    <div className="max-w-2xl">
      <AccountHeading title={t(id ? 'pages.accountAddressEdit' : 'pages.accountAddressAdd')} />
      {ready && (
        <AddressEditor key={id ?? 'new'} address={address} options={options} onSaved={saved} onCancel={toBook} />
      )}
    </div>
  );
}
