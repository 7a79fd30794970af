import { useMutation } from '@apollo/client/react';
import { newsletterSubscription } from '@weingut/schema/input-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { SubscribeNewsletterDocument, type NewsletterSubscriptionInput } from '../../gql/graphql';

type SubscriptionValues = { email: string; firstName: string; lastName: string };
const FIELDS = ['email', 'firstName', 'lastName'] as const;

/** The names are optional: empty ones are not sent. */
const subscriptionInput = (values: SubscriptionValues): NewsletterSubscriptionInput => ({
  email: values.email,
  firstName: values.firstName || undefined,
  lastName: values.lastName || undefined,
});

/** E-mail (and optionally the name) for the newsletter; a visitor then confirms with the mailed link. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const form = useShopForm<SubscriptionValues, NewsletterSubscriptionInput>(
    newsletterSubscription,
    { email: '', firstName: '', lastName: '' },
    subscriptionInput,
  );
  const { messages, submit } = useFormSubmit(form, FIELDS);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument);
  const [done, setDone] = useState<'pending' | 'subscribed' | null>(null);
  const error = (field: keyof SubscriptionValues) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    let needsConfirmation = false;
    const accepted = await submit(async () => {
      const result = (await subscribe({ variables: { input } })).data?.subscribeNewsletter;
      needsConfirmation = result?.needsConfirmation ?? false;
      return result?.userErrors;
    });
    if (accepted) setDone(needsConfirmation ? 'pending' : 'subscribed');
  });

  if (done) {
    return (
      <p role="status" className="rounded-sm border-l-4 border-green-700 bg-green-50 p-3">
        {t(done === 'pending' ? 'newsletter.checkEmail' : 'newsletter.subscribed')}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-secondary">{t('newsletter.intro')}</p>
      <FormMessages messages={messages} />
      <TextField
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={error('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('newsletter.firstName')}
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={error('firstName')}
        />
        <TextField
          label={t('newsletter.lastName')}
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={error('lastName')}
        />
      </div>
      <button
        type="submit"
        disabled={loading}
        className="rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {t('newsletter.subscribe')}
      </button>
    </form>
  );
}
