import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { ConfirmRegistrationDocument } from '../../gql/graphql';
import { failureMessage } from '../../lib/error-status';
import { moveGuestWishlistToAccount } from '../../lib/guest-wishlist-merge';
import { useCountdown } from './use-countdown';

/** After the confirmation the shopper goes on to the checkout after 5 s. */
export const REDIRECT_SECONDS = 5;

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'refused'; message: string };

/** /registration/confirm?em=…&hash=…: confirms the mailed link, logs the customer in and counts down to the checkout. */
export default function RegistrationConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const [confirm] = useMutation(ConfirmRegistrationDocument);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  // A link confirms once, also when React runs the effect twice (development) or the page re-renders.
  const asked = useRef(false);
  const secondsLeft = useCountdown(REDIRECT_SECONDS, outcome.state === 'confirmed', () => navigate('/checkout'));

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const input = { em: params.get('em') ?? '', hash: params.get('hash') ?? '' };
    confirm({ variables: { input } })
      .then(async ({ data }) => {
        const errors = data?.confirmRegistration.userErrors ?? [];
        if (errors.length > 0)
          return setOutcome({ state: 'refused', message: errors.map((error) => error.message).join(' ') });
        // The customer is logged in now: the visitor's wishlist goes into the account, and everything cached for the visitor is asked again.
        await moveGuestWishlistToAccount(client);
        await client.resetStore().catch(() => undefined);
        setOutcome({ state: 'confirmed' });
      })
      .catch((error: unknown) => setOutcome({ state: 'refused', message: failureMessage(t, error) }));
  }, [client, confirm, params, t]);

  return (
    <div className="shop-container max-w-2xl py-12">
      <PageMeta title={t('pages.registrationConfirm')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">{t('pages.registrationConfirm')}</h1>
      {outcome.state === 'confirming' && <p>{t('account.confirming')}</p>}
      {outcome.state === 'confirmed' && (
        <div role="status" className="space-y-3">
          <p className="font-medium">{t('account.registrationConfirmed')}</p>
          <p>{t('account.redirectCountdown', { count: secondsLeft })}</p>
          <Link to="/checkout" className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            {t('account.toCheckoutNow')}
          </Link>
        </div>
      )}
      {outcome.state === 'refused' && (
        <p role="alert" className="rounded-sm border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
