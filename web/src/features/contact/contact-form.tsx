import { useMutation } from '@apollo/client/react';
import { contactForm as contactRules } from '@weingut/schema/input-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalutationOptions } from '../../components/address/address-fields';
import { CheckboxField, FormMessages, SelectField, TextAreaField, TextField, useShopForm } from '../../components/form';
import { useFormSubmit } from '../../components/use-form-submit';
import { SendContactFormDocument, type ContactFormInput } from '../../gql/graphql';
import { LEGAL_PAGES } from '../../lib/legal-pages';

const EMPTY = {
  salutationId: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  comment: '',
  dataProtectionAccepted: false,
};
type ContactValues = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof ContactValues)[];

/** An empty phone number is not sent. */
const contactInput = (values: ContactValues): ContactFormInput => ({ ...values, phone: values.phone || undefined });

/**
 * The contact form (docs/behaviour/validation.md): who writes, subject, message and the data-protection consent; a
 * form that is not filled in correctly gets the general message above it.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const salutations = useSalutationOptions();
  const form = useShopForm<ContactValues, ContactFormInput>(contactRules, EMPTY, contactInput);
  const { messages, setMessages, submit } = useFormSubmit(form, FIELDS);
  const [send, { loading }] = useMutation(SendContactFormDocument);
  const [sent, setSent] = useState<string | null>(null);
  const error = (field: keyof ContactValues) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(
    async (input) => {
      let shopMessage: string | null | undefined;
      const accepted = await submit(async () => {
        const result = (await send({ variables: { input } })).data?.sendContactForm;
        shopMessage = result?.message;
        return result?.userErrors;
      });
      if (!accepted) return;
      form.reset(EMPTY);
      setSent(shopMessage || t('contact.sent'));
    },
    () => setMessages([t('input:DATA_PROTECTION_NOT_ACCEPTED')]),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('contact.formLabel')}>
      {sent && (
        <p role="status" className="rounded-sm border-l-4 border-green-700 bg-green-50 p-3">
          {sent}
        </p>
      )}
      <FormMessages messages={messages} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <SelectField
            key={salutations.length}
            label={t('contact.salutation')}
            placeholder={t('contact.chooseSalutation')}
            options={salutations}
            registration={form.register('salutationId')}
            error={error('salutationId')}
          />
        </div>
        <TextField
          label={t('contact.firstName')}
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={error('firstName')}
        />
        <TextField
          label={t('contact.lastName')}
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={error('lastName')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={error('email')}
        />
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          registration={form.register('phone')}
          error={error('phone')}
        />
        <div className="sm:col-span-2">
          <TextField label={t('contact.subject')} registration={form.register('subject')} error={error('subject')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('contact.comment')}
            rows={6}
            registration={form.register('comment')}
            error={error('comment')}
          />
        </div>
      </div>
      <CheckboxField
        label={
          <>
            {t('contact.dataProtection')}{' '}
            <a
              href={LEGAL_PAGES.privacy}
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-2"
            >
              {t('contact.privacyPolicy')}
            </a>
          </>
        }
        registration={form.register('dataProtectionAccepted')}
        error={error('dataProtectionAccepted')}
      />
      <button
        type="submit"
        disabled={loading}
        className="rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {t('contact.send')}
      </button>
    </form>
  );
}
