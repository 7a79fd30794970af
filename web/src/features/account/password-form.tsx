import { useMutation } from '@apollo/client/react';
import { changePassword as changePasswordRules } from '@weingut/schema/input-rules';
import { useTranslation } from 'react-i18next';
import { FormMessages, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { AccountChangePasswordDocument } from '../../gql/graphql';
import { useNotifications } from '../../lib/notifications';
import { PRIMARY_BUTTON } from './account-heading';

type PasswordValues = { currentPassword: string; newPassword: string; newPasswordConfirmation: string };
const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** The current password, the new one (at least 8 characters) and its confirmation. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const form = useShopForm<PasswordValues>(changePasswordRules, EMPTY);
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [change, { loading }] = useMutation(AccountChangePasswordDocument);
  const error = (field: keyof PasswordValues) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    if (!(await submit(async () => (await change({ variables: { input } })).data?.changePassword.userErrors))) return;
    form.reset(EMPTY);
    notify(t('account.passwordChanged'), 'success');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormMessages messages={messages} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <TextField
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            registration={form.register('currentPassword')}
            error={error('currentPassword')}
          />
        </div>
        <TextField
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          registration={form.register('newPassword')}
          error={error('newPassword')}
        />
        <TextField
          label={t('account.newPasswordConfirmation')}
          type="password"
          autoComplete="new-password"
          registration={form.register('newPasswordConfirmation')}
          error={error('newPasswordConfirmation')}
        />
      </div>
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}
