/**
 * The descriptions of input fields that several inputs share, after the shared input rules
 * (@weingut/schema/input-rules) that check them: a refusal is a UserError naming the field.
 */
export const inputDescriptions = {
  salutationId: 'Salutation.id; required (SALUTATION_REQUIRED).',
  personName: 'Required, at most 255 characters, no web address (REQUIRED, TOO_LONG, URL_NOT_ALLOWED).',
  email: 'An e-mail address of at most 254 characters (REQUIRED, TOO_LONG, EMAIL_INVALID).',
  newPassword: 'The new password: 8 to 4096 characters (PASSWORD_TOO_SHORT, TOO_LONG).',
  newPasswordConfirmation: 'The new password again; must equal newPassword (PASSWORDS_DO_NOT_MATCH).',
  company: 'Optional, at most 255 characters (TOO_LONG).',
  street: 'Street and house number; required, at most 255 characters.',
  additionalAddressLine1: 'An optional extra line (c/o, floor …), at most 255 characters.',
  zipcode:
    "At most 50 characters; required and checked against the country's pattern as the country says (Country.postalCodeRequired, Country.postalCodePattern; REQUIRED, ZIPCODE_INVALID).",
  city: 'The town or city; required, at most 255 characters.',
  countryId: 'Country.id of a country the shop sells to; required (COUNTRY_REQUIRED).',
  countryStateId: 'CountryState.id; required when the country says so (Country.stateRequired; STATE_REQUIRED).',
  phoneNumber:
    'Optional: digits, spaces and + ( ) / - only, at least six digits, at most 40 characters (PHONE_INVALID).',
} as const;
