import { useApolloClient, useMutation } from '@apollo/client/react';
import { login as loginRules } from '@weingut/schema/input-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUserErrors, FormMessages, TextField, useShopForm } from '../form';
import { LoginDocument } from '../../gql/graphql';
import { clearGuestWishlist, readGuestWishlist } from '../../lib/guest-wishlist';

type LoginValues = { email: string; password: string };

/** E-mail and password (the one form pattern); on success the whole client cache is fetched again as the customer. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const form = useShopForm<LoginValues>(loginRules, { email: '', password: '' });
  const [general, setGeneral] = useState<string[]>([]);
  const [login, { loading }] = useMutation(LoginDocument);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    // A visitor's wishlist (kept in the browser) is merged into the account by the login.
    const guestWishlistProductIds = readGuestWishlist();
    const input = guestWishlistProductIds.length > 0 ? { ...values, guestWishlistProductIds } : values;
    const { data } = await login({ variables: { input } });
    const errors = data?.login.userErrors ?? [];
    if (errors.length > 0) {
      setGeneral(applyUserErrors(form, errors, ['email', 'password']));
      return;
    }
    if (guestWishlistProductIds.length > 0) clearGuestWishlist();
    // A refetch that a re-rendering component cancels rejects resetStore; the login itself succeeded.
    await client.resetStore().catch(() => undefined);
    onLoggedIn?.();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-secondary">{t('loginModal.loginIntro')}</p>
      <FormMessages messages={general} />
      <TextField label={t('loginModal.email')} type="email" autoComplete="email" registration={form.register('email')} error={form.formState.errors.email?.message} />
      <TextField label={t('loginModal.password')} type="password" autoComplete="current-password" registration={form.register('password')} error={form.formState.errors.password?.message} />
      <button type="submit" disabled={loading} className="w-full rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60">
        {t('loginModal.submitLogin')}
      </button>
    </form>
  );
}
