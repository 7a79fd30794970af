import { useMutation, useQuery } from '@apollo/client/react';
import { resetPassword as resetPasswordRules } from '@weingut/schema/input-rules';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessages, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { PasswordResetHashExpiredDocument, ResetPasswordDocument } from '../../gql/graphql';
import { useNotifications } from '../../lib/notifications';
import { AccountHeading, PRIMARY_BUTTON, TEXT_LINK } from './account-heading';

type NewPasswordValues = { hash: string; newPassword: string; newPasswordConfirmation: string };
const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

function NewPasswordForm({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const form = useShopForm<NewPasswordValues>(resetPasswordRules, {
    hash,
    newPassword: '',
    newPasswordConfirmation: '',
  });
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const error = (field: (typeof FIELDS)[number]) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    if (!(await submit(async () => (await reset({ variables: { input } })).data?.resetPassword.userErrors))) return;
    notify(t('passwordReset.passwordSet'), 'success');
    navigate('/login');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormMessages messages={messages} />
      <TextField
        label={t('passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        registration={form.register('newPassword')}
        error={error('newPassword')}
      />
      <TextField
        label={t('passwordReset.newPasswordConfirmation')}
        type="password"
        autoComplete="new-password"
        registration={form.register('newPasswordConfirmation')}
        error={error('newPasswordConfirmation')}
      />
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {t('passwordReset.setPassword')}
      </button>
    </form>
  );
}

/** /account/recover/password?hash=…: the mailed link; a new password, unless the link has expired or was used. */
export default function RecoverPasswordPage() {
  const { t } = useTranslation();
  const hash = useSearchParams()[0].get('hash') ?? '';
  const { data, loading } = useQuery(PasswordResetHashExpiredDocument, {
    variables: { hash },
    skip: !hash,
    fetchPolicy: 'network-only',
  });
  const expired = !hash || data?.passwordResetHashExpired === true;
  return (
    <div className="max-w-xl">
      <AccountHeading title={t('pages.accountRecoverPassword')} />
      {loading ? null : expired ? (
        <div role="alert" className="space-y-4">
          <p>{t('passwordReset.linkExpired')}</p>
          <Link to="/reset-password" className={TEXT_LINK}>
            {t('passwordReset.requestAgain')}
          </Link>
        </div>
      ) : (
        <NewPasswordForm hash={hash} />
      )}
    </div>
  );
}
