import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddressBlock } from '../../components/address/address-block';
import {
  AccountAddressesDocument,
  AccountDeleteAddressDocument,
  AccountDetailsDocument,
  AccountSetDefaultBillingAddressDocument,
  AccountSetDefaultShippingAddressDocument,
  type AddressViewFragment,
} from '../../gql/graphql';
import { failureMessage } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';
import { SECONDARY_BUTTON, TEXT_LINK } from './account-heading';

type Outcome = { userErrors: readonly { message: string }[] } | undefined;

/** An address of the address book: its default flags and what can be done with it. */
export function AddressCard({ address }: { address: AddressViewFragment }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = { refetchQueries: [AccountAddressesDocument, AccountDetailsDocument], awaitRefetchQueries: true };
  const [setBilling, billing] = useMutation(AccountSetDefaultBillingAddressDocument, options);
  const [setShipping, shipping] = useMutation(AccountSetDefaultShippingAddressDocument, options);
  const [remove, removing] = useMutation(AccountDeleteAddressDocument, options);
  const busy = billing.loading || shipping.loading || removing.loading;
  const variables = { id: address.id };

  /** Runs an action; the gateway's refusal (e.g. 'address is default and cannot be deleted') shows on the card. */
  const act = async (run: () => Promise<Outcome>, success: string) => {
    setRefusal(null);
    try {
      const errors = (await run())?.userErrors ?? [];
      if (errors.length > 0) setRefusal(errors.map((error) => error.message).join(' '));
      else notify(success, 'success');
    } catch (error) {
      setRefusal(failureMessage(t, error));
    }
  };

  const name = `${address.firstName} ${address.lastName}, ${address.street}`;
  return (
    <li className="flex flex-col gap-3 rounded-sm border border-neutral-200 p-5" aria-label={name}>
      <div className="flex flex-wrap gap-2">
        {address.isDefaultBilling && (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm text-primary">
            {t('account.defaultBilling')}
          </span>
        )}
        {address.isDefaultShipping && (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm text-primary">
            {t('account.defaultShipping')}
          </span>
        )}
      </div>
      <AddressBlock address={address} />
      {refusal && (
        <p role="alert" className="rounded-sm border-l-4 border-red-700 bg-red-50 p-2 text-sm text-red-900">
          {refusal}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {!address.isDefaultBilling && (
          <button
            type="button"
            disabled={busy}
            className={`${SECONDARY_BUTTON} text-sm`}
            onClick={() =>
              act(
                async () => (await setBilling({ variables })).data?.setDefaultBillingAddress,
                t('account.defaultBillingSet'),
              )
            }
          >
            {t('account.setDefaultBilling')}
          </button>
        )}
        {!address.isDefaultShipping && (
          <button
            type="button"
            disabled={busy}
            className={`${SECONDARY_BUTTON} text-sm`}
            onClick={() =>
              act(
                async () => (await setShipping({ variables })).data?.setDefaultShippingAddress,
                t('account.defaultShippingSet'),
              )
            }
          >
            {t('account.setDefaultShipping')}
          </button>
        )}
      </div>
      <div className="flex gap-4 text-sm">
        <Link to={`/account/addresses/add/${address.id}`} className={TEXT_LINK}>
          {t('account.edit')}
        </Link>
        <button
          type="button"
          disabled={busy}
          className={TEXT_LINK}
          onClick={() =>
            act(async () => (await remove({ variables })).data?.deleteAddress, t('account.addressDeleted'))
          }
        >
          {t('account.delete')}
        </button>
      </div>
    </li>
  );
}
