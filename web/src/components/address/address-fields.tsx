import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../form';
import { AddressOptionsDocument, type AddressOptionsQuery } from '../../gql/graphql';

export type AddressOptions = AddressOptionsQuery;

/** Salutations and countries for the address forms (cached: they rarely change). */
export function useAddressOptions() {
  const { data, loading, error } = useQuery(AddressOptionsDocument, { fetchPolicy: 'cache-first' });
  return { salutations: data?.salutations ?? [], countries: data?.countries ?? [], loading, error };
}

/** Salutations as a select's options. */
export function salutationOptions(salutations: AddressOptions['salutations']) {
  return (salutations ?? []).map((salutation) => ({ value: salutation.id, label: salutation.displayName }));
}

/** The salutation select's options for forms that need no address (profile, contact). */
export function useSalutationOptions() {
  return salutationOptions(useAddressOptions().salutations);
}

/** The empty address of a form, in the shop's first country (Deutschland) unless another is given. */
export function emptyAddress(countryId = '') {
  return {
    salutationId: '',
    firstName: '',
    lastName: '',
    company: '',
    street: '',
    additionalAddressLine1: '',
    zipcode: '',
    city: '',
    countryId,
    countryStateId: '',
    phoneNumber: '',
  };
}
export type AddressFormValues = ReturnType<typeof emptyAddress>;

export function defaultCountryId(countries: AddressOptions['countries']): string {
  return (countries?.find((country) => country.iso === 'DE') ?? countries?.[0])?.id ?? '';
}

interface AddressFieldsProps {
  /** The address object's name in the form ('billingAddress.'), or '' for a form that is the address. */
  prefix?: string;
  /** Salutation and names belong to the address (not to the customer around it). */
  withPerson?: boolean;
  options: Pick<AddressOptions, 'salutations' | 'countries'>;
}

/**
 * The fields of a postal address inside a react-hook-form (FormProvider): salutation and names,
 * company, street, address addition, zip code, city, country, the country's states when it has any
 * (required where the country says so) and phone number.
 */
export function AddressFields({ prefix = '', withPerson = true, options }: AddressFieldsProps) {
  const { t } = useTranslation();
  const { register, formState, setValue, getValues } = useFormContext();
  const name = (field: string) => `${prefix}${field}`;
  const error = (field: string) => (get(formState.errors, name(field)) as FieldError | undefined)?.message;
  const countryId = useWatch({ name: name('countryId') }) as string | undefined;
  const country = options.countries?.find((candidate) => candidate.id === countryId);
  const states = country?.states ?? [];

  // The country list can arrive after the form was made (a fresh cache, e.g. right after logging in):
  // a country nobody has chosen yet becomes the shop's first one, as it would have been from the start.
  const defaultCountry = defaultCountryId(options.countries);
  const countryField = name('countryId');
  useEffect(() => {
    if (defaultCountry && !getValues(countryField)) setValue(countryField, defaultCountry);
  }, [defaultCountry, countryField, getValues, setValue]);

  // A state belongs to its country: another country clears it.
  useEffect(() => {
    const stateId = getValues(name('countryStateId')) as string | null | undefined;
    if (stateId && !states.some((state) => state.id === stateId)) setValue(name('countryStateId'), '');
  });

  const optional = (label: string) => `${label} ${t('address.optional')}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withPerson && (
        <>
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
            <SelectField
              label={t('address.salutation')}
              placeholder={t('address.chooseSalutation')}
              options={salutationOptions(options.salutations)}
              registration={register(name('salutationId'))}
              error={error('salutationId')}
              autoComplete="honorific-prefix"
            />
          </div>
          <TextField
            label={t('address.firstName')}
            autoComplete="given-name"
            registration={register(name('firstName'))}
            error={error('firstName')}
          />
          <TextField
            label={t('address.lastName')}
            autoComplete="family-name"
            registration={register(name('lastName'))}
            error={error('lastName')}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <TextField
          label={optional(t('address.company'))}
          autoComplete="organization"
          registration={register(name('company'))}
          error={error('company')}
        />
      </div>
      <TextField
        label={t('address.street')}
        autoComplete="address-line1"
        registration={register(name('street'))}
        error={error('street')}
      />
      <TextField
        label={optional(t('address.additionalAddressLine1'))}
        autoComplete="address-line2"
        registration={register(name('additionalAddressLine1'))}
        error={error('additionalAddressLine1')}
      />
      <TextField
        label={t('address.zipcode')}
        autoComplete="postal-code"
        registration={register(name('zipcode'))}
        error={error('zipcode')}
      />
      <TextField
        label={t('address.city')}
        autoComplete="address-level2"
        registration={register(name('city'))}
        error={error('city')}
      />
      <SelectField
        label={t('address.country')}
        placeholder={t('address.chooseCountry')}
        options={(options.countries ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        registration={register(name('countryId'))}
        error={error('countryId')}
        autoComplete="country"
      />
      {states.length > 0 && (
        <SelectField
          label={country?.stateRequired ? t('address.state') : optional(t('address.state'))}
          placeholder={t('address.chooseState')}
          options={states.map((state) => ({ value: state.id, label: state.name }))}
          registration={register(name('countryStateId'))}
          error={error('countryStateId')}
          autoComplete="address-level1"
        />
      )}
      <TextField
        label={optional(t('address.phoneNumber'))}
        type="tel"
        autoComplete="tel"
        registration={register(name('phoneNumber'))}
        error={error('phoneNumber')}
      />
    </div>
  );
}
