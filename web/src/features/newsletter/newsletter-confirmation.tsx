import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmNewsletterDocument } from '../../gql/graphql';
import { failureMessage } from '../../lib/error-status';

/** The landing of the mailed double opt-in link: confirms the subscription once and says how it went. */
export function NewsletterConfirmation({ em, hash }: { em: string; hash: string }) {
  const { t } = useTranslation();
  const [confirm] = useMutation(ConfirmNewsletterDocument);
  const [outcome, setOutcome] = useState<{ confirmed: boolean; message: string } | null>(null);
  // The link confirms once, also when React runs the effect twice (development).
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm({ variables: { input: { em, hash } } })
      .then(({ data }) => {
        const errors = data?.confirmNewsletter.userErrors ?? [];
        setOutcome(
          errors.length > 0
            ? { confirmed: false, message: errors.map((error) => error.message).join(' ') }
            : { confirmed: true, message: t('newsletter.confirmed') },
        );
      })
      .catch((error: unknown) => setOutcome({ confirmed: false, message: failureMessage(t, error) }));
  }, [confirm, em, hash, t]);

  if (!outcome) return <p>{t('newsletter.confirming')}</p>;
  return (
    <p
      role={outcome.confirmed ? 'status' : 'alert'}
      className={`rounded-sm border-l-4 p-3 ${outcome.confirmed ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50 text-red-900'}`}
    >
      {outcome.message}
    </p>
  );
}
