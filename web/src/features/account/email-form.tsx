import { useMutation } from '@apollo/client/react';
import { changeEmail as changeEmailRules } from '@weingut/schema/input-rules';
import { useTranslation } from 'react-i18next';
import { FormMessages, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { AccountChangeEmailDocument } from '../../gql/graphql';
import { useNotifications } from '../../lib/notifications';
import { PRIMARY_BUTTON } from './account-heading';

type EmailValues = { email: string; emailConfirmation: string; password: string };
const FIELDS = ['email', 'emailConfirmation', 'password'] as const;
const EMPTY: EmailValues = { email: '', emailConfirmation: '', password: '' };

/** A new e-mail address, entered twice, confirmed with the password. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const form = useShopForm<EmailValues>(changeEmailRules, EMPTY);
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [change, { loading }] = useMutation(AccountChangeEmailDocument);
  const error = (field: keyof EmailValues) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    if (!(await submit(async () => (await change({ variables: { input } })).data?.changeEmail.userErrors))) return;
    form.reset(EMPTY);
    notify(t('account.emailChanged'), 'success');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-secondary">{t('account.currentEmail', { email: currentEmail })}</p>
      <FormMessages messages={messages} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('account.newEmail')}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={error('email')}
        />
        <TextField
          label={t('account.emailConfirmation')}
          type="email"
          autoComplete="email"
          registration={form.register('emailConfirmation')}
          error={error('emailConfirmation')}
        />
        <TextField
          label={t('account.passwordForEmail')}
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={error('password')}
        />
      </div>
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {t('account.changeEmail')}
      </button>
    </form>
  );
}
