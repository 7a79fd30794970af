import { useMutation } from '@apollo/client/react';
import { email } from '@weingut/schema/input-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMessages, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { RequestPasswordResetDocument } from '../../gql/graphql';

const requestRules = z.object({ email });
type RequestValues = z.infer<typeof requestRules>;
const FIELDS = ['email'] as const;

/**
 * Asks for a password-reset link. The answer is the same for every address (the shop does not
 * reveal who has an account), so the form is replaced by the 'check your e-mail' note.
 */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const form = useShopForm<RequestValues>(requestRules, { email: '' });
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    if (await submit(async () => (await request({ variables: { input } })).data?.requestPasswordReset.userErrors))
      setSentTo(input.email);
  });

  if (sentTo) {
    return (
      <p role="status" className="rounded-sm border-l-4 border-green-700 bg-green-50 p-3">
        {t('passwordReset.linkSent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-secondary">{t('loginModal.resetIntro')}</p>
      <FormMessages messages={messages} />
      <TextField
        label={t('loginModal.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <button
        type="submit"
        disabled={loading}
        className="w-full rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {t('passwordReset.sendLink')}
      </button>
    </form>
  );
}
