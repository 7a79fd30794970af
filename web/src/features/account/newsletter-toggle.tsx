import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AccountDetailsDocument,
  AccountSubscribeNewsletterDocument,
  AccountUnsubscribeNewsletterDocument,
  type NewsletterStatus,
} from '../../gql/graphql';
import { failureMessage } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';

/** A subscription that counts as on: confirmed, or waiting for its confirmation link. */
export const isSubscribed = (status: NewsletterStatus | null | undefined) =>
  status === 'SUBSCRIBED' || status === 'PENDING';

/** The newsletter subscription of the account as a checkbox: ticking subscribes at once, unticking unsubscribes. */
export function NewsletterToggle({ email, status }: { email: string; status: NewsletterStatus | null | undefined }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const refetchQueries = [AccountDetailsDocument];
  const [subscribe, subscribing] = useMutation(AccountSubscribeNewsletterDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [unsubscribe, unsubscribing] = useMutation(AccountUnsubscribeNewsletterDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [failed, setFailed] = useState<string | null>(null);
  const subscribed = isSubscribed(status);

  const toggle = async () => {
    setFailed(null);
    try {
      // Unsubscribing names no address: the gateway takes the logged-in customer's own.
      const { data } = subscribed ? await unsubscribe() : await subscribe({ variables: { email } });
      const errors =
        (data && ('subscribeNewsletter' in data ? data.subscribeNewsletter : data.unsubscribeNewsletter).userErrors) ??
        [];
      if (errors.length > 0) setFailed(errors.map((error) => error.message).join(' '));
      else notify(t(subscribed ? 'account.newsletterUnsubscribed' : 'account.newsletterSubscribed'), 'success');
    } catch (error) {
      setFailed(failureMessage(t, error));
    }
  };

  return (
    <div className="space-y-2">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          checked={subscribed}
          disabled={subscribing.loading || unsubscribing.loading}
          onChange={toggle}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span>{t('account.newsletterToggle')}</span>
      </label>
      <p className="text-sm text-secondary">{t(`account.newsletterStatus.${status ?? 'NOT_SUBSCRIBED'}`)}</p>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {failed}
        </p>
      )}
    </div>
  );
}
