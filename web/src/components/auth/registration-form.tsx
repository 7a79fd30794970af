import { useApolloClient, useMutation } from '@apollo/client/react';
import { registration as registrationRule } from '@weingut/schema/input-rules';
import { useMemo } from 'react';
import { FormProvider, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField, FormMessages, SelectField, TextField, useShopForm } from '../form';
import { useFormSubmit } from '../use-form-submit';
import { RegisterDocument, type RegisterInput } from '../../gql/graphql';
import { moveGuestWishlistToAccount } from '../../lib/guest-wishlist-merge';
import { LEGAL_PAGES } from '../../lib/legal-pages';
import { useNotifications } from '../../lib/notifications';
import {
  AddressFields,
  defaultCountryId,
  emptyAddress,
  salutationOptions,
  useAddressOptions,
  type AddressOptions,
} from '../address/address-fields';
import { requireCountryRules, withoutEmptyOptionals } from '../address/address-rules';

const { salutationId: _salutationId, firstName: _firstName, lastName: _lastName, ...emptyBilling } = emptyAddress();

function emptyRegistration(countryId: string) {
  return {
    salutationId: '',
    firstName: '',
    lastName: '',
    email: '',
    guest: false,
    password: '',
    passwordConfirmation: '',
    billingAddress: { ...emptyBilling, countryId },
    differentShipping: false,
    shippingAddress: emptyAddress(countryId),
    acceptedDataProtection: false,
  };
}
type RegistrationValues = ReturnType<typeof emptyRegistration>;

/** The form's values as the shared rule and the gateway take them. */
export function registrationInput(values: RegistrationValues) {
  return {
    salutationId: values.salutationId,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    guest: values.guest,
    password: values.guest ? undefined : values.password,
    passwordConfirmation: values.guest ? undefined : values.passwordConfirmation,
    billingAddress: withoutEmptyOptionals(values.billingAddress),
    shippingAddress: values.differentShipping ? withoutEmptyOptionals(values.shippingAddress) : undefined,
    acceptedDataProtection: values.acceptedDataProtection,
  };
}

const FIELDS: Path<RegistrationValues>[] = [
  'salutationId',
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'acceptedDataProtection',
  ...(
    [
      'street',
      'zipcode',
      'city',
      'countryId',
      'countryStateId',
      'phoneNumber',
      'company',
      'additionalAddressLine1',
    ] as const
  ).flatMap((field) => [`billingAddress.${field}`, `shippingAddress.${field}`] as Path<RegistrationValues>[]),
];

interface RegistrationFormProps {
  /** The checkout offers 'do not create a customer account' (a guest order). */
  allowGuest?: boolean;
  /** Registered and logged in (not waiting for the confirmation mail). */
  onRegistered?: () => void;
  /** Registered with double opt-in: the persistent notification asks to confirm the e-mail (the login modal closes). */
  onConfirmationPending?: () => void;
}

/**
 * Registration as the checkout and the register page ask for it: person, e-mail, password (unless a
 * guest), billing address, an optional different shipping address and the data-protection notice.
 * With double opt-in the shopper is told to confirm the e-mail and stays logged out.
 */
export function RegistrationForm({ allowGuest = false, onRegistered, onConfirmationPending }: RegistrationFormProps) {
  const options = useAddressOptions();
  if (options.loading && options.countries.length === 0) return <p className="text-secondary">…</p>;
  return (
    <LoadedRegistrationForm
      options={options}
      allowGuest={allowGuest}
      onRegistered={onRegistered}
      onConfirmationPending={onConfirmationPending}
    />
  );
}

function LoadedRegistrationForm({
  options,
  allowGuest,
  onRegistered,
  onConfirmationPending,
}: RegistrationFormProps & { options: Pick<AddressOptions, 'salutations' | 'countries'> }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { notify } = useNotifications();
  const { countries } = options;
  const schema = useMemo(
    () => requireCountryRules(registrationRule, countries ?? [], ['billingAddress', 'shippingAddress']),
    [countries],
  );
  const form = useShopForm<RegistrationValues, RegisterInput>(
    schema,
    emptyRegistration(defaultCountryId(countries)),
    registrationInput,
  );
  const { messages, submitPayload } = useFormSubmit(form, FIELDS);
  const [register, { loading }] = useMutation(RegisterDocument);
  const [guest, differentShipping] = useWatch({ control: form.control, name: ['guest', 'differentShipping'] });
  const error = (
    field:
      | 'salutationId'
      | 'firstName'
      | 'lastName'
      | 'email'
      | 'password'
      | 'passwordConfirmation'
      | 'acceptedDataProtection',
  ) => form.formState.errors[field]?.message;

  const submit = form.handleSubmit(async (input) => {
    const result = await submitPayload(async () => (await register({ variables: { input } })).data?.register);
    if (!result) return;
    // A guest has no account to be congratulated on; the checkout simply goes on.
    if (result.notification && !input.guest)
      notify(result.notification.message, 'success', { persistent: result.needsConfirmation });
    if (result.needsConfirmation) {
      form.reset();
      onConfirmationPending?.();
      return;
    }
    // A guest is no customer: their wishlist stays in the browser.
    if (!input.guest) await moveGuestWishlistToAccount(client);
    await client.resetStore().catch(() => undefined);
    onRegistered?.();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('registration.title')}>
        <FormMessages messages={messages} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-display text-lg font-bold text-primary">{t('registration.personal')}</legend>
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
            <SelectField
              label={t('address.salutation')}
              placeholder={t('address.chooseSalutation')}
              options={salutationOptions(options.salutations)}
              registration={form.register('salutationId')}
              error={error('salutationId')}
            />
          </div>
          <TextField
            label={t('address.firstName')}
            autoComplete="given-name"
            registration={form.register('firstName')}
            error={error('firstName')}
          />
          <TextField
            label={t('address.lastName')}
            autoComplete="family-name"
            registration={form.register('lastName')}
            error={error('lastName')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('registration.email')}
              type="email"
              autoComplete="email"
              registration={form.register('email')}
              error={error('email')}
            />
          </div>
          {allowGuest && (
            <div className="sm:col-span-2">
              <CheckboxField label={t('registration.guest')} registration={form.register('guest')} />
            </div>
          )}
          {!guest && (
            <>
              <div>
                <TextField
                  label={t('registration.password')}
                  type="password"
                  autoComplete="new-password"
                  registration={form.register('password')}
                  error={error('password')}
                />
                <p className="mt-1 text-xs text-secondary">{t('registration.passwordHint')}</p>
              </div>
              <TextField
                label={t('registration.passwordConfirmation')}
                type="password"
                autoComplete="new-password"
                registration={form.register('passwordConfirmation')}
                error={error('passwordConfirmation')}
              />
            </>
          )}
        </fieldset>
        <fieldset>
          <legend className="mb-2 font-display text-lg font-bold text-primary">
            {t('registration.billingAddress')}
          </legend>
          <AddressFields prefix="billingAddress." withPerson={false} options={options} />
        </fieldset>
        <CheckboxField label={t('registration.differentShipping')} registration={form.register('differentShipping')} />
        {differentShipping && (
          <fieldset>
            <legend className="mb-2 font-display text-lg font-bold text-primary">
              {t('registration.shippingAddress')}
            </legend>
            <AddressFields prefix="shippingAddress." options={options} />
          </fieldset>
        )}
        <CheckboxField
          label={
            <>
              {t('registration.dataProtection')}{' '}
              <Link to={LEGAL_PAGES.privacy} target="_blank" className="text-primary underline">
                {t('registration.dataProtectionLink')}
              </Link>
            </>
          }
          registration={form.register('acceptedDataProtection')}
          error={error('acceptedDataProtection')}
        />
        <button
          type="submit"
          disabled={loading}
          className="w-full rounded-sm bg-primary px-5 py-3 font-medium text-white hover:bg-primary-dark disabled:opacity-60 sm:w-auto"
        >
          {guest ? t('registration.submitGuest') : t('registration.submit')}
        </button>
      </form>
    </FormProvider>
  );
}
