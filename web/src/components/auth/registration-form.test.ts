import { registration } from '@weingut/schema/input-rules';
import { describe, expect, it } from 'vitest';
import { requireCountryRules } from '../address/address-rules';
import { registrationInput } from './registration-form';

const GERMANY = 'a'.repeat(32);
const AUSTRIA = 'b'.repeat(32);
const countries = [
  { id: GERMANY, stateRequired: false, postalCodeRequired: true, postalCodePattern: '\\d{5}' },
  { id: AUSTRIA, stateRequired: true, postalCodeRequired: true, postalCodePattern: '\\d{4}' },
];
const address = {
  company: '',
  street: 'Weinstraße 5',
  additionalAddressLine1: '',
  zipcode: '76829',
  city: 'Landau',
  countryId: GERMANY,
  countryStateId: '',
  phoneNumber: '',
};
const form = {
  salutationId: 'c'.repeat(32),
  firstName: 'Greta',
  lastName: 'Gast',
  email: 'greta@example.de',
  guest: true,
  password: 'typed before ticking the box',
  passwordConfirmation: '',
  billingAddress: address,
  differentShipping: false,
  shippingAddress: { ...address, salutationId: '', firstName: '', lastName: '', street: '' },
  acceptedDataProtection: true,
};
const rule = requireCountryRules(registration, countries, ['billingAddress', 'shippingAddress']);
const problems = (values: typeof form) => {
  const result = rule.safeParse(registrationInput(values));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the registration form’s input', () => {
  it('a guest sends no password, and an unused shipping form is not checked nor sent', () => {
    expect(problems(form)).toEqual([]);
    const input = registrationInput(form);
    expect(input.password).toBeUndefined();
    expect(input.passwordConfirmation).toBeUndefined();
    expect(input.shippingAddress).toBeUndefined();
    expect(input.billingAddress.countryStateId).toBeNull();
  });

  it('an account needs its password; a different shipping address is checked on its own fields', () => {
    expect(problems({ ...form, guest: false, password: 'kurz', passwordConfirmation: 'kurz' })).toEqual([
      'password:PASSWORD_TOO_SHORT',
    ]);
    expect(
      problems({ ...form, guest: false, password: 'Riesling-2019', passwordConfirmation: 'Riesling-2020' }),
    ).toEqual(['passwordConfirmation:PASSWORDS_DO_NOT_MATCH']);
    expect(problems({ ...form, differentShipping: true })).toEqual([
      'shippingAddress.salutationId:SALUTATION_REQUIRED',
      'shippingAddress.firstName:REQUIRED',
      'shippingAddress.lastName:REQUIRED',
      'shippingAddress.street:REQUIRED',
    ]);
  });

  it('a country that requires a state refuses the address without one, on the state field', () => {
    expect(problems({ ...form, billingAddress: { ...address, countryId: AUSTRIA, zipcode: '1010' } })).toEqual([
      'billingAddress.countryStateId:STATE_REQUIRED',
    ]);
    expect(
      problems({
        ...form,
        billingAddress: { ...address, countryId: AUSTRIA, zipcode: '1010', countryStateId: 'd'.repeat(32) },
      }),
    ).toEqual([]);
  });
});

describe('the registration form’s zip codes', () => {
  it("checks each address's zip code against its own country, naming the format", () => {
    expect(problems({ ...form, billingAddress: { ...address, zipcode: '' } })).toEqual([
      'billingAddress.zipcode:REQUIRED',
    ]);
    expect(problems({ ...form, billingAddress: { ...address, zipcode: '7682' } })).toEqual([
      'billingAddress.zipcode:ZIPCODE_INVALID|12345',
    ]);
    const shippingAddress = {
      ...address,
      salutationId: 'c'.repeat(32),
      firstName: 'Greta',
      lastName: 'Gast',
      countryId: AUSTRIA,
      countryStateId: 'd'.repeat(32),
    };
    expect(
      problems({ ...form, differentShipping: true, shippingAddress: { ...shippingAddress, zipcode: '76829' } }),
    ).toEqual(['shippingAddress.zipcode:ZIPCODE_INVALID|1234']);
    expect(
      problems({ ...form, differentShipping: true, shippingAddress: { ...shippingAddress, zipcode: '1010' } }),
    ).toEqual([]);
  });
});
