import { useMutation } from '@apollo/client/react';
import { address as addressRule } from '@weingut/schema/input-rules';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessages, useShopForm } from '../form';
import { useFormSubmit } from '../use-form-submit';
import {
  CreateAddressDocument,
  UpdateAddressDocument,
  type AddressInput,
  type AddressViewFragment,
} from '../../gql/graphql';
import {
  AddressFields,
  defaultCountryId,
  emptyAddress,
  type AddressFormValues,
  type AddressOptions,
} from './address-fields';
import { requireCountryRules, withoutEmptyOptionals } from './address-rules';

const FIELDS = Object.keys(emptyAddress()) as (keyof AddressFormValues)[];

/** An address of the book as its form's values. */
export function addressFormValues(address: AddressViewFragment): AddressFormValues {
  return {
    salutationId: address.salutation?.id ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    street: address.street,
    additionalAddressLine1: address.additionalAddressLine1 ?? '',
    zipcode: address.zipcode ?? '',
    city: address.city,
    countryId: address.country?.id ?? '',
    countryStateId: address.countryState?.id ?? '',
    phoneNumber: address.phoneNumber ?? '',
  };
}

interface AddressEditorProps {
  options: Pick<AddressOptions, 'salutations' | 'countries'>;
  /** The address to correct; without it a new one is added. */
  address?: AddressViewFragment;
  onSaved(address: AddressViewFragment): void;
  onCancel?(): void;
}

/** Adds an address to the book or corrects one (the checkout and the account's address pages). */
export function AddressEditor({ options, address, onSaved, onCancel }: AddressEditorProps) {
  const { t } = useTranslation();
  const { countries } = options;
  const schema = useMemo(() => requireCountryRules(addressRule, countries ?? [], ['']), [countries]);
  const defaults = address ? addressFormValues(address) : emptyAddress(defaultCountryId(countries));
  const form = useShopForm<AddressFormValues, AddressInput>(schema, defaults, withoutEmptyOptionals);
  const { messages, submitPayload } = useFormSubmit(form, FIELDS);
  const [create, creating] = useMutation(CreateAddressDocument);
  const [update, updating] = useMutation(UpdateAddressDocument);

  const submit = form.handleSubmit(async (input) => {
    const result = await submitPayload(async () =>
      address
        ? (await update({ variables: { id: address.id, input } })).data?.updateAddress
        : (await create({ variables: { input } })).data?.createAddress,
    );
    if (result?.address) onSaved(result.address);
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={address ? t('address.edit') : t('address.add')}
      >
        <FormMessages messages={messages} />
        <AddressFields options={options} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={creating.loading || updating.loading}
            className="rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60"
          >
            {t('address.save')}
          </button>
          {onCancel && (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-sm border border-neutral-300 px-5 py-2.5 hover:border-primary"
            >
              {t('address.cancel')}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
