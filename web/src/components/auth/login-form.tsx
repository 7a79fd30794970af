import { useApolloClient, useMutation } from '@apollo/client/react';
import { login as loginRules } from '@weingut/schema/input-rules';
import { useTranslation } from 'react-i18next';
import { FormMessages, TextField, useShopForm } from '../form';
import { useFormSubmit } from '../use-form-submit';
import { LoginDocument } from '../../gql/graphql';
import { clearGuestWishlist, readGuestWishlist } from '../../lib/guest-wishlist';

type LoginValues = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

/** E-mail and password (the one form pattern); on success the whole client cache is fetched again as the customer. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const form = useShopForm<LoginValues>(loginRules, { email: '', password: '' });
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [login, { loading }] = useMutation(LoginDocument);

  const onSubmit = form.handleSubmit(async (values) => {
    // A visitor's wishlist (kept in the browser) is merged into the account by the login.
    const guestWishlistProductIds = readGuestWishlist();
    const input = guestWishlistProductIds.length > 0 ? { ...values, guestWishlistProductIds } : values;
    if (!(await submit(async () => (await login({ variables: { input } })).data?.login.userErrors))) return;
    if (guestWishlistProductIds.length > 0) clearGuestWishlist();
    // A refetch that a re-rendering component cancels rejects resetStore; the login itself succeeded.
    await client.resetStore().catch(() => undefined);
    onLoggedIn?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-secondary">{t('loginModal.loginIntro')}</p>
      <FormMessages messages={messages} />
      <TextField
        label={t('loginModal.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <TextField
        label={t('loginModal.password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={form.formState.errors.password?.message}
      />
      <button
        type="submit"
        disabled={loading}
        className="w-full rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {t('loginModal.submitLogin')}
      </button>
    </form>
  );
}
