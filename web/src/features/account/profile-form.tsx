import { useMutation } from '@apollo/client/react';
import { profile as profileRules } from '@weingut/schema/input-rules';
import { useTranslation } from 'react-i18next';
import { useSalutationOptions } from '../../components/address/address-fields';
import { FormMessages, SelectField, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { AccountUpdateProfileDocument, SessionDocument, type AccountDetailsQuery } from '../../gql/graphql';
import { useNotifications } from '../../lib/notifications';
import { PRIMARY_BUTTON } from './account-heading';

type ProfileValues = { salutationId: string; firstName: string; lastName: string };
const FIELDS = ['salutationId', 'firstName', 'lastName'] as const;

/** Salutation and names; the top bar's 'Logged in as' follows. */
export function ProfileForm({ account }: { account: NonNullable<AccountDetailsQuery['account']> }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const salutations = useSalutationOptions();
  const form = useShopForm<ProfileValues>(profileRules, {
    salutationId: account.salutation?.id ?? '',
    firstName: account.firstName,
    lastName: account.lastName,
  });
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [update, { loading }] = useMutation(AccountUpdateProfileDocument, { refetchQueries: [SessionDocument] });
  const error = (field: keyof ProfileValues) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    if (await submit(async () => (await update({ variables: { input } })).data?.updateProfile.userErrors))
      notify(t('account.profileSaved'), 'success');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormMessages messages={messages} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          {/* The salutations load with the form; the select keeps its value once they arrive. */}
          <SelectField
            key={salutations.length}
            label={t('account.salutation')}
            placeholder={t('account.chooseSalutation')}
            options={salutations}
            registration={form.register('salutationId')}
            error={error('salutationId')}
          />
        </div>
        <TextField
          label={t('account.firstName')}
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={error('firstName')}
        />
        <TextField
          label={t('account.lastName')}
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={error('lastName')}
        />
      </div>
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {t('account.saveProfile')}
      </button>
    </form>
  );
}
